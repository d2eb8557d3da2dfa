/** The dev and held-out sets keep the rules they were written by (lab/search/eval/). */
import { describe, expect, it } from 'vitest';
import { DEV_CASES } from '../../lab/search/eval/dev';
import { HELD_OUT_CASES } from '../../lab/search/eval/held-out';
import { HELD_OUT_2_CASES } from '../../lab/search/eval/held-out-2';
import { HELD_OUT_3_CASES } from '../../lab/search/eval/held-out-3';
import { lengthBucket, runCases, score, sharesNoTitleWord } from '../../lab/search/eval/measure';
import { getCorpus } from '../../lib/corpus/load';

const corpus = getCorpus();
const titleOf = (id: string) => corpus.byId.get(id)?.title;

describe.each([
  ['dev', DEV_CASES, 100],
  ['held-out', HELD_OUT_CASES, 60],
  ['second held-out', HELD_OUT_2_CASES, 30],
  ['third held-out', HELD_OUT_3_CASES, 80],
])('the %s set', (_name, cases, atLeast) => {
  it('is big enough and judges only ids that exist', () => {
    expect(cases.length).toBeGreaterThanOrEqual(atLeast);
    for (const c of cases) {
      expect(c.relevant.length, c.query).toBeGreaterThan(0);
      for (const id of c.relevant) expect(corpus.byId.has(id), `${c.query} → ${id}`).toBe(true);
    }
  });

  it('is phrased mostly without the words of the titles it should find', () => {
    const disjoint = cases.filter((c) => sharesNoTitleWord(c, titleOf)).length;
    expect(disjoint / cases.length).toBeGreaterThanOrEqual(0.6);
  });

  it('spreads over lengths, paragraphs up to 1,500 characters', () => {
    const buckets = cases.map((c) => lengthBucket(c.query));
    for (const b of ['short', 'sentence', 'paragraph'] as const) expect(buckets.filter((x) => x === b).length, b).toBeGreaterThanOrEqual(8);
    for (const c of cases) expect(c.query.length).toBeLessThanOrEqual(1500);
  });
});

describe('eval sets', () => {
  it('share no need between dev and held-out', () => {
    const dev = new Set(DEV_CASES.map((c) => c.query.toLowerCase()));
    for (const held of [HELD_OUT_CASES, HELD_OUT_2_CASES, HELD_OUT_3_CASES])
      expect(held.filter((c) => dev.has(c.query.toLowerCase())).map((c) => c.query)).toEqual([]);
  });

  it('share no need between one held-out set and another', () => {
    const seen = new Set<string>();
    const repeated = [HELD_OUT_CASES, HELD_OUT_2_CASES, HELD_OUT_3_CASES].flatMap((held) =>
      held.filter((c) => {
        const q = c.query.toLowerCase();
        const again = seen.has(q);
        seen.add(q);
        return again;
      }),
    );
    expect(repeated.map((c) => c.query)).toEqual([]);
  });

  it('score MRR and hit from the rank of the first relevant id', () => {
    const cases = [
      { query: 'a', relevant: ['x'] },
      { query: 'b', relevant: ['y'] },
    ];
    const results = runCases((q) => (q === 'a' ? ['w', 'x'] : ['z']), cases, 10);
    expect(results.map((r) => r.rank)).toEqual([2, null]);
    expect(score(results)).toEqual({ n: 2, mrr: 0.25, hit: 0.5 });
  });
});
