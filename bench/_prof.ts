import { openGuard } from '../lib/auth/guard';
import { parseConfig } from '../lib/config';
import { getCorpus } from '../lib/corpus';
import { createDoor } from '../lib/http/door';
import { type McpCall, MODERN_META, mcpHeaders } from './lib/mcp-request';
import { SEARCH_QUERIES, searchCall } from './lib/queries';
const ORIGIN = 'http://127.0.0.1:3000';
const cfg = parseConfig({ NODE_ENV: 'production', MCP_PUBLIC_ORIGIN: ORIGIN, MCP_FAST_PATH: '0' } as any);
const door = createDoor({ id: 'open', guard: openGuard, environment: () => ({ doors: [] }), cfg: () => cfg });
let id = 1;
const req = (call: McpCall) => new Request(`${ORIGIN}/api/mcp`, { method: 'POST', headers: { host: '127.0.0.1:3000', ...mcpHeaders(call) }, body: JSON.stringify({ jsonrpc: '2.0', id: id++, method: call.method, params: { ...call.params, _meta: MODERN_META } }) });
getCorpus();
const w: McpCall[] = process.argv[2] === 'list' ? [{ method: 'tools/list' }] : SEARCH_QUERIES.map(searchCall);
for (let i = 0; i < 6000; i++) { const r = await door.handle(req(w[i % w.length]!)); await r.text(); }
