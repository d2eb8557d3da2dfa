import { describe, expect, it } from 'vitest';
import { getCorpus } from '../../lib/corpus/load';
import { meanReciprocalRank, rankCases } from '../../lab/search/eval/mrr';
import { SECOND_SET_CASES, FIRST_SET_CASES } from '../../lab/search/eval/relevance';

const corpus = getCorpus();

/** The repo's first two relevance sets: both are dev data now (lab/search/eval/dev.ts), so these are floors against regressions, not measures of generalisation. */
describe('the first and second relevance sets', () => {
  it('judges only ids that exist', () => {
    for (const c of [...FIRST_SET_CASES, ...SECOND_SET_CASES]) {
      expect(c.relevant.length).toBeGreaterThan(0);
      for (const id of c.relevant) expect(corpus.byId.has(id), `${c.query} → ${id}`).toBe(true);
    }
  });

  // A drop below these floors means a change made search worse for queries people actually type. The
  // second set sits lower because three of its needs rank a role prompt (Composer, Product Manager) first.
  it('MRR@10 on the first set stays ≥ 0.87', () => {
    expect(meanReciprocalRank(corpus, FIRST_SET_CASES, 10)).toBeGreaterThanOrEqual(0.87);
  });

  it('MRR@10 on the second set (written as held out, tuned on since) stays ≥ 0.8', () => {
    expect(meanReciprocalRank(corpus, SECOND_SET_CASES, 10)).toBeGreaterThanOrEqual(0.8);
  });

  it('every query finds a relevant prompt in its top 10', () => {
    const misses = rankCases(corpus, [...FIRST_SET_CASES, ...SECOND_SET_CASES], 10).filter((r) => r.rank === null);
    expect(misses.map((m) => m.query)).toEqual([]);
  });

  it('meanReciprocalRank is 1 for a case whose answer ranks first and 0 for none', () => {
    expect(meanReciprocalRank(corpus, [{ query: 'linux terminal', relevant: ['linux-terminal'] }])).toBe(1);
    expect(meanReciprocalRank(corpus, [{ query: 'linux terminal', relevant: ['poet'] }])).toBe(0);
    expect(meanReciprocalRank(corpus, [])).toBe(0);
  });
});
