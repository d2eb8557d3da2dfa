/**
 * How to connect each client people use, per door: the setup a user copies, and what is known to work.
 * What works comes from one place only: for a library, its record in interop-clients.ts (the tests
 * run exactly those operations); for a desktop app, the library that proves its wiring (Claude
 * Desktop reaches remote servers through mcp-remote) or nothing, marked "not run in CI". The setups
 * are written the way the interop tests call each library. /connect and docs/clients.md render this.
 */
import type { DoorId } from '../lib/vocabulary';
import { type InteropClient, type InteropLimit, type InteropOperation, interopClient } from './interop-clients';

export interface Setup {
  /** Where it goes: a file name, "terminal", or the language. */
  where: string;
  lang: 'JSON' | 'TypeScript' | 'command';
  code: string;
}

export interface ClientGuide {
  id: string;
  name: string;
  kind: 'app' | 'library';
  /** The interop record whose tested operations this client's wiring inherits. */
  provenBy?: string;
  /** For a client the tier cannot run (a desktop app): why, and where its config format comes from. */
  notRunInCi?: string;
  /** Per door: what the user writes, with this deployment's door URL filled in. */
  setup: Partial<Record<DoorId, (url: string) => Setup>>;
}

const json = (v: unknown) => JSON.stringify(v, null, 2);
/** The key never goes in a file that is shared: an environment variable, or the app's secret prompt. */
const KEY_ENV = 'MCP_API_KEY';
const bearer = `Bearer \${process.env.${KEY_ENV}}`;
const ts = (where: string, lines: string[]): Setup => ({ where, lang: 'TypeScript', code: lines.join('\n') });

