/**
 * What the connect page shows, as functions of the deployment's endpoint: client configs for
 * remote and stdio, MCP Inspector, and curl for both protocol eras. Text only; the page renders it.
 */
const json = (v: unknown) => JSON.stringify(v, null, 2);

export function remoteConfigs(endpoint: string) {
  return [
    {
      title: 'Claude Desktop — claude_desktop_config.json (through the mcp-remote bridge)',
      lang: 'JSON',
      code: json({ mcpServers: { prompts: { command: 'npx', args: ['-y', 'mcp-remote', endpoint] } } }),
    },
    { title: 'Cursor — .cursor/mcp.json', lang: 'JSON', code: json({ mcpServers: { prompts: { url: endpoint } } }) },
    { title: 'VS Code — .vscode/mcp.json', lang: 'JSON', code: json({ servers: { prompts: { type: 'http', url: endpoint } } }) },
  ];
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
    { title: 'MCP Inspector — this deployment, over Streamable HTTP', lang: 'command', code: `npx @modelcontextprotocol/inspector --transport http --server-url ${endpoint}` },
    { title: 'MCP Inspector — over stdio, from a checkout', lang: 'command', code: 'npx @modelcontextprotocol/inspector node bin/prompts-observatory-stdio.mjs' },
  ];
}

const MODERN_META = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientCapabilities': {},
  'io.modelcontextprotocol/clientInfo': { name: 'curl', version: '1' },
};

export function curlCommands(endpoint: string) {
  const modern = JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'tools/call',
    params: { name: 'search_prompts', arguments: { query: 'linux terminal', limit: 3 }, _meta: MODERN_META },
  });
  const legacy = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'search_prompts', arguments: { query: 'linux terminal', limit: 3 } } });
  const common = `  -H 'content-type: application/json' -H 'accept: application/json, text/event-stream'`;
  return [
    {
      title: 'curl, 2026-07-28 — no handshake; the request carries its own _meta and the Mcp-* headers',
      lang: 'command',
      code: [`curl -s ${endpoint} \\`, `${common} \\`, `  -H 'mcp-protocol-version: 2026-07-28' -H 'mcp-method: tools/call' -H 'mcp-name: search_prompts' \\`, `  -d '${modern}'`].join('\n'),
    },
    {
      title: 'curl, 2025 era — stateless here: each request stands alone, no session id',
      lang: 'command',
      code: [`curl -s ${endpoint} \\`, `${common} \\`, `  -H 'mcp-protocol-version: 2025-11-25' \\`, `  -d '${legacy}'`].join('\n'),
    },
  ];
}

export const DEPLOY_ENV = [
  { name: 'MCP_ALLOWED_HOSTS', need: 'optional', meaning: 'Extra hostnames this deployment answers to (custom domains). Vercel’s own hostnames are allowed automatically.' },
  { name: 'MCP_ALLOWED_ORIGINS', need: 'optional', meaning: 'Extra browser origins allowed to call the endpoint (e.g. a hosted MCP Inspector).' },
  { name: 'MCP_MAX_BODY_BYTES', need: 'optional', meaning: 'Largest request body, default 1 MiB (413 above it).' },
  { name: 'TRUST_PROXY', need: 'optional', meaning: 'Trust X-Forwarded-* — on by default on Vercel (VERCEL=1), off on a bare next start.' },
  { name: 'CORPUS_SOURCE', need: 'optional', meaning: 'A local path the build copies the corpus from; without it the pinned CSV is downloaded. Its sha256 is checked either way.' },
] as const;
