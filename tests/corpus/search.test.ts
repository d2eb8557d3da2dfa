import { describe, expect, it } from 'vitest';
import { getCorpus } from '../../lib/corpus/load';
import { RANKING, type Ranking, rankWith } from '../../lab/search/ranking';
import { buildSearchIndex, makeSnippet, type SearchOptions, searchPrompts, suggestIds } from '../../lib/corpus/search';

const corpus = getCorpus();
/** searchPrompts, or with `mode` one side of the ranking alone (the lab's rankWith, lab/search/ranking.ts). */
const search = (query: string, more: Partial<SearchOptions> & { mode?: Ranking['mode'] } = {}) => {
  const { mode, ...opts } = more;
  const page = { query, limit: 10, offset: 0, ...opts };
  if (!mode) return searchPrompts(corpus, page);
  const ranked = rankWith(corpus, page, Math.max(10, page.offset + page.limit), { ...RANKING, mode });
  return {
    total: ranked.total,
    hits: ranked.entries.slice(page.offset, page.offset + page.limit).map((e) => ({ record: e.record, score: e.score, snippet: '' })),
  };
};
const ids = (query: string, more: Parameters<typeof search>[1] = {}) => search(query, more).hits.map((h) => h.record.id);

const CODE_REVIEW = new Set([
  'pull-request-review-assistant',
  'code-reviewer',
  'code-review-assistant',
  'code-review-assistant-2',
  'code-review-agent',
  'code-review-expert',
  'comprehensive-code-review-expert',
  'code-review-specialist',
  'code-review-specialist-2',
  'code-review-specialist-2-2',
  'the-ultimate-typescript-code-review',
  'bug-discovery-code-assistant',
]);

describe('searchPrompts ranking', () => {
  it('ranks the "Linux Terminal" prompt first for "linux terminal"', () => {
    expect(ids('linux terminal')[0]).toBe('linux-terminal');
  });

  it('still finds it through typos: "linx termnal"', () => {
    expect(ids('linx termnal').slice(0, 3)).toContain('linux-terminal');
    expect(ids('linx termnal')[0]).toBe('linux-terminal');
  });

  it('surfaces code-review prompts for "review my pull request for bugs"', () => {
    const top5 = ids('review my pull request for bugs').slice(0, 5);
    expect(top5.filter((id) => CODE_REVIEW.has(id)).length).toBeGreaterThanOrEqual(2);
    expect(top5[0]).toBe('pull-request-review-assistant');
  });

  it('expands abbreviations: "pr review" finds the pull request reviewer', () => {
    expect(ids('pr review').slice(0, 3)).toContain('pull-request-review-assistant');
  });

  it('matches accented text from unaccented queries and vice versa', () => {
    expect(ids('analyse energetique').slice(0, 2)).toEqual(expect.arrayContaining(['analyse-energetique-avec-dju-consommation-et-couts']));
    expect(ids('Énergétique')[0]).toMatch(/^analyse-energetique/);
  });

  it('orders by score, ties by id, with scores rounded to 3 decimals', () => {
    const { hits } = search('prompt generator', { limit: 50 });
    for (let i = 1; i < hits.length; i++) {
      const [a, b] = [hits[i - 1]!, hits[i]!];
      expect(a.score > b.score || (a.score === b.score && a.record.id < b.record.id)).toBe(true);
    }
    for (const h of hits) expect(Math.round(h.score * 1000) / 1000).toBe(h.score);
  });

  it('ranks the same on an index built afresh from the same records (no cache between them)', () => {
    const fresh = { ...corpus, index: buildSearchIndex(corpus.records, { semantic: corpus.index.semantic, glosses: corpus.index.glosses }) };
    const query = { query: 'write a poem about love', limit: 30, offset: 0 };
    expect(searchPrompts(fresh, query)).toEqual(searchPrompts(corpus, query));
  });
});

