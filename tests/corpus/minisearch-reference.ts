/**
 * The lexical ranking as a real MiniSearch ranks it, through its public API: built afresh from the same
 * records, tokenizer and term processing as the index, searched with the same query plan, boosts and the
 * index's own scoring parameters (LEXICAL_SCORING), every match scored and sorted. The reference
 * tests/corpus/top-k.test.ts holds lib/corpus/top-k.ts to, score for score.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import {
  COVERAGE_POWER,
  GLOSS_BOOST,
  keyConcepts,
  LEXICAL_OPTIONS,
  planQuery,
  round3,
  type SearchIndex,
  type Searchable,
  type SearchOptions,
  TITLE_BOOST,
} from '../../lib/corpus/search';
import { LEXICAL_SCORING, type RankedEntry } from '../../lib/corpus/top-k';
import type { PromptRecord } from '../../lib/corpus/types';

const references = new WeakMap<SearchIndex, MiniSearch<{ id: string; title: string; body: string; gloss: string }>>();

export function rankExhaustive(corpus: Searchable, opts: Omit<SearchOptions, 'limit' | 'offset'>): RankedEntry[] {
  const { index, byId } = corpus;
  let mini = references.get(index);
  if (!mini) {
    mini = new MiniSearch({ fields: [...LEXICAL_OPTIONS.fields], tokenize: LEXICAL_OPTIONS.tokenize, processTerm: LEXICAL_OPTIONS.processTerm });
    mini.addAll(corpus.records.map((r, i) => ({ id: r.id, title: r.title, body: r.body.slice(0, index.bodyChars), gloss: index.glosses?.texts[i] ?? '' })));
    references.set(index, mini);
  }
  const filter = (r: PromptRecord) => (opts.kind === undefined || r.kind === opts.kind) && (opts.forDevs === undefined || r.forDevs === opts.forDevs);
  const filtered = opts.kind !== undefined || opts.forDevs !== undefined;
  const concepts = keyConcepts(index, opts.query);
  if (!concepts.length) return [];
  const plan = planQuery(index, concepts);
  const results: SearchResult[] = mini.search([...plan.keys()].join(' '), {
    tokenize: (q) => q.split(' '),
    processTerm: (t) => t,
    boost: { title: TITLE_BOOST, gloss: GLOSS_BOOST },
    prefix: (t) => plan.get(t)?.prefix ?? false,
    fuzzy: (t) => plan.get(t)?.fuzzy ?? false,
    boostTerm: (t) => plan.get(t)?.weight ?? 1,
    combineWith: 'OR',
    weights: LEXICAL_SCORING.weights,
    bm25: LEXICAL_SCORING.bm25,
    filter: filtered ? (r) => filter(byId.get(r.id as string)!) : undefined,
  });
  const ranked = results.map((r) => {
    const covered = new Set(r.queryTerms.flatMap((t) => plan.get(t)?.concepts ?? []));
    const coverage = covered.size / concepts.length;
    return { record: byId.get(r.id as string)!, score: round3(r.score * coverage ** COVERAGE_POWER), terms: r.terms };
  });
  return ranked.sort((a, b) => b.score - a.score || (a.record.id < b.record.id ? -1 : a.record.id > b.record.id ? 1 : 0));
}
