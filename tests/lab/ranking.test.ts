/** The laboratory's rankings are built from the runtime's pieces: with RANKING they are the runtime's own. */
import { describe, expect, it } from 'vitest';
import { DEV_CASES } from '../../lab/search/eval/dev';
import { RANKING, rankWith } from '../../lab/search/ranking';
import { getCorpus } from '../../lib/corpus/load';
import { rankPrompts } from '../../lib/corpus/search';

const corpus = getCorpus();
const ranked = (r: ReturnType<typeof rankPrompts>) => ({ ...r, entries: r.entries.map((e) => [e.record.id, e.score]) });

describe('the lab ranking with RANKING', () => {
  it('ranks every dev need as search_prompts does (ids, scores, totals), with and without a filter', () => {
    for (const { query } of DEV_CASES) {
      expect(ranked(rankWith(corpus, { query }, 20, RANKING)), query).toEqual(ranked(rankPrompts(corpus, { query }, 20)));
      expect(ranked(rankWith(corpus, { query, forDevs: true }, 10, RANKING)), query).toEqual(ranked(rankPrompts(corpus, { query, forDevs: true }, 10)));
    }
  });

  it('browses in corpus order without a query, whatever the mode', () => {
    expect(ranked(rankWith(corpus, { query: ' ', kind: 'image' }, 5, { ...RANKING, mode: 'semantic' }))).toEqual(
      ranked(rankPrompts(corpus, { query: ' ', kind: 'image' }, 5)),
    );
  });
});