describe('searchPrompts filters and pages', () => {
  it('respects kind', () => {
    const { hits, total } = search('portrait photo', { kind: 'image', limit: 50 });
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(22);
    for (const h of hits) expect(h.record.kind).toBe('image');
    expect(search('portrait photo', { limit: 0 }).total).toBeGreaterThan(total);
  });

  it('respects forDevs, both ways', () => {
    for (const mode of ['lexical', 'fused'] as const) {
      const dev = search('code', { forDevs: true, limit: 100, mode });
      const nonDev = search('code', { forDevs: false, limit: 100, mode });
      expect(dev.hits.every((h) => h.record.forDevs)).toBe(true);
      expect(nonDev.hits.every((h) => !h.record.forDevs)).toBe(true);
    }
    // lexical matches split exactly; fused adds each filter's own nearest prompts by vector, so at least as many
    const lexical = (forDevs?: boolean) => search('code', { forDevs, limit: 0, mode: 'lexical' }).total;
    expect(lexical(true) + lexical(false)).toBe(lexical());
    expect(search('code', { forDevs: true, limit: 0 }).total).toBeGreaterThanOrEqual(lexical(true));
  });

  it('gives disjoint pages that together equal one long page', () => {
    const all = ids('write', { limit: 30 });
    const pages = [0, 10, 20].flatMap((offset) => ids('write', { limit: 10, offset }));
    expect(pages).toEqual(all);
    expect(new Set(pages).size).toBe(30);
    const { total } = search('write');
    expect(search('write', { offset: total, limit: 10 }).hits).toEqual([]);
  });

  it('browses in corpus order on an empty query, and finds nothing for filler alone', () => {
    const browse = search('', { kind: 'image', limit: 5 });
    expect(browse.total).toBe(22);
    expect(browse.hits.map((h) => h.record.id)).toEqual(
      corpus.records
        .filter((r) => r.kind === 'image')
        .slice(0, 5)
        .map((r) => r.id),
    );
    expect(search('please help me with something').total).toBe(0);
  });
});

describe('snippets', () => {
  it('show ~160 chars around the first matched word, whitespace collapsed', () => {
    const hit = search('conventional commits').hits.find((h) => h.record.id === 'conventional-commit-message-generator')!;
    expect(hit.snippet.length).toBeLessThanOrEqual(162);
    expect(hit.snippet).not.toMatch(/\s{2}|\n/);
    expect(hit.snippet.toLowerCase()).toContain('conventional');
  });

  it('start at the body start when the match is in the title only, and mark cut ends', () => {
    const body = 'alpha beta gamma '.repeat(30);
    const s = makeSnippet(body, ['zzz']);
    expect(s.startsWith('alpha beta')).toBe(true);
    expect(s.endsWith('…')).toBe(true);
    const mid = makeSnippet(`${'x '.repeat(200)}the Énergétique part ${'y '.repeat(100)}`, ['energetiqu']);
    expect(mid.startsWith('…')).toBe(true);
    expect(mid).toContain('Énergétique');
  });
});

describe('suggestIds', () => {
  it('completes id prefixes first, then later title words, alphabetically', () => {
    expect(suggestIds(corpus, 'linux-t', 5)).toEqual(['linux-terminal']);
    const s = suggestIds(corpus, 'terminal', 10);
    expect(s[0]).toBe('terminal-drift');
    expect(s).toContain('linux-terminal');
    expect(s).toContain('sql-terminal');
    expect(suggestIds(corpus, 'Code Review', 3)).toEqual(['code-review-agent', 'code-review-assistant', 'code-review-assistant-2']);
  });

  it('honours the limit and lists ids alphabetically for an empty prefix', () => {
    expect(suggestIds(corpus, '', 3)).toEqual([...corpus.byId.keys()].sort().slice(0, 3));
    expect(suggestIds(corpus, 'zzzz-none', 5)).toEqual([]);
  });
});

