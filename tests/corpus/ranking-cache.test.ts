/** The ranking LRU must be invisible: cached pages equal freshly ranked ones, per query and filter. */
import { describe, expect, it } from 'vitest';
import { getCorpus, searchPrompts } from '../../lib/corpus';
import { RANKING_CACHE_BYTES } from '../../lib/corpus/search';

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

describe('ranking cache budget', () => {
  it('keeps deep rankings of many queries within its heap budget, dropping the oldest', () => {
    const corpus = getCorpus();
    corpus.index.rankings.clear();
    // A common word asked 30 ways (each its own key), paged deep: each ranking holds hundreds of prompts.
    const queries = Array.from({ length: 30 }, (_, i) => `act zq${i}`);
    const deep = queries.map((q) => searchPrompts(corpus, { query: q, limit: 50, offset: 700 }));
    expect(deep.some((page) => page.hits.length > 0)).toBe(true);
    const { rankings } = corpus.index;
    expect(rankings.bytes).toBeGreaterThan(0);
    expect(rankings.bytes).toBeLessThanOrEqual(RANKING_CACHE_BYTES);
    expect(rankings.count).toBeLessThan(queries.length);
    // the newest ranking is kept and answers its page again
    expect(searchPrompts(corpus, { query: queries.at(-1)!, limit: 50, offset: 700 })).toEqual(deep.at(-1));
  });
});
