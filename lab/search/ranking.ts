/**
 * The laboratory's rankings, built from the runtime's public pieces (lib/corpus/search.ts: rankLexical,
 * queryVectorOf, rankSemantic, fuse): one side alone, other constants, a query vector made elsewhere (the
 * encoder run per query). With RANKING it ranks as rankPrompts does, which is what searchPrompts serves;
 * the runtime itself has no such options.
 */
import { analyzeQuery } from '../../lib/corpus/text';
import {
  FUSE_DEPTH,
  fuse,
  queryVectorOf,
  rankLexical,
  rankPrompts,
  rankSemantic,
  round3,
  type Searchable,
  type SearchOptions,
  TUNING,
  type Tuning,
} from '../../lib/corpus/search';
import type { TopK } from '../../lib/corpus/top-k';

export interface Ranking extends Tuning {
  /** `lexical`: BM25 over words (typos matched fuzzily); `semantic`: cosine of the vectors; `fused`: both, by reciprocal rank. */
  mode: 'lexical' | 'semantic' | 'fused';
  /** The query's unit vector in the prompt vectors' space, made elsewhere (instead of the mean of its word vectors). */
  queryVector?: Float32Array;
}
/** What the runtime ranks with. */
export const RANKING: Readonly<Ranking> = { mode: 'fused', ...TUNING };

/** The best `k` for a query under `ranking`, uncached. */
export function rankWith(corpus: Searchable, opts: Omit<SearchOptions, 'limit' | 'offset'>, k: number, ranking: Readonly<Ranking>): TopK {
  if (!opts.query.trim()) return rankPrompts(corpus, opts, k); // no query: the runtime's browse order, whatever the ranking
  const sem = corpus.index.semantic;
  if (ranking.mode === 'lexical' || !sem) return rankLexical(corpus, opts, k);
  const q = analyzeQuery(opts.query).length ? (ranking.queryVector ?? queryVectorOf(sem, opts.query)) : undefined;
  const near = rankSemantic(corpus, sem, opts, q, ranking);
  if (ranking.mode === 'semantic') {
    const entries = near.map(({ record, cosine }) => ({ record, score: round3(cosine), terms: [] }));
    return { entries: entries.slice(0, k), total: entries.length, complete: entries.length <= k };
  }
  const lexical = rankLexical(corpus, opts, Math.max(FUSE_DEPTH, k + near.length), new Set(near.map((n) => n.record)));
  return fuse(lexical, near, k, ranking, corpus.index.priors);
}
