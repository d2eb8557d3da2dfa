/**
 * In-process search benchmark: index build time, per-query latency over the relevance set, MRR@10.
 *   node --conditions=react-server --import tsx bench/search.ts [--iterations 50] [--body-chars 1000] [--verbose]
 * --body-chars rebuilds the index with another body truncation, to compare the trade-off.
 */
import { loadCorpus } from '../lib/corpus/load';
import { rankCases } from '../lib/corpus/mrr';
import { HELDOUT_CASES, RELEVANCE_CASES } from '../lib/corpus/relevance';
import { buildSearchIndex, searchPrompts } from '../lib/corpus/search';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const iterations = Number(arg('iterations') ?? 50);
const bodyChars = arg('body-chars');
const verbose = process.argv.includes('--verbose');

const t0 = performance.now();
const loaded = loadCorpus();
const loadMs = performance.now() - t0;
const corpus = bodyChars ? { ...loaded, index: buildSearchIndex(loaded.records, { bodyChars: Number(bodyChars) }) } : loaded;

// a few builds for a steadier figure than the first (cold) one
const builds: number[] = [];
for (let i = 0; i < 5; i++) builds.push(buildSearchIndex(corpus.records, { bodyChars: corpus.index.bodyChars }).buildMs);

const queries = [...RELEVANCE_CASES, ...HELDOUT_CASES].map((c) => c.query);
for (const q of queries) searchPrompts(corpus, { query: q, limit: 10, offset: 0 }); // warm-up (JIT)
const samples: number[] = [];
for (let i = 0; i < iterations; i++) {
  for (const query of queries) {
    corpus.index.rankings.clear(); // measure the ranking itself, not the LRU in front of it
    const s = performance.now();
    searchPrompts(corpus, { query, limit: 10, offset: 0 });
    samples.push(performance.now() - s);
  }
}
samples.sort((a, b) => a - b);
const pct = (p: number) => samples[Math.min(samples.length - 1, Math.ceil((p / 100) * samples.length) - 1)]!;
const mean = samples.reduce((a, b) => a + b, 0) / samples.length;

const report = (label: string, cases: typeof RELEVANCE_CASES) => {
  const ranked = rankCases(corpus, cases, 10);
  const mrr = ranked.reduce((s, r) => s + r.reciprocalRank, 0) / ranked.length;
  console.log(
    `MRR@10 ${label.padEnd(9)} ${mrr.toFixed(3)}  (${cases.length} queries; first relevant at rank 1 in ${ranked.filter((r) => r.rank === 1).length})`,
  );
  if (verbose) for (const r of ranked) console.log(`  ${String(r.rank ?? '-').padStart(2)}  ${r.query}`);
};

const f = (n: number) => n.toFixed(3);
console.log(`corpus     ${corpus.count} prompts, sha256 ${corpus.sha256.slice(0, 12)}…, load+parse+index ${loadMs.toFixed(0)} ms`);
console.log(
  `index      body truncated to ${corpus.index.bodyChars} chars, ${corpus.index.df.size} terms, build ${Math.min(...builds).toFixed(0)} ms (best of 5; median ${builds.sort((a, b) => a - b)[2]!.toFixed(0)} ms)`,
);
console.log(
  `latency    ${samples.length} searches (${queries.length} queries × ${iterations}): mean ${f(mean)} ms, p50 ${f(pct(50))} ms, p99 ${f(pct(99))} ms, max ${f(samples[samples.length - 1]!)} ms`,
);
report('tuning', RELEVANCE_CASES);
report('held-out', HELDOUT_CASES);