describe('fused ranking (BM25 and word vectors)', () => {
  it('ships vectors in the snapshot, and finds prompts that share no word with the query', () => {
    // the sentence encoder's vectors, from the committed search data (lab/search/search-vectors.bin)
    expect(corpus.index.semantic?.table.source).toMatch(/^@energetic-ai\/model-embeddings-en@0\.2\.0\+/);
    expect(corpus.index.semantic?.table.dims).toBe(128);
    expect(ids('toothache remedies', { mode: 'lexical' })).not.toContain('dentist');
    expect(ids('toothache remedies')).toContain('dentist');
  });

  it('ranks first what a need means when its words are elsewhere: the word vectors learned from the encoder’s sentences', () => {
    // with the distilled vectors alone (before lab/search/build/learned-vectors.ts) none of these was first, fused
    expect(ids('weird noise from my engine')[0]).toBe('automobile-mechanic');
    expect(ids('a coloring page of a dinosaur for my four year old')[0]).toBe('childs-coloring-style');
    expect(ids('what does my nightmare mean')[0]).toBe('dream-interpreter');
    expect(ids('write a product requirements document')[0]).toBe('act-as-a-product-manager');
  });

  it("weighs a paragraph's words by how rare they are in English, so its chatter does not drown what it asks for", () => {
    // weighted by the corpus's IDF instead (words the corpus lacks weighing most), nothing relevant was in the top 10
    const paragraph =
      "I am writing my master's thesis in sociology on remote work and loneliness. My supervisor said my chapter two is just a list of papers, one after another, without any argument, and that I need to group them by theme, show where they disagree, and point out what nobody has studied yet. I have about 45 sources in Zotero. Could you help me restructure it into a proper synthesis, and tell me where the gaps are?";
    const wanted = [
      'literature-review-writing-assistant',
      'bibliographic-review-writing-assistant',
      'exploring-gaps-in-thesis-writing-literature-with-chatgpt',
    ];
    expect(ids(paragraph, { mode: 'semantic', limit: 3 }).some((id) => wanted.includes(id))).toBe(true);
  });

  it('pages through every match, disjoint and in order, and counts them all in total', () => {
    for (const query of ['write a poem about autumn', 'my dog keeps barking at strangers']) {
      corpus.index.rankings.clear();
      const { total } = search(query, { limit: 0 });
      const long = ids(query, { limit: total + 5 });
      expect(long.length).toBe(total);
      corpus.index.rankings.clear();
      const paged: string[] = [];
      for (let offset = 0; offset < total; offset += 7) paged.push(...ids(query, { limit: 7, offset }));
      expect(paged).toEqual(long);
      expect(new Set(paged).size).toBe(total);
    }
  });

  it('scores descend (ties by id) across the fused head and the lexical tail', () => {
    const { hits, total } = search('write', { limit: 200 });
    expect(total).toBeGreaterThan(100);
    for (let i = 1; i < hits.length; i++) expect(hits[i - 1]!.score).toBeGreaterThanOrEqual(hits[i]!.score);
  });

  it('falls back to BM25 alone on an index without vectors', () => {
    const lexicalOnly = { ...corpus, index: buildSearchIndex(corpus.records, { glosses: corpus.index.glosses }) };
    expect(lexicalOnly.index.semantic).toBeUndefined();
    const query = { query: 'toothache remedies', limit: 10, offset: 0 };
    expect(searchPrompts(lexicalOnly, query).hits.map((h) => h.record.id)).toEqual(ids('toothache remedies', { mode: 'lexical' }));
  });

  it('semantic mode respects filters and gives nothing for filler alone', () => {
    const { hits } = search('a portrait with soft light', { mode: 'semantic', kind: 'image' });
    expect(hits.length).toBeGreaterThan(0);
    for (const h of hits) expect(h.record.kind).toBe('image');
    expect(search('please help me with something', { mode: 'semantic' }).total).toBe(0);
    expect(search('please help me with something').total).toBe(0);
  });
});
