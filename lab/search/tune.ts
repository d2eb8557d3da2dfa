/**
 * Tunes the semantic side of search and its fusion with BM25 on the DEV set only (never the held-out one):
 *   node --conditions=react-server --import tsx lab/search/tune.ts '{"rrfK":[1,2,4],"semanticWeight":[0.8,1]}'
 * Prints MRR@10 / hit@10 for a grid of constants (lib/corpus/search.ts's Tuning, through ./ranking.ts: the runtime ranks only the chosen ones), best last.
 */
import { DEV_CASES } from './eval/dev';
import { runCases, score } from './eval/measure';
import { loadCorpus } from '../../lib/corpus/load';
import type { Tuning } from '../../lib/corpus/search';
import { RANKING, type Ranking, rankWith } from './ranking';

const corpus = loadCorpus();
if (!corpus.index.semantic) throw new Error('the snapshot has no word vectors: run `npm run corpus` with the dev dependencies installed');
const K = 10;
type SearchMode = Ranking['mode'];
const evaluate = (mode: SearchMode, tuning: Partial<Tuning>) =>
  score(runCases((query, k) => rankWith(corpus, { query }, k, { ...RANKING, ...tuning, mode }).entries.map((e) => e.record.id), DEV_CASES, K));

const rows: [number, string][] = [];
const tryOne = (mode: SearchMode, tuning: Partial<Tuning>) => {
  const s = evaluate(mode, tuning);
  rows.push([s.mrr + s.hit / 100, `${s.mrr.toFixed(3)} ${Math.round(100 * s.hit)}%  ${mode} ${JSON.stringify(tuning)}`]);
};
const grid = JSON.parse(process.argv[2] ?? '{}') as Record<string, unknown[]>;
tryOne('lexical', {});
const keys = Object.keys(grid);
const walk = (i: number, acc: Record<string, unknown>) => {
  if (i === keys.length) {
    tryOne((acc.mode as SearchMode) ?? 'fused', Object.fromEntries(Object.entries(acc).filter(([k]) => k !== 'mode')) as Partial<Tuning>);
    return;
  }
  for (const v of grid[keys[i]!]!) walk(i + 1, { ...acc, [keys[i]!]: v });
};
walk(0, {});
rows.sort((a, b) => a[0] - b[0]);
for (const [, line] of rows.slice(-20)) console.log(line);
