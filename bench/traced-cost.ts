/**
 * What a traced client pays, in one process, side by side.
 *   npm run bench:traced [-- --calls 3000 --rounds 7]
 * The open door's handler (lib/http/door.ts `handle`, as deployed) answers the same calls
 * two ways: untraced, and traced as an instrumented client sends them, a fresh W3C `traceparent`
 * (new span id) in `_meta` on every call. `search_prompts` rotates through the load queries
 * (kept rankings after the warm-up); `tools/list` is one immutable list. Rounds alternate the two;
 * medians of per-round means. No exporter is configured, as in a default deployment.
 * Every tool answer is checked to carry the caller's trace in its meter (traced) or another (untraced),
 * so a fast wrong answer cannot pass.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { openGuard } from '../lib/auth/guard';
import { parseConfig } from '../lib/config';
import { getCorpus } from '../lib/corpus';
import { createDoor } from '../lib/http/door';
import { METER_META_KEY } from '../lib/vocabulary';
import { type McpCall, MODERN_META, mcpHeaders } from './lib/mcp-request';
import { SEARCH_QUERIES, searchCall } from './lib/queries';
import { median } from './lib/stats';

const { values } = parseArgs({ options: { calls: { type: 'string', default: '3000' }, rounds: { type: 'string', default: '7' } } });
const calls = Number(values.calls);
const rounds = Number(values.rounds);

const ORIGIN = 'http://127.0.0.1:3000';
const cfg = parseConfig({ NODE_ENV: 'production', MCP_PUBLIC_ORIGIN: ORIGIN });
const door = createDoor({ id: 'open', guard: openGuard, environment: () => ({ doors: [] }), cfg: () => cfg });

const TRACE_ID = randomBytes(16).toString('hex');
let nextId = 1;

function request(call: McpCall, parentSpanId: string | undefined): Request {
  const meta: Record<string, unknown> = {
    ...MODERN_META,
    // as an instrumented client sends it: its own trace, a new span for each call
    ...(parentSpanId ? { traceparent: `00-${TRACE_ID}-${parentSpanId}-01` } : {}),
  };
  return new Request(`${ORIGIN}/api/mcp`, {
    method: 'POST',
    headers: { host: '127.0.0.1:3000', ...mcpHeaders(call) },
    body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method: call.method, params: { ...call.params, _meta: meta } }),
  });
}

const WORKLOADS: Record<string, McpCall[]> = {
  search_prompts: SEARCH_QUERIES.map(searchCall),
  'tools/list': [{ method: 'tools/list' }],
};

/** Mean µs per call over `calls` sequential calls; throws on anything but a result (and, traced, the caller's trace). */
async function round(workload: McpCall[], traced: boolean): Promise<number> {
  // the client's span ids, drawn before the clock starts: the client's cost is not the server's
  const parents = Array.from({ length: calls }, () => (traced ? randomBytes(8).toString('hex') : undefined));
  const t0 = performance.now();
  for (let i = 0; i < calls; i++) {
    const call = workload[i % workload.length]!;
    const res = await door.handle(request(call, parents[i]));
    const text = await res.text();
    if (res.status !== 200 || !text.includes('"result"')) throw new Error(`${call.method}: ${res.status} ${text.slice(0, 200)}`);
    if (call.method === 'tools/call') {
      // both variants parse the answer, so the check costs them alike
      const meter = JSON.parse(text).result._meta[METER_META_KEY] as { traceId: string };
      if ((meter.traceId === TRACE_ID) !== traced) throw new Error(`${traced ? 'traced' : 'untraced'}: the meter names trace ${meter.traceId}`);
    }
  }
  return ((performance.now() - t0) * 1000) / calls;
}

async function main() {
  getCorpus();
  console.log(`\ntraced vs untraced through door.handle, ${new Date().toISOString()}, ${calls} calls × ${rounds} rounds each, alternating\n`);
  console.log('| call | untraced µs/call | traced µs/call | traced / untraced | rounds (untraced; traced) |');
  console.log('|---|---:|---:|---:|---|');
  for (const [label, workload] of Object.entries(WORKLOADS)) {
    for (const traced of [false, true]) await round(workload, traced); // warm-up: JIT, kept rankings
    const perCall = { untraced: [] as number[], traced: [] as number[] };
    for (let r = 0; r < rounds; r++) {
      const order = r % 2 ? [true, false] : [false, true];
      for (const traced of order) perCall[traced ? 'traced' : 'untraced'].push(await round(workload, traced));
    }
    const untraced = median(perCall.untraced);
    const traced = median(perCall.traced);
    const list = (xs: number[]) => xs.map((x) => x.toFixed(0)).join(', ');
    console.log(
      `| ${label} | ${untraced.toFixed(1)} | ${traced.toFixed(1)} | ${(traced / untraced).toFixed(2)}× | ${list(perCall.untraced)}; ${list(perCall.traced)} |`,
    );
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
