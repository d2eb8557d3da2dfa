/**
 * `npm run eval:search`: MRR@10 and hit@10 of search_prompts's ranking on the dev and held-out sets
 * (./eval/), per length bucket, for each ranker. Prints a table; changes nothing.
 * The dev set only, unless asked: the held-out set is for a final measurement, and a figure printed while
 * tuning is a figure tuned on.
 *   --held-out  also the held-out sets (./eval/held-out.ts, held-out-2.ts, held-out-3.ts): once, when the tuning is done
 *   --verbose   also lists every need with the rank of its first relevant prompt
 */
import { loadCorpus } from '../../lib/corpus/load';
import { DEV_CASES } from './eval/dev';
import { HELD_OUT_CASES } from './eval/held-out';
import { HELD_OUT_2_CASES } from './eval/held-out-2';
import { HELD_OUT_3_CASES } from './eval/held-out-3';
import { type CaseResult, LENGTH_BUCKETS, type Ranker, runCases, type Score, scoreByBucket, sharesNoTitleWord } from './eval/measure';
import type { RelevanceCase } from './eval/relevance';
import { searchPrompts } from '../../lib/corpus/search';
import { RANKING, type Ranking, rankWith } from './ranking';

const verbose = process.argv.includes('--verbose');
const corpus = loadCorpus();
const K = 10;

// each side alone, then what search_prompts ranks (searchPrompts itself, so the figure is the product's)
const MODES: Ranking['mode'][] = ['lexical', 'semantic'];
const rankers: [string, Ranker][] = [
  ...MODES.map((mode): [string, Ranker] => [mode, (query, k) => rankWith(corpus, { query }, k, { ...RANKING, mode }).entries.map((e) => e.record.id)]),
  ['fused', (query, k) => searchPrompts(corpus, { query, limit: k, offset: 0 }).hits.map((h) => h.record.id)],
];

const sets: [string, RelevanceCase[]][] = [['dev', DEV_CASES]];
if (process.argv.includes('--held-out')) sets.push(['held-out', HELD_OUT_CASES], ['held-out-2', HELD_OUT_2_CASES], ['held-out-3', HELD_OUT_3_CASES]);

const titleOf = (id: string) => corpus.byId.get(id)?.title;
for (const [name, cases] of sets) {
  const disjoint = cases.filter((c) => sharesNoTitleWord(c, titleOf)).length;
  const counts = LENGTH_BUCKETS.map((b) => `${b} ${runCases(() => [], cases).filter((r) => r.bucket === b).length}`).join(', ');
  console.log(
    `${name}: ${cases.length} needs (${counts}); ${disjoint} (${Math.round((100 * disjoint) / cases.length)} %) share no content word with a relevant title`,
  );
}
console.log();

const cell = (s: Score) => (s.n ? `${s.mrr.toFixed(3)} ${String(Math.round(100 * s.hit)).padStart(3)}%` : '    -     ');
const header = ['all', ...LENGTH_BUCKETS].map((b) => b.padEnd(12)).join('');
console.log(`MRR@${K} hit@${K}      ${header}`);
const detail: string[] = [];
for (const [setName, cases] of sets) {
  for (const [rankerName, rank] of rankers) {
    const results: CaseResult[] = runCases(rank, cases, K);
    const s = scoreByBucket(results);
    console.log(`${`${setName} ${rankerName}`.padEnd(20)}${[s.all, ...LENGTH_BUCKETS.map((b) => s[b])].map((x) => cell(x).padEnd(12)).join('')}`);
    if (verbose) for (const r of results) detail.push(`${setName} ${rankerName.padEnd(8)} ${String(r.rank ?? '-').padStart(2)}  ${r.query.slice(0, 90)}`);
  }
}
if (verbose) console.log(`\n${detail.join('\n')}`);
