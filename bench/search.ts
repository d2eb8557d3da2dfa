/**
 * In-process search benchmark: per-query latency (cached and uncached, per ranking mode) over the dev
 * and held-out needs (short queries to 1,500-character requests), RSS after warm-up, the snapshot's
 * size and what its word vectors add, cold start to a first answered search in a fresh process, and
 * MRR@10 on the dev set, and with --held-out on each held-out set too (lab/search/eval/; the quality
 * report is lab/search/eval-search.ts).
 *   node --conditions=react-server --import tsx bench/search.ts [--iterations 20] [--body-chars 1000] [--held-out] [--verbose]
 * --body-chars rebuilds the (lexical) index with another body truncation, to compare the trade-off.
 */
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { DEV_CASES } from '../lab/search/eval/dev';
import { HELD_OUT_CASES } from '../lab/search/eval/held-out';
import { HELD_OUT_2_CASES } from '../lab/search/eval/held-out-2';
import { HELD_OUT_3_CASES } from '../lab/search/eval/held-out-3';
import { rankCases } from '../lab/search/eval/mrr';
import type { RelevanceCase } from '../lab/search/eval/relevance';
import { loadCorpus } from '../lib/corpus/load';
import { corpusCsvPath } from '../lib/corpus/paths';
import { RANKING, type Ranking, rankWith } from '../lab/search/ranking';
import { buildSearchIndex, searchPrompts } from '../lib/corpus/search';
import { snapshotPath } from '../lib/corpus/snapshot';

type SearchMode = Ranking['mode'];
const SEARCH_MODES: SearchMode[] = ['lexical', 'semantic', 'fused'];

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const iterations = Number(arg('iterations') ?? 20);
const bodyChars = arg('body-chars');
const verbose = process.argv.includes('--verbose');

const rssBefore = process.memoryUsage().rss;
const t0 = performance.now();
const loaded = loadCorpus();
const loadMs = performance.now() - t0;
const corpus = bodyChars ? { ...loaded, index: buildSearchIndex(loaded.records, { bodyChars: Number(bodyChars) }) } : loaded;

// a few builds for a steadier figure than the first (cold) one
const builds: number[] = [];
for (let i = 0; i < 3; i++) builds.push(buildSearchIndex(corpus.records, { bodyChars: corpus.index.bodyChars }).buildMs);

const queries = [...DEV_CASES, ...HELD_OUT_CASES].map((c) => c.query);
const f = (n: number) => n.toFixed(3);
const pct = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)]!;

/** `mode` undefined: searchPrompts (its ranking cache in front); else that side alone, uncached (the lab's rankWith). */
function latency(mode: SearchMode | undefined, cached: boolean): string {
  const search = (query: string) => (mode ? rankWith(corpus, { query }, 10, { ...RANKING, mode }) : searchPrompts(corpus, { query, limit: 10, offset: 0 }));
  for (const query of queries) search(query); // warm-up (JIT)
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    for (const query of queries) {
      if (!cached)
        corpus.index.rankings.clear(); // the ranking itself, not the LRU in front of it
      // cached: asked just before, as a next page or a retry would (more queries than the LRU holds would evict each before it is asked again)
      else search(query);
      const s = performance.now();
      search(query);
      samples.push(performance.now() - s);
    }
  }
  samples.sort((a, b) => a - b);
  const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
  return `mean ${f(mean)} ms, p50 ${f(pct(samples, 50))} ms, p99 ${f(pct(samples, 99))} ms, max ${f(samples[samples.length - 1]!)} ms`;
}

/** A fresh process: import, load the snapshot, answer one fused search; ms since the process began. */
function coldStartMs(): number {
  const script =
    "const { loadCorpus } = await import('./lib/corpus/load.ts'); const { searchPrompts } = await import('./lib/corpus/search.ts');" +
    "searchPrompts(loadCorpus(), { query: 'explain algebra to my kid', limit: 10, offset: 0 }); console.log(performance.now());";
  const out = spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
  return Number(out.stdout.trim());
}

const report = (label: string, cases: readonly RelevanceCase[]) => {
  const ranked = rankCases(corpus, cases, 10);
  const mrr = ranked.reduce((s, r) => s + r.reciprocalRank, 0) / ranked.length;
  console.log(
    `MRR@10 ${label.padEnd(10)} ${mrr.toFixed(3)}  (${cases.length} queries; first relevant at rank 1 in ${ranked.filter((r) => r.rank === 1).length})`,
  );
  if (verbose) for (const r of ranked) console.log(`  ${String(r.rank ?? '-').padStart(2)}  ${r.query}`);
};

const sem = corpus.index.semantic;
console.log(`corpus     ${corpus.count} prompts, sha256 ${corpus.sha256.slice(0, 12)}…, load ${loadMs.toFixed(0)} ms`);
console.log(
  `index      body truncated to ${corpus.index.bodyChars} chars, ${corpus.index.df.size} terms, lexical build ${Math.min(...builds).toFixed(0)} ms (best of 3)`,
);
const snapBytes = statSync(snapshotPath(corpusCsvPath())).size;
const vectorBytes = sem ? sem.table.vectors.byteLength + sem.table.scales.byteLength + sem.docs.byteLength + sem.weights.byteLength : 0;
console.log(
  `snapshot   ${(snapBytes / 2 ** 20).toFixed(1)} MiB on disk; ${sem ? `word vectors ${sem.table.words.length} × ${sem.table.dims} int8 from ${sem.table.source}, ${(vectorBytes / 2 ** 20).toFixed(1)} MiB of arrays` : 'no word vectors (lexical only)'}`,
);
console.log(`latency    ${'searchPrompts'.padEnd(17)} uncached ${latency(undefined, false)}`);
console.log(`           ${''.padEnd(17)} cached   ${latency(undefined, true)}`);
// each side alone, through the lab's rankWith (no cache in front: one line each)
for (const mode of sem ? SEARCH_MODES : []) console.log(`           ${`${mode} alone`.padEnd(17)} uncached ${latency(mode, false)}`);
console.log(`           ${queries.length} queries × ${iterations} per line (dev and held-out needs, 10 to 1,500 characters)`);
console.log(
  `memory     RSS ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MiB after warm-up (${((process.memoryUsage().rss - rssBefore) / 2 ** 20).toFixed(0)} MiB more than before loading)`,
);
const colds = Array.from({ length: 3 }, coldStartMs).sort((a, b) => a - b);
console.log(`cold start ${colds.map((c) => c.toFixed(0)).join(', ')} ms from process start to a first fused search answered (node + tsx, in process)`);
// The dev set is what tuning looks at. The held-out sets only when asked, as lab/search/eval-search.ts prints
// them: this bench runs while the search is being changed, and a figure printed while tuning is a figure tuned on.
report('dev', DEV_CASES);
if (process.argv.includes('--held-out')) {
  report('held-out', HELD_OUT_CASES);
  report('held-out-2', HELD_OUT_2_CASES);
  report('held-out-3', HELD_OUT_3_CASES);
}
