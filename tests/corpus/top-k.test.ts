/**
 * The lexical ranking (BM25, what an index without vectors ranks by; fusion with vectors is tested in search.test.ts) must rank exactly as MiniSearch's own search (every match scored, then sorted):
 * the same ids in the same order with the same scores, and the same total, for every relevance query,
 * the bench's queries, hundreds of generated ones and filters.
 */
import { describe, expect, it } from 'vitest';
import { getCorpus } from '../../lib/corpus/load';
import { SECOND_SET_CASES, FIRST_SET_CASES } from '../../lab/search/eval/relevance';
import { buildSearchIndex, makeSnippet, searchPrompts } from '../../lib/corpus/search';
import { rankExhaustive } from './minisearch-reference';
import type { PromptKind } from '../../lib/corpus/types';

// the same records and glosses without vectors: searchPrompts ranks by BM25 alone
const full = getCorpus();
const corpus = { ...full, index: buildSearchIndex(full.records, { glosses: full.index.glosses }) };

const WORDS = [
  'code',
  'review',
  'write',
  'story',
  'email',
  'travel',
  'teacher',
  'python',
  'marketing',
  'poem',
  'linux',
  'resume',
  'interview',
  'image',
  'essay',
  'translate',
  'data',
  'sql',
  'consol',
  'termnal',
];
const generated = Array.from({ length: 300 }, (_, i) => {
  const n = WORDS.length;
  return [WORDS[i % n], WORDS[(i * 7 + 3) % n], i % 3 === 0 ? WORDS[(i * 13 + 5) % n] : ''].join(' ').trim();
});
const QUERIES = [
  ...FIRST_SET_CASES.map((c) => c.query),
  ...SECOND_SET_CASES.map((c) => c.query),
  'review my pull request for bugs',
  'linux terminal',
  'write a cover letter',
  'explain like I am five',
  'sql query optimisation',
  'javascript consol',
  'interview practice for a product manager',
  'a',
  'act as',
  'prompt generator',
  ...generated,
];
const FILTERS: { kind?: PromptKind; forDevs?: boolean }[] = [
  {},
  { kind: 'image' },
  { kind: 'structured' },
  { forDevs: true },
  { kind: 'text', forDevs: false },
];

describe('top-k ranking', () => {
  it('returns the first pages of MiniSearch’s full ranking, score for score, for hundreds of queries and filters', () => {
    let compared = 0;
    for (const [i, query] of QUERIES.entries()) {
      const filter = FILTERS[i % FILTERS.length]!;
      const reference = rankExhaustive(corpus, { query, ...filter });
      for (const limit of [10, 35]) {
        corpus.index.rankings.clear();
        const page = searchPrompts(corpus, { query, ...filter, limit, offset: 0 });
        const want = reference.slice(0, limit).map((e) => [e.record.id, e.score]);
        expect(
          page.hits.map((h) => [h.record.id, h.score]),
          `${query} ${JSON.stringify(filter)} limit ${limit}`,
        ).toEqual(want);
        expect(page.total, query).toBe(reference.length);
        compared++;
      }
    }
    expect(compared).toBe(QUERIES.length * 2);
  });

  it('makes snippets from the same matched terms MiniSearch reports', () => {
    for (const query of ['linux terminal', 'review my pull request for bugs', 'linx termnal', 'Énergétique', 'pr review']) {
      corpus.index.rankings.clear();
      const reference = rankExhaustive(corpus, { query }).slice(0, 10);
      const page = searchPrompts(corpus, { query, limit: 10, offset: 0 });
      expect(page.hits.map((h) => h.snippet)).toEqual(reference.map((e) => makeSnippet(e.record.body, e.terms, corpus.index.bodyChars)));
    }
  });

  it('pages deeper than the kept ranking rank again, deeper, and stay in order', () => {
    corpus.index.rankings.clear();
    const reference = rankExhaustive(corpus, { query: 'write' });
    const pages = [0, 10, 20, 30, 40, 50, 60].flatMap((offset) => searchPrompts(corpus, { query: 'write', limit: 10, offset }).hits.map((h) => h.record.id));
    expect(pages).toEqual(reference.slice(0, 70).map((e) => e.record.id));
  });
});
