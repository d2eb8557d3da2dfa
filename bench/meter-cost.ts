/**
 * What the meter and the request span cost per tools/call, in one process, side by side.
 *   npm run bench:meter [-- --calls 20000 --rounds 7]
 * `search_prompts` is called as the HTTP fast path calls it: inside a RequestSpan as the door
 * opens one, through callToolDirect (the request's span, the phase timers, the meter, the Server-Timing
 * entries), against callToolPlain (the same argument validation and handler, nothing observed). The
 * answer is kept (lib/mcp/tools/answer-memo.ts), so the tool's own work is small and the overhead
 * shows. Rounds alternate the two; medians of per-round means. No exporter is configured, as in a
 * default deployment: spans get real ids and are dropped.
 */
import { parseArgs } from 'node:util';
import { getCorpus } from '../lib/corpus';
import { callToolDirect, callToolPlain } from '../lib/mcp/direct-call';
import { RequestSpan } from '../lib/telemetry';
import { median } from './lib/stats';

const { values } = parseArgs({ options: { calls: { type: 'string', default: '20000' }, rounds: { type: 'string', default: '7' } } });
const calls = Number(values.calls);
const rounds = Number(values.rounds);
const ARGS = { query: 'linux terminal', limit: 5 };

const variants = {
  plain: () => callToolPlain('search_prompts', ARGS),
  metered: () => {
    // as lib/http/door.ts serves a request: one RequestSpan per call, the handler inside it
    const observed = new RequestSpan({ attributes: { 'mcp.door': 'open', 'mcp.era': 'modern' } });
    return observed.run(() => callToolDirect('search_prompts', ARGS));
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
  for (const v of Object.keys(variants) as Variant[]) await round(v); // warm-up: JIT, ranking cache
  const perCall: Record<Variant, number[]> = { plain: [], metered: [] };
  for (let r = 0; r < rounds; r++) {
    const order: Variant[] = r % 2 ? ['metered', 'plain'] : ['plain', 'metered'];
    for (const v of order) perCall[v].push(await round(v));
  }
  const plain = median(perCall.plain);
  const metered = median(perCall.metered);
  console.log(`\nmeter cost, ${new Date().toISOString()}, ${calls} calls × ${rounds} rounds each, alternating\n`);
  console.log('| search_prompts, a kept answer | µs per call (median of rounds) | rounds |');
  console.log('|---|---:|---|');
  console.log(`| plain: validate, find the kept answer | ${plain.toFixed(1)} | ${perCall.plain.map((x) => x.toFixed(0)).join(', ')} |`);
  console.log(`| metered: + request span, phases, meter, Server-Timing | ${metered.toFixed(1)} | ${perCall.metered.map((x) => x.toFixed(0)).join(', ')} |`);
  console.log(`\nthe meter and span add ${(metered - plain).toFixed(1)} µs per call (${((metered / plain - 1) * 100).toFixed(0)} %)`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
