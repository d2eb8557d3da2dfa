import { describe, expect, it } from 'vitest';
import { getCorpus } from '../../lib/corpus/load';
import { meanReciprocalRank, rankCases } from '../../lib/corpus/mrr';
import { HELDOUT_CASES, RELEVANCE_CASES } from '../../lib/corpus/relevance';

const corpus = getCorpus();

describe('relevance set', () => {
  it('judges only ids that exist', () => {
    for (const c of [...RELEVANCE_CASES, ...HELDOUT_CASES]) {
      expect(c.relevant.length).toBeGreaterThan(0);
      for (const id of c.relevant) expect(corpus.byId.has(id), `${c.query} → ${id}`).toBe(true);
    }
  });

  // Measured 0.893 (tuning) and 0.917 (held-out) when the thresholds were set, with BM25 alone; a drop
  // below means a change made search worse for queries people actually type. With the fused ranking and
  // its role prior (lib/corpus/search.ts) they are 0.912 and 0.833: three of the second set's needs move
  // from rank 1 to 3 (a role prompt such as Composer or Product Manager first), the price of +0.025 on the
  // 199-need dev set that both sets are now part of (lib/corpus/eval/dev.ts).
  it('MRR@10 on the tuning set stays ≥ 0.87', () => {
    expect(meanReciprocalRank(corpus, RELEVANCE_CASES, 10)).toBeGreaterThanOrEqual(0.87);
  });

  it('MRR@10 on the held-out set stays ≥ 0.8', () => {
    expect(meanReciprocalRank(corpus, HELDOUT_CASES, 10)).toBeGreaterThanOrEqual(0.8);
  });

  it('every query finds a relevant prompt in its top 10', () => {
    const misses = rankCases(corpus, [...RELEVANCE_CASES, ...HELDOUT_CASES], 10).filter((r) => r.rank === null);
    expect(misses.map((m) => m.query)).toEqual([]);
  });

  it('meanReciprocalRank is 1 for a case whose answer ranks first and 0 for none', () => {
    expect(meanReciprocalRank(corpus, [{ query: 'linux terminal', relevant: ['linux-terminal'] }])).toBe(1);
    expect(meanReciprocalRank(corpus, [{ query: 'linux terminal', relevant: ['poet'] }])).toBe(0);
    expect(meanReciprocalRank(corpus, [])).toBe(0);
  });
});
