/**
 * What the meter and the request span cost per tools/call, in one process, side by side.
 *   npm run bench:meter [-- --calls 20000 --rounds 7]
 * One search_prompts result (computed once, before the clock starts) is answered two ways: plain, and
 * as tools/call's owner answers it (lib/mcp/tool-call.ts): inside a RequestSpan as the door opens one,
 * through meteredResult (the request's span, the phase timers, the meter, the Server-Timing entries).
 * The tool's own work is left out, so the overhead shows. Rounds alternate the two; medians of
 * per-round means. No exporter is configured, as in a default deployment: spans get real ids and are dropped.
 */
import { parseArgs } from 'node:util';
import { getCorpus, searchPrompts } from '../lib/corpus';
import { meteredResult } from '../lib/mcp/meter';
import { RequestSpan } from '../lib/telemetry';
import { median } from './lib/stats';

const { values } = parseArgs({ options: { calls: { type: 'string', default: '20000' }, rounds: { type: 'string', default: '7' } } });
const calls = Number(values.calls);
const rounds = Number(values.rounds);
const PARAMS = { name: 'search_prompts', arguments: { query: 'linux terminal', limit: 5 } };
const site = () => ({ era: 'modern' as const, transport: 'http' as const, corpusSha256: getCorpus().sha256 });
let answer: object | undefined;
const result = () => {
  answer ??= { content: [], structuredContent: searchPrompts(getCorpus(), { query: 'linux terminal', limit: 5, offset: 0 }) };
  return { ...answer };
};

const variants = {
  plain: async () => result(),
  metered: () => {
    // as lib/http/door.ts serves a request: one RequestSpan per call, the answer inside it
    const observed = new RequestSpan({ attributes: { 'mcp.door': 'open', 'mcp.era': 'modern' } });
    return observed.run(() => meteredResult(PARAMS, site(), async () => result()));
  },
};
type Variant = keyof typeof variants;

/** Mean µs per call over `calls` sequential calls; throws if a call did not answer. */
async function round(variant: Variant): Promise<number> {
  const call = variants[variant];
  const t0 = performance.now();
  for (let i = 0; i < calls; i++) if (!(await call())) throw new Error(`${variant}: search_prompts did not answer`);
  return ((performance.now() - t0) * 1000) / calls;
}

async function main() {
  getCorpus();
  for (const v of Object.keys(variants) as Variant[]) await round(v); // warm-up: JIT
  const perCall: Record<Variant, number[]> = { plain: [], metered: [] };
  for (let r = 0; r < rounds; r++) {
    const order: Variant[] = r % 2 ? ['metered', 'plain'] : ['plain', 'metered'];
    for (const v of order) perCall[v].push(await round(v));
  }
  const plain = median(perCall.plain);
  const metered = median(perCall.metered);
  console.log(`\nmeter cost, ${new Date().toISOString()}, ${calls} calls × ${rounds} rounds each, alternating\n`);
  console.log('| one search_prompts result | µs per call (median of rounds) | rounds |');
  console.log('|---|---:|---|');
  console.log(`| plain: the result | ${plain.toFixed(1)} | ${perCall.plain.map((x) => x.toFixed(0)).join(', ')} |`);
  console.log(`| metered: + request span, phases, meter, Server-Timing | ${metered.toFixed(1)} | ${perCall.metered.map((x) => x.toFixed(0)).join(', ')} |`);
  console.log(`\nthe meter and span add ${(metered - plain).toFixed(1)} µs per call (${((metered / plain - 1) * 100).toFixed(0)} %)`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
