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
  oauth: 'complete the OAuth flow headless (metadata discovery, client id, consent page, token) and call a tool',
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
    via: "createMcpClient({ mcpServer: { url, fetch } }): Streamable HTTP, in process; the OAuth door over loopback against next start, the flow run first with the MCP SDK's auth() and the provider passed as authProvider",
    works: { open: ['tools', 'search', 'resource', 'prompt'], key: ['tools', 'search'], oauth: ['oauth'] },
    limits: [],
  },
  {
    id: 'ai-sdk',
    name: 'Vercel AI SDK',
    package: '@ai-sdk/mcp',
    version: '2.0.99',
    via: "createMCPClient({ transport: { type: 'http', url, fetch } }): in process; the OAuth door over loopback against next start",
    works: { open: ['tools', 'search', 'resource', 'prompt'], key: ['tools', 'search'], oauth: ['oauth'] },
    limits: [
      {
        id: 'ai-sdk-step-up',
        door: 'oauth',
        operation: 'refine',
        limit:
          'It re-authorizes only on 401: refine_prompt answers 403 insufficient_scope to a token holding prompts:read alone, and the client gives up instead of asking for prompts:refine.',
        workaround: "Ask for both scopes before connecting: auth(provider, { serverUrl, scope: 'prompts:read prompts:refine' }).",
      },
    ],
  },
  {
    id: 'openai-agents',
    name: 'OpenAI Agents SDK',
    package: '@openai/agents',
    version: '0.20.0',
    via: "new MCPServerStreamableHttp({ url, fetch }): in process; the OAuth door over loopback against next start, the flow run first with the MCP SDK's auth() and the provider passed as authProvider",
    works: { open: ['tools', 'search', 'resource'], key: ['tools', 'search'], oauth: ['oauth'] },
    limits: [
      {
        id: 'openai-agents-prompts',
        door: 'open',
        operation: 'prompt',
        limit: 'The SDK has no prompts API (no prompts/list or prompts/get on its MCP server classes).',
        workaround: 'Read the prompt as a resource: readResource("prompts://prompt/<id>"), with the id from search_prompts.',
      },
    ],
  },
  {
    id: 'mastra',
    name: 'Mastra',
    package: '@mastra/mcp',
    version: '2.0.0',
    via: 'new MCPClient({ servers: { name: { url, fetch } } }): in process; the OAuth door (pre-registered client, mcp.authenticate()) over loopback against next start',
    works: { open: ['tools', 'search', 'resource', 'prompt'], key: ['tools', 'search'], oauth: ['oauth'] },
    limits: [
      {
        id: 'mastra-step-up',
        door: 'oauth',
        operation: 'refine',
        limit:
          'On refine_prompt’s 403 insufficient_scope it starts a step-up authorization for prompts:refine, but its loopback callback server listens only during mcp.authenticate(), so the browser’s redirect finds nothing and the call fails.',
        workaround:
          'No client-side recipe on the OAuth door in this version (clientMetadata.scope loses to the scope the 401 names, so asking up front does not help): call refine_prompt through the shared-key door (/api/mcp/key with MCP_API_KEY), which has no scopes.',
      },
    ],
  },
  {
    id: 'mcp-use',
    name: 'mcp-use',
    package: 'mcp-use',
    version: '1.34.6',
    via: 'MCPClient.fromDict({ mcpServers: { name: { url, fetch } } }): in process (the 1.x client; 2.x moved it to @mcp-use/client, not on the registry)',
    works: { open: ['tools', 'search', 'resource', 'prompt'], key: ['tools', 'search'] },
    limits: [],
  },
  {
    id: 'langchain',
    name: 'LangChain MCP adapters',
    package: '@langchain/mcp-adapters',
    version: '1.1.4',
    via: "new MultiServerMCPClient({ mcpServers: { name: { transport: 'http', url } } }): over loopback against next start (no fetch option)",
    works: { open: ['tools', 'search', 'resource'] },
    limits: [
      {
        id: 'langchain-prompts',
        door: 'open',
        operation: 'prompt',
        limit: 'MultiServerMCPClient has no prompts API (tools and resources only).',
        workaround: "Take the SDK client it holds: (await client.getClient('<server>')).getPrompt({ name, arguments }).",
      },
    ],
  },
  {
    id: 'mcp-remote',
    name: 'mcp-remote',
    package: 'mcp-remote',
    version: '0.15.1',
    via: 'npx mcp-remote <endpoint> --transport http-only: a stdio process (as Claude Desktop runs it) bridging to the door over loopback, 2025-era protocol (its default)',
    works: { open: ['tools', 'search', 'resource', 'prompt'] },
    limits: [],
  },
  {
    id: 'mcp-remote-auto',
    name: 'mcp-remote --protocol auto',
    package: 'mcp-remote',
    version: '0.15.1',
    via: 'npx mcp-remote <endpoint> --transport http-only --protocol auto: the same bridge, 2026-07-28 towards the door when offered',
    works: { open: ['tools', 'search', 'resource', 'prompt'] },
    limits: [],
  },
];

export function interopClient(id: string): InteropClient {
  const found = INTEROP_CLIENTS.find((c) => c.id === id);
  if (!found) throw new Error(`content/interop-clients.ts lists no client "${id}"`);
  return found;
}
