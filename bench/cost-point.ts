/**
 * One point of the cost curve, in a fresh process: load the corpus at CORPUS_PATH (parse, index,
 * stats), then time searches with the ranking cache cleared. Prints one JSON line. The warm-up pass
 * also turns each query term's postings into arrays (lib/corpus/top-k.ts keeps them, like an index
 * would): the timed searches rank, they do not copy postings.
 *   CORPUS_PATH=/tmp/x.csv node --expose-gc --import tsx bench/cost-point.ts
 */
import { loadCorpus } from '../lib/corpus/load';
import { FIRST_SET_CASES, SECOND_SET_CASES } from '../lab/search/eval/relevance';
import { searchPrompts } from '../lib/corpus/search';
import { percentile } from './lib/stats';

const rssBefore = process.memoryUsage().rss;
const t0 = performance.now();
const corpus = loadCorpus();
const loadMs = performance.now() - t0;
(globalThis as { gc?: () => void }).gc?.();
const rssMiB = process.memoryUsage().rss / 2 ** 20;

const queries = [...FIRST_SET_CASES, ...SECOND_SET_CASES].map((c) => c.query);
for (const query of queries) searchPrompts(corpus, { query, limit: 10, offset: 0 }); // warm-up (JIT)
const samples: number[] = [];
const deadline = performance.now() + 20_000; // bounded: at ×100 one pass is already many samples
for (let i = 0; i < 10 && performance.now() < deadline; i++) {
  for (const query of queries) {
    corpus.index.rankings.clear(); // the ranking itself, not the LRU in front of it
    const s = performance.now();
    searchPrompts(corpus, { query, limit: 10, offset: 0 });
    samples.push(performance.now() - s);
  }
}
console.log(
  JSON.stringify({
    prompts: corpus.count,
    terms: corpus.index.df.size,
    loadMs,
    buildMs: corpus.index.buildMs,
    rssMiB,
    rssBaseMiB: rssBefore / 2 ** 20,
    searchP50: percentile(samples, 50),
    searchP99: percentile(samples, 99),
    searches: samples.length,
  }),
);
