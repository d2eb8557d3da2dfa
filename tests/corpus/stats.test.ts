import { describe, expect, it } from 'vitest';
import { getCorpus } from '../../lib/corpus/load';
import { computeStats, variableValueIndex } from '../../lib/corpus/stats';
import type { PromptRecord } from '../../lib/corpus/types';

const corpus = getCorpus();
const { stats } = corpus;

describe('computeStats on the corpus', () => {
  it('sums up: kinds and forDevs each partition the 1,381 records', () => {
    expect(stats.count).toBe(1381);
    expect(stats.byKind).toEqual({ text: 1145, structured: 214, image: 22 });
    expect(stats.forDevs.true + stats.forDevs.false).toBe(1381);
    expect(stats.forDevs.true).toBe(corpus.records.filter((r) => r.forDevs).length);
  });

  it('counts 664 distinct contributors and lists the top 10 by count', () => {
    expect(stats.contributors).toBe(664);
    expect(stats.topContributors).toHaveLength(10);
    expect(stats.topContributors[0]).toEqual({ contributor: 'f', count: 92 });
    const counts = stats.topContributors.map((c) => c.count);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
  });

  it('counts prompts with variables (411: the README’s 412 includes a ${{ secrets.X }} GitHub expression)', () => {
    expect(stats.withVariables).toBe(411);
    expect(stats.topVariables).toHaveLength(15);
    expect(stats.topVariables[0]).toMatchObject({ name: 'language', count: 35 });
    expect(stats.topVariables[0]!.defaults).toContain('English');
    for (const v of stats.topVariables) expect(v.defaults.length).toBeLessThanOrEqual(10);
  });

  it('reports body lengths: min 29, median 866, max 144,268', () => {
    expect(stats.length.min).toBe(29);
    expect(stats.length.median).toBe(866);
    expect(stats.length.max).toBe(144268);
    expect(stats.length.p90).toBeGreaterThan(stats.length.median);
    const mean = corpus.records.reduce((s, r) => s + r.length, 0) / 1381;
    expect(stats.length.mean).toBe(Math.round(mean));
  });
});

describe('computeStats and variableValueIndex on fixtures', () => {
  const rec = (id: string, variables: PromptRecord['variables'], length = 10, contributor = 'a'): PromptRecord => ({
    id,
    title: id,
    body: 'x'.repeat(length),
    kind: 'text',
    forDevs: false,
    contributor,
    variables,
    length,
  });
  const records = [
    rec('a', [{ name: 'lang', default: 'English' }, { name: 'topic' }], 10, 'x'),
    rec('b', [{ name: 'lang', default: 'Turkish' }], 20, 'y'),
    rec('c', [{ name: 'lang', default: 'English' }], 30, 'x'),
    rec('d', [], 40, 'z'),
  ];

  it('counts prompts per variable, distinct defaults, and ties by name', () => {
    const s = computeStats(records);
    expect(s.topVariables).toEqual([
      { name: 'lang', count: 3, defaults: ['English', 'Turkish'] },
      { name: 'topic', count: 1, defaults: [] },
    ]);
    expect(s.withVariables).toBe(3);
    expect(s.contributors).toBe(3);
    expect(s.length).toEqual({ min: 10, median: 20, p90: 40, max: 40, mean: 25 });
  });

  it('maps every variable name to its distinct defaults, for completion', () => {
    const idx = variableValueIndex(records);
    expect(idx.get('lang')).toEqual(['English', 'Turkish']);
    expect(idx.get('topic')).toEqual([]);
    expect(variableValueIndex(corpus.records).get('Position')).toContain('Software Developer');
  });

  it('handles an empty list', () => {
    expect(computeStats([]).length).toEqual({ min: 0, median: 0, p90: 0, max: 0, mean: 0 });
  });
});
