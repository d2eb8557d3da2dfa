/**
 * Scores a ranker on a relevance set: MRR@k and hit@k overall and per length bucket (short queries,
 * single sentences, paragraph-long requests), plus how many needs share no content word with the
 * titles they should find (the set's honesty, measured rather than claimed).
 */
import type { RelevanceCase } from './relevance';
import { processTerm, tokenize } from '../../../lib/corpus/text';

export type LengthBucket = 'short' | 'sentence' | 'paragraph';
export const LENGTH_BUCKETS: readonly LengthBucket[] = ['short', 'sentence', 'paragraph'];

/** Under 40 characters is a search-box query; 300 and over is a paragraph; in between, one sentence. */
export function lengthBucket(query: string): LengthBucket {
  return query.length < 40 ? 'short' : query.length >= 300 ? 'paragraph' : 'sentence';
}

/** Ranked ids, best first, for a query. */
export type Ranker = (query: string, k: number) => readonly string[];

export interface Score {
  n: number;
  mrr: number;
  hit: number;
}

export interface CaseResult {
  query: string;
  bucket: LengthBucket;
  /** 1-based rank of the first relevant id in the top k, or null. */
  rank: number | null;
}

export function runCases(rank: Ranker, cases: readonly RelevanceCase[], k = 10): CaseResult[] {
  return cases.map(({ query, relevant }) => {
    const wanted = new Set(relevant);
    const i = rank(query, k)
      .slice(0, k)
      .findIndex((id) => wanted.has(id));
    return { query, bucket: lengthBucket(query), rank: i < 0 ? null : i + 1 };
  });
}

export function score(results: readonly CaseResult[]): Score {
  const n = results.length;
  if (!n) return { n, mrr: 0, hit: 0 };
  return {
    n,
    mrr: results.reduce((s, r) => s + (r.rank ? 1 / r.rank : 0), 0) / n,
    hit: results.filter((r) => r.rank !== null).length / n,
  };
}

export function scoreByBucket(results: readonly CaseResult[]): Record<LengthBucket | 'all', Score> {
  const out = { all: score(results) } as Record<LengthBucket | 'all', Score>;
  for (const b of LENGTH_BUCKETS) out[b] = score(results.filter((r) => r.bucket === b));
  return out;
}

const contentTerms = (text: string) => new Set(tokenize(text).flatMap((t) => processTerm(t) ?? []));

/** Whether a need shares no content word (after folding and stemming) with any relevant title. */
export function sharesNoTitleWord(c: RelevanceCase, titleOf: (id: string) => string | undefined): boolean {
  const q = contentTerms(c.query);
  return c.relevant.every((id) => {
    for (const t of contentTerms(titleOf(id) ?? '')) if (q.has(t)) return false;
    return true;
  });
}
