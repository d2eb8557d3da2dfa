/** The ranking LRU must be invisible: cached pages equal freshly ranked ones, per query and filter. */
import { describe, expect, it } from 'vitest';
import { getCorpus, searchPrompts } from '../../lib/corpus';

describe('ranking cache', () => {
  it('serves the same pages as a fresh ranking, keeping filters apart', () => {
    const corpus = getCorpus();
    corpus.index.rankings.clear();
    const fresh = searchPrompts(corpus, { query: 'Code Review', limit: 5, offset: 5 });
    const cached = searchPrompts(corpus, { query: 'code review ', limit: 5, offset: 5 });
    expect(cached).toEqual(fresh);
    const images = searchPrompts(corpus, { query: 'code review', kind: 'image', limit: 50, offset: 0 });
    expect(images.hits.every((h) => h.record.kind === 'image')).toBe(true);
    expect(images.total).toBeLessThan(fresh.total);
  });
});
