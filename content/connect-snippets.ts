/**
 * What the connect page shows, as functions of the deployment's endpoint: the desktop apps' configs per
 * door (from client-guides.ts), stdio configs, MCP Inspector, curl for both protocol eras, and the
 * environment each door needs. Text only; the page renders it.
 */
import {
  CLIENT_CAPABILITIES_META_KEY,
  CLIENT_INFO_META_KEY,
  type DoorId,
  LEGACY_PROTOCOL_VERSIONS,
  MODERN_PROTOCOL_VERSION,
  PROTOCOL_VERSION_META_KEY,
} from '../lib/vocabulary';
import { CLIENT_GUIDES } from './client-guides';

const LEGACY = LEGACY_PROTOCOL_VERSIONS[0];

const json = (v: unknown) => JSON.stringify(v, null, 2);

/** The desktop apps' configs for one door (content/client-guides.ts), titled for a grid of code blocks. */
export function appConfigs(door: DoorId, url: string) {
  return CLIENT_GUIDES.filter((g) => g.kind === 'app').flatMap((g) => {
    const setup = g.setup[door]?.(url);
    return setup ? [{ title: `${g.name} — ${setup.where}`, lang: setup.lang, code: setup.code }] : [];
  });
}

export function stdioConfigs() {
  return [
    {
      title: 'Claude Desktop / Cursor — from a checkout, after npm install',
      lang: 'JSON',
      code: json({ mcpServers: { prompts: { command: 'npx', args: ['--prefix', '/path/to/checkout', 'prompts-observatory-stdio'] } } }),
    },
    {
      title: 'VS Code — .vscode/mcp.json',
      lang: 'JSON',
      code: json({ servers: { prompts: { type: 'stdio', command: 'node', args: ['/path/to/checkout/bin/prompts-observatory-stdio.mjs'] } } }),
    },
  ];
}

export function inspectorCommands(endpoint: string) {
  return [
    {
      title: 'MCP Inspector — this deployment, over Streamable HTTP',
      lang: 'command',
      code: `npx @modelcontextprotocol/inspector --transport http --server-url ${endpoint}`,
    },
    {
      title: 'MCP Inspector — over stdio, from a checkout',
      lang: 'command',
      code: 'npx @modelcontextprotocol/inspector node bin/prompts-observatory-stdio.mjs',
    },
  ];
}

const MODERN_META = {
  [PROTOCOL_VERSION_META_KEY]: MODERN_PROTOCOL_VERSION,
  [CLIENT_CAPABILITIES_META_KEY]: {},
  [CLIENT_INFO_META_KEY]: { name: 'curl', version: '1' },
};

/** The same tools/call in both eras; a 2026-07-28 request carries its own `_meta`. */
const searchCall = (meta?: typeof MODERN_META) =>
  JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'tools/call',
    params: { name: 'search_prompts', arguments: { query: 'linux terminal', limit: 3 }, ...(meta ? { _meta: meta } : {}) },
  });

export function curlCommands(endpoint: string) {
  const [modern, legacy] = [searchCall(MODERN_META), searchCall()];
  const common = `  -H 'content-type: application/json' -H 'accept: application/json, text/event-stream'`;
  return [
    {
      title: `curl, ${MODERN_PROTOCOL_VERSION} — no handshake; the request carries its own _meta and the Mcp-* headers`,
      lang: 'command',
      code: [
        `curl -s ${endpoint} \\`,
        `${common} \\`,
        `  -H 'mcp-protocol-version: ${MODERN_PROTOCOL_VERSION}' -H 'mcp-method: tools/call' -H 'mcp-name: search_prompts' \\`,
        `  -d '${modern}'`,
      ].join('\n'),
    },
    {
      title: 'curl, 2025 era — stateless here: each request stands alone, no session id',
      lang: 'command',
      code: [`curl -s ${endpoint} \\`, `${common} \\`, `  -H 'mcp-protocol-version: ${LEGACY}' \\`, `  -d '${legacy}'`].join('\n'),
    },
  ];
}

/** The key door from a terminal: every client sends `Authorization: Bearer <key>`; the key never goes in a URL. */
export function keyDoorCurl(endpoint: string) {
  return {
    title: 'curl — tools/list through the key door (2025 era, no handshake needed here)',
    lang: 'command',
    code: [
      `curl -s ${endpoint} \\`,
      `  -H 'authorization: Bearer <your key>' \\`,
      `  -H 'content-type: application/json' -H 'accept: application/json, text/event-stream' -H 'mcp-protocol-version: ${LEGACY}' \\`,
      `  -d '${JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' })}'`,
    ].join('\n'),
  };
}

/**
 * What a deployer types in: their own deployment's URL, never this instance's (a laptop's origin in a
 * Vercel snippet would be copied as is). On Vercel MCP_PUBLIC_ORIGIN may stay unset: it defaults there.
 */
export const DEPLOY_ORIGIN_PLACEHOLDER = 'https://your-app.vercel.app';

/** What a deployment sets for each door, with its own origin filled in (a .env file or Vercel's Environment Variables). */
export function deployEnvFiles(origin = DEPLOY_ORIGIN_PLACEHOLDER) {
  const own = `MCP_PUBLIC_ORIGIN=${origin}`;
  const note = "# Your deployment's own URL (on Vercel it defaults to the project URL)";
  return [
    {
      title: 'Open door only (/api/mcp) — nothing to set',
      lang: '.env',
      code: `# The open door needs no variable. On a host other than Vercel, say who you are:\n${own}`,
    },
    {
      title: 'Shared-key door (/api/mcp/key)',
      lang: '.env',
      code: [note, own, '# 24+ characters, e.g. `openssl rand -base64 32`; give it to your clients', 'MCP_API_KEY=<a long random key>'].join('\n'),
    },
    {
      title: 'OAuth door (/api/mcp/oauth) with the built-in demo issuer',
      lang: '.env',
      code: [
        note,
        own,
        '# 32+ characters, the same on every instance, e.g. `openssl rand -base64 48`',
        'AUTH_SECRET=<a long random secret>',
        '# The built-in issuer approves anyone who clicks Approve: say so (also derives the demo key for /api/mcp/key)',
        'AUTH_DEMO=1',
      ].join('\n'),
    },
    {
      title: 'OAuth door (/api/mcp/oauth) trusting your own identity provider',
      lang: '.env',
      code: [note, own, 'AUTH_ISSUER=https://<tenant>.example.com/', 'AUTH_JWKS_URL=https://<tenant>.example.com/.well-known/jwks.json'].join('\n'),
    },
  ];
}