export const CLIENT_GUIDES: readonly ClientGuide[] = [
  {
    id: 'claude-desktop',
    name: 'Claude Desktop',
    kind: 'app',
    provenBy: 'mcp-remote',
    notRunInCi: 'a desktop app; its remote servers go through the mcp-remote bridge, which the tier runs exactly as this config starts it',
    setup: {
      open: (url) => ({
        where: 'claude_desktop_config.json',
        lang: 'JSON',
        code: json({ mcpServers: { prompts: { command: 'npx', args: ['-y', 'mcp-remote', url] } } }),
      }),
      key: (url) => ({
        where: 'claude_desktop_config.json (the key in an environment variable)',
        lang: 'JSON',
        code: json({
          mcpServers: {
            prompts: { command: 'npx', args: ['-y', 'mcp-remote', url, '--header', 'Authorization:${AUTH_HEADER}'], env: { AUTH_HEADER: 'Bearer <your key>' } },
          },
        }),
      }),
      oauth: (url) => ({
        where: 'claude_desktop_config.json (mcp-remote signs in through your browser)',
        lang: 'JSON',
        code: json({ mcpServers: { prompts: { command: 'npx', args: ['-y', 'mcp-remote', url] } } }),
      }),
    },
  },
  {
    id: 'claude-code',
    name: 'Claude Code',
    kind: 'app',
    notRunInCi: 'an interactive CLI with its own login; the commands are its documented `claude mcp add` form',
    setup: {
      open: (url) => ({ where: 'terminal', lang: 'command', code: `claude mcp add --transport http prompts ${url}` }),
      key: (url) => ({
        where: 'terminal',
        lang: 'command',
        code: `claude mcp add --transport http prompts ${url} --header "Authorization: Bearer $${KEY_ENV}"`,
      }),
      oauth: (url) => ({ where: 'terminal (then /mcp in a session to sign in)', lang: 'command', code: `claude mcp add --transport http prompts ${url}` }),
    },
  },
  {
    id: 'cursor',
    name: 'Cursor',
    kind: 'app',
    notRunInCi: 'a desktop app; the config is its documented .cursor/mcp.json',
    setup: {
      open: (url) => ({ where: '.cursor/mcp.json', lang: 'JSON', code: json({ mcpServers: { prompts: { url } } }) }),
      key: (url) => ({
        where: '.cursor/mcp.json',
        lang: 'JSON',
        code: json({ mcpServers: { prompts: { url, headers: { Authorization: 'Bearer <your key>' } } } }),
      }),
      oauth: (url) => ({ where: '.cursor/mcp.json (Cursor offers to sign in on the 401)', lang: 'JSON', code: json({ mcpServers: { prompts: { url } } }) }),
    },
  },
  {
    id: 'vscode',
    name: 'VS Code',
    kind: 'app',
    notRunInCi: 'a desktop app; the config is its documented .vscode/mcp.json',
    setup: {
      open: (url) => ({ where: '.vscode/mcp.json', lang: 'JSON', code: json({ servers: { prompts: { type: 'http', url } } }) }),
      key: (url) => ({
        where: '.vscode/mcp.json (asks for the key once, stores it as a secret)',
        lang: 'JSON',
        code: json({
          inputs: [{ type: 'promptString', id: 'prompts-key', description: 'Shared key for prompts-observatory', password: true }],
          servers: { prompts: { type: 'http', url, headers: { Authorization: 'Bearer ${input:prompts-key}' } } },
        }),
      }),
      oauth: (url) => ({
        where: '.vscode/mcp.json (VS Code offers to sign in on the 401)',
        lang: 'JSON',
        code: json({ servers: { prompts: { type: 'http', url } } }),
      }),
    },
  },
  {
    id: 'ai-sdk',
    name: 'Vercel AI SDK',
    kind: 'library',
    provenBy: 'ai-sdk',
    setup: {
      open: (url) =>
        ts('TypeScript', [
          "import { createMCPClient } from '@ai-sdk/mcp';",
          '',
          `const mcp = await createMCPClient({ transport: { type: 'http', url: '${url}' } });`,
          'const tools = await mcp.tools();',
        ]),
      key: (url) =>
        ts('TypeScript', [
          "import { createMCPClient } from '@ai-sdk/mcp';",
          '',
          `const mcp = await createMCPClient({ transport: { type: 'http', url: '${url}', headers: { authorization: \`${bearer}\` } } });`,
        ]),
      oauth: (url) =>
        ts('TypeScript (authProvider: your OAuthClientProvider)', [
          "import { auth, createMCPClient } from '@ai-sdk/mcp';",
          '',
          '// Both scopes up front: this client does not step up on 403 insufficient_scope.',
          `await auth(authProvider, { serverUrl: new URL('${url}'), scope: 'prompts:read prompts:refine' });`,
          `const mcp = await createMCPClient({ transport: { type: 'http', url: '${url}', authProvider } });`,
        ]),
    },
  },
  {
    id: 'openai-agents',
    name: 'OpenAI Agents SDK',
    kind: 'library',
    provenBy: 'openai-agents',
    setup: {
      open: (url) =>
        ts('TypeScript', [
          "import { MCPServerStreamableHttp } from '@openai/agents';",
          '',
          `const mcp = new MCPServerStreamableHttp({ name: 'prompts', url: '${url}' });`,
          'await mcp.connect();',
        ]),
      key: (url) =>
        ts('TypeScript', [
          "import { MCPServerStreamableHttp } from '@openai/agents';",
          '',
          `const mcp = new MCPServerStreamableHttp({ name: 'prompts', url: '${url}', requestInit: { headers: { authorization: \`${bearer}\` } } });`,
        ]),
      oauth: (url) =>
        ts("TypeScript (authProvider: your OAuthClientProvider; auth from '@modelcontextprotocol/sdk/client/auth.js')", [
          '// Run the flow first (it cannot finish one it starts), then connect with the provider.',
          `await auth(authProvider, { serverUrl: '${url}' }); // → REDIRECT; after the callback:`,
          `await auth(authProvider, { serverUrl: '${url}', authorizationCode: code });`,
          `const mcp = new MCPServerStreamableHttp({ name: 'prompts', url: '${url}', authProvider });`,
        ]),
    },
  },
  {
    id: 'mastra',
    name: 'Mastra',
    kind: 'library',
    provenBy: 'mastra',
    setup: {
      open: (url) =>
        ts('TypeScript', [
          "import { MCPClient } from '@mastra/mcp';",
          '',
          `const mcp = new MCPClient({ servers: { prompts: { url: new URL('${url}') } } });`,
          'const toolsets = await mcp.listToolsets();',
        ]),
      key: (url) =>
        ts('TypeScript', [
          "import { MCPClient } from '@mastra/mcp';",
          '',
          `const mcp = new MCPClient({ servers: { prompts: { url: new URL('${url}'), requestInit: { headers: { authorization: \`${bearer}\` } } } } });`,
        ]),
      oauth: (url) =>
        ts("TypeScript (MCPOAuthClientProvider from '@mastra/mcp')", [
          `const mcp = new MCPClient({ servers: { prompts: { url: new URL('${url}'), authProvider: new MCPOAuthClientProvider({ /* redirectUrl, clientMetadata */ }) } } });`,
          "await mcp.authenticate('prompts'); // opens the consent page, listens for the redirect",
        ]),
    },
  },
  {
    id: 'langchain',
    name: 'LangChain MCP adapters',
    kind: 'library',
    provenBy: 'langchain',
    setup: {
      open: (url) =>
        ts('TypeScript', [
          "import { MultiServerMCPClient } from '@langchain/mcp-adapters';",
          '',
          `const mcp = new MultiServerMCPClient({ mcpServers: { prompts: { transport: 'http', url: '${url}' } } });`,
          'const tools = await mcp.getTools();',
        ]),
    },
  },
  {
    id: 'genkit',
    name: 'Genkit',
    kind: 'library',
    provenBy: 'genkit',
    setup: {
      open: (url) =>
        ts('TypeScript', [
          "import { createMcpClient } from '@genkit-ai/mcp';",
          '',
          `const mcp = createMcpClient({ name: 'prompts', mcpServer: { url: '${url}' } });`,
        ]),
      key: (url) =>
        ts('TypeScript', [
          "import { createMcpClient } from '@genkit-ai/mcp';",
          '',
          `const mcp = createMcpClient({ name: 'prompts', mcpServer: { url: '${url}', requestInit: { headers: { authorization: \`${bearer}\` } } } });`,
        ]),
      oauth: (url) =>
        ts("TypeScript (authProvider: your OAuthClientProvider; auth from '@modelcontextprotocol/sdk/client/auth.js')", [
          '// Run the flow first with the SDK, then hand Genkit the provider.',
          `await auth(authProvider, { serverUrl: new URL('${url}') }); // → REDIRECT; after the callback:`,
          `await auth(authProvider, { serverUrl: new URL('${url}'), authorizationCode: code });`,
          `const mcp = createMcpClient({ name: 'prompts', mcpServer: { url: '${url}', authProvider } });`,
        ]),
    },
  },
  {
    id: 'mcp-use',
    name: 'mcp-use',
    kind: 'library',
    provenBy: 'mcp-use',
    setup: {
      open: (url) =>
        ts('TypeScript', [
          "import { MCPClient } from 'mcp-use';",
          '',
          `const client = MCPClient.fromDict({ mcpServers: { prompts: { url: '${url}' } } });`,
          "const session = await client.createSession('prompts');",
        ]),
      key: (url) =>
        ts('TypeScript', [
          "import { MCPClient } from 'mcp-use';",
          '',
          `const client = MCPClient.fromDict({ mcpServers: { prompts: { url: '${url}', headers: { authorization: \`${bearer}\` } } } });`,
        ]),
    },
  },
  {
    id: 'mcp-remote',
    name: 'mcp-remote (a stdio bridge for any stdio-only client)',
    kind: 'library',
    provenBy: 'mcp-remote',
    setup: {
      open: (url) => ({ where: 'terminal, or a stdio client’s command', lang: 'command', code: `npx -y mcp-remote ${url}` }),
      key: (url) => ({
        where: 'terminal, or a stdio client’s command',
        lang: 'command',
        code: `npx -y mcp-remote ${url} --header "Authorization: Bearer $${KEY_ENV}"`,
      }),
    },
  },
];

export interface DoorFacts {
  /** Operations the interop tier ran and passed on this door, as a user calls them. */
  works: readonly InteropOperation[];
  /** Known limits on this door, each with the workaround its test proves. */
  limits: readonly InteropLimit[];
}

/** What the tier proved for this client on this door; undefined when nothing was run there. */
export function doorFacts(guide: ClientGuide, door: DoorId): DoorFacts | undefined {
  const record: InteropClient | undefined = guide.provenBy ? interopClient(guide.provenBy) : undefined;
  if (!record) return undefined;
  const works = record.works[door] ?? [];
  const limits = record.limits.filter((l) => l.door === door);
  return works.length === 0 && limits.length === 0 ? undefined : { works, limits };
}
