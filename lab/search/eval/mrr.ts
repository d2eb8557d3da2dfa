/** Mean reciprocal rank: how high the first relevant prompt lands, averaged over a relevance set. */
import type { RelevanceCase } from './relevance';
import { searchPrompts, type Searchable } from '../../../lib/corpus/search';

export interface RankedCase {
  query: string;
  /** 1-based rank of the first relevant hit within the top k, or null if none made it. */
  rank: number | null;
  reciprocalRank: number;
}

export function rankCases(corpus: Searchable, cases: readonly RelevanceCase[], k = 10): RankedCase[] {
  return cases.map(({ query, relevant }) => {
    const wanted = new Set(relevant);
    const { hits } = searchPrompts(corpus, { query, limit: k, offset: 0 });
    const i = hits.findIndex((h) => wanted.has(h.record.id));
    return { query, rank: i < 0 ? null : i + 1, reciprocalRank: i < 0 ? 0 : 1 / (i + 1) };
  });
}

/** MRR@k over the cases (0 for an empty set). */
export function meanReciprocalRank(corpus: Searchable, cases: readonly RelevanceCase[], k = 10): number {
  if (!cases.length) return 0;
  const ranked = rankCases(corpus, cases, k);
  return ranked.reduce((sum, c) => sum + c.reciprocalRank, 0) / ranked.length;
}
