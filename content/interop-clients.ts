/**
 * What each third-party MCP client does against each door, as proven by tests/interop/: the one
 * source of truth for those tests (they run exactly the operations listed here, check that the
 * installed package is this version, and prove each workaround) and for any page that shows it.
 * Plain data: no imports beyond the shared vocabulary.
 */
import type { DoorId } from '../lib/vocabulary';

/** What a user of the client would try, in order. */
export const INTEROP_OPERATIONS = {
  tools: 'connect and list the tools (search_prompts among them)',
  search: 'call search_prompts and get prompts with titles',
  resource: 'read a resource (prompts://corpus/stats)',
  prompt: 'get a prompt (its text, with arguments filled in)',
  oauth: 'complete the OAuth flow headless (401 → metadata → registration → consent → token) and call a tool',
  refine: 'call refine_prompt, which needs the prompts:refine scope',
} as const;
export type InteropOperation = keyof typeof INTEROP_OPERATIONS;

export interface InteropLimit {
  /** Stable id: the test that proves the workaround is named after it. */
  id: string;
  door: DoorId;
  operation: InteropOperation;
  /** What goes wrong, from the user's side. */
  limit: string;
  /** What to do instead; the interop test runs exactly this. */
  workaround: string;
}

export interface InteropClient {
  /** File stem of its test: tests/interop/<id>.test.ts (or .next.test.ts when it needs `next start`). */
  id: string;
  name: string;
  /** The npm package the test imports, at exactly this version (a devDependency). */
  package: string;
  version: string;
  /** How the test reaches the door: in process (the client's own fetch option) or over loopback. */
  via: string;
  /** Operations that work, per door, as the user calls them. */
  works: Partial<Record<DoorId, readonly InteropOperation[]>>;
  limits: readonly InteropLimit[];
}

export const INTEROP_CLIENTS: readonly InteropClient[] = [
  {
    id: 'genkit',
    name: 'Genkit',
    package: '@genkit-ai/mcp',
    version: '1.42.0',
    via: 'createMcpClient({ mcpServer: { url, fetch } }): Streamable HTTP, in process',
    works: { open: ['tools', 'search', 'resource', 'prompt'], key: ['tools', 'search'] },
    limits: [],
  },
];

export function interopClient(id: string): InteropClient {
  const found = INTEROP_CLIENTS.find((c) => c.id === id);
  if (!found) throw new Error(`content/interop-clients.ts lists no client "${id}"`);
  return found;
}
