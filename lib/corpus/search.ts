/** Search over the corpus: a BM25 index and prompt vectors, built once (at snapshot time), queried many times. */
import { Lru } from '../lru';
import { buildLexicalIndex, documentFrequencies, type LexicalData, type LexicalIndex, withVocabulary } from './lexical-index';
import { embedQuery, meaningWords, nearestPrompts, type SemanticIndex } from './semantic';
import { analyzeQuery, fold, processTerm, tokenize, type QueryConcept } from './text';
import { type RankedEntry, rankTopK, type TopK } from './top-k';
import type { Glosses, PromptKind, PromptRecord } from './types';

/**
 * Only the first N characters of a body are indexed. The role and task are stated up front
 * ("Act as a code reviewer… your task is…"); the tail of long bodies is code, JSON and sample data
 * (up to 144k chars) that matches random words, swells the vocabulary that prefix and fuzzy
 * expansion must walk, and slows the build. About the median body, so most are indexed whole; full
 * bodies rank no better and cost more (docs/search-data.md, "The lexical constants").
 */
export const BODY_INDEX_CHARS = 1000;

/** Titles name the need ("Linux Terminal", "Cover Letter"); a hit there is worth several in the body. */
export const TITLE_BOOST = 4;

export interface SearchIndex {
  /** Title and body head of each prompt, in corpus order (./lexical-index.ts); ranked by ./top-k.ts. */
  readonly lexical: LexicalIndex;
  /** Document frequency of every index term: tells a typo (unknown or near-unique term) from a real word. */
  readonly df: ReadonlyMap<string, number>;
  /** Ids, sorted, for completion. */
  readonly sortedIds: readonly string[];
  readonly bodyChars: number;
  readonly buildMs: number;
  /** Recent rankings: paging through one query re-asks it, and the corpus never changes underneath. */
  readonly rankings: Lru<string, Ranked>;
  /** Prompt vectors for semantic retrieval (./semantic.ts), from the committed build artifact; absent in an index built from records alone (tests). */
  readonly semantic?: SemanticIndex;
  /** Per prompt, what WordNet says its title means, indexed as the third field; from the same artifact, absent likewise. */
  readonly glosses?: Glosses;
  /** Per prompt, how much more often a prompt of its form answers a need (ROLE_PRIOR); used by the fused ranking. */
  readonly priors: ReadonlyMap<PromptRecord, number>;
}

export const LEXICAL_OPTIONS = { fields: ['title', 'body', 'gloss'], tokenize, processTerm };

/**
 * A document prior, chosen on the dev set: a classic role prompt ("I want you to act as a dentist…")
 * answers needs far more often than its share of the corpus (docs/search-data.md has the figures), other
 * role and persona openings less so; image scenes and long specifications least. Multiplies the fused score.
 */
export const ROLE_PRIOR = { iWantYouToActAs: 2, otherRole: 1.3 };

function rolePriors(records: readonly PromptRecord[]): Map<PromptRecord, number> {
  // anchored, fixed alternatives over the body's first characters: linear
  return new Map(
    records.map((r) => {
      const opening = r.body.slice(0, 40);
      const prior = /^\s*i want you to act as/i.test(opening)
        ? ROLE_PRIOR.iWantYouToActAs
        : /^\s*(act as|you are|imagine you are|as an?|let'?s play)\b/i.test(opening)
          ? ROLE_PRIOR.otherRole
          : 1;
      return [r, prior];
    }),
  );
}

/** `semantic` and `glosses`: made at build time (lab/search/), read from the committed artifact by scripts/corpus.ts. */
export function buildSearchIndex(
  records: readonly PromptRecord[],
  opts: { bodyChars?: number; semantic?: SemanticIndex; glosses?: Glosses } = {},
): SearchIndex {
  const started = performance.now();
  const bodyChars = opts.bodyChars ?? BODY_INDEX_CHARS;
  const lexical = buildLexicalIndex(
    records.map((r, i) => [r.title, r.body.slice(0, bodyChars), opts.glosses?.texts[i] ?? '']),
    LEXICAL_OPTIONS,
  );
  return searchIndex(lexical, documentFrequencies(lexical), records, started, bodyChars, opts.semantic, opts.glosses);
}

/** The index again from its saved arrays (lib/corpus/snapshot.ts). */
export function restoreSearchIndex(
  data: LexicalData,
  df: ReadonlyMap<string, number>,
  records: readonly PromptRecord[],
  started: number,
  semantic?: SemanticIndex,
  glosses?: Glosses,
): SearchIndex {
  return searchIndex(withVocabulary(data), df, records, started, BODY_INDEX_CHARS, semantic, glosses);
}

function searchIndex(
  lexical: LexicalIndex,
  df: ReadonlyMap<string, number>,
  records: readonly PromptRecord[],
  started: number,
  bodyChars: number,
  semantic?: SemanticIndex,
  glosses?: Glosses,
): SearchIndex {
  const sortedIds = records.map((r) => r.id).sort();
  const priors = rolePriors(records);
  return { lexical, df, sortedIds, bodyChars, buildMs: performance.now() - started, rankings: rankingCache(), semantic, glosses, priors };
}

export interface SearchOptions {
  query: string;
  kind?: PromptKind;
  forDevs?: boolean;
  limit: number;
  offset: number;
}

export interface SearchHit {
  record: PromptRecord;
  score: number;
  snippet: string;
}

export interface SearchPage {
  /** Matches across all pages, every one counted. */
  total: number;
  hits: SearchHit[];
}

/** What searchPrompts needs of a corpus (the full Corpus satisfies it). */
export interface Searchable {
  records: readonly PromptRecord[];
  byId: ReadonlyMap<string, PromptRecord>;
  index: SearchIndex;
}

/** Prefix expansion only for terms long enough to mean something: "js" must not pull in "json", "jsx"… */
const PREFIX_MIN = 4;
/** Fuzzy matching only for words the index doesn't know (or knows from ≤ this many prompts): typos. */
const RARE_DF = 2;
/** Words shorter than this are never fuzzed: at 3 letters one edit reaches half the dictionary. */
const FUZZY_MIN = 4;
/**
 * At most this many words of one query are fuzzed (the first ones): a fuzzy lookup walks the
 * vocabulary tree, and a long request of unknown words must not pay for one per word.
 */
const MAX_FUZZY_TERMS = 6;

interface TermPlan {
  concepts: number[];
  weight: number;
  prefix: boolean;
  fuzzy: number | false;
}

/** Per query term: which concepts it stands for, its weight, and whether to expand it by prefix or fuzzily. */
export function planQuery(index: SearchIndex, concepts: QueryConcept[]): Map<string, TermPlan> {
  const plan = new Map<string, TermPlan>();
  let fuzzyLeft = MAX_FUZZY_TERMS;
  concepts.forEach((c, ci) => {
    for (const { term, weight } of c.terms) {
      // synonyms are real words by construction; only what the user typed can be a typo
      const typo = weight === 1 && term.length >= FUZZY_MIN && (index.df.get(term) ?? 0) <= RARE_DF && fuzzyLeft-- > 0;
      const prior = plan.get(term);
      if (prior) {
        prior.concepts.push(ci);
        prior.weight = Math.max(prior.weight, weight);
        continue;
      }
      plan.set(term, {
        concepts: [ci],
        weight,
        prefix: term.length >= PREFIX_MIN,
        fuzzy: typo ? (term.length >= 9 ? 2 : 1) : false,
      });
    }
  });
  return plan;
}

/**
 * A long request ranks on its rarest words: "I've been at the same company for six years… could you go
 * through my CV like a recruiter" is about the CV and the recruiter, not "years" or "company". Past this
 * many distinct words, the ones most prompts share are dropped (also keeps a pass per word bounded).
 */
const MAX_QUERY_WORDS = 24;

/** The query's concepts, the rarest MAX_QUERY_WORDS when there are more (in query order); words the index lacks count as common. */
export function keyConcepts(index: SearchIndex, query: string): QueryConcept[] {
  const concepts = analyzeQuery(query);
  if (concepts.length <= MAX_QUERY_WORDS) return concepts;
  const df = (c: QueryConcept) => index.df.get(c.terms[0]!.term) || Number.POSITIVE_INFINITY;
  const keep = new Set([...concepts].sort((a, b) => df(a) - df(b)).slice(0, MAX_QUERY_WORDS));
  return concepts.filter((c) => keep.has(c));
}

/** Exponent on the share of query words a prompt matches: OR recall, AND-like ranking. */
export const COVERAGE_POWER = 2;

export const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** A ranking kept for its query (an LRU of them, by query, kind and forDevs): the best `k` in order (a snippet is made when its page is first asked for). */
type Ranked = TopK & { k: number };

const RANKING_CACHE_SIZE = 256;
/** What the kept rankings may weigh together on the V8 heap (see rankingHeapBytes). */
export const RANKING_CACHE_BYTES = 8 * 1024 * 1024;
/** A ranked entry's object and its terms array, on a 64-bit V8, before its strings. */
const RANKED_ENTRY_OVERHEAD = 96;

/**
 * What a ranking holds on the V8 heap, at most: per entry its object, its matched terms (each a pointer:
 * the strings are the index's own) and the snippet it may get once a page shows it (SNIPPET_CHARS and an
 * ellipsis each side, two bytes a code unit); the records are the corpus's and are not counted.
 */
export function rankingHeapBytes(ranked: Ranked, key: string): number {
  let bytes = 2 * key.length + RANKED_ENTRY_OVERHEAD;
  for (const e of ranked.entries) bytes += RANKED_ENTRY_OVERHEAD + 8 * e.terms.length + 2 * (SNIPPET_CHARS + 2);
  return bytes;
}

/** Recent rankings, bounded by count and by heap bytes: a deep page of many queries cannot grow it past RANKING_CACHE_BYTES. */
const rankingCache = () => new Lru<string, Ranked>(RANKING_CACHE_SIZE, { maxBytes: RANKING_CACHE_BYTES, sizeOf: rankingHeapBytes });
/** The fewest ranked at once: the first pages of a query come from one ranking. */
const MIN_K = 10;

export function searchPrompts(corpus: Searchable, opts: SearchOptions): SearchPage {
  const { index } = corpus;
  const limit = Math.max(0, Math.floor(opts.limit));
  const offset = Math.max(0, Math.floor(opts.offset));
  const key = JSON.stringify([opts.query.trim().toLowerCase(), opts.kind, opts.forDevs]);
  const needed = offset + limit;
  let ranked = index.rankings.get(key);
  if (!ranked || (!ranked.complete && ranked.k < needed)) {
    // a deeper page than the kept ranking reaches: rank again, deeper (at least twice as deep)
    const k = Math.max(needed, MIN_K, ranked ? 2 * ranked.k : 0);
    ranked = { ...rankPrompts(corpus, opts, k), k };
    index.rankings.set(key, ranked);
  }
  return {
    total: ranked.total,
    hits: ranked.entries.slice(offset, offset + limit).map((entry) => {
      entry.snippet ??= makeSnippet(entry.record.body, entry.terms, index.bodyChars);
      return { record: entry.record, score: entry.score, snippet: entry.snippet };
    }),
  };
}

/** A gloss word counts as a body word: it says what the title means, in other words. */
export const GLOSS_BOOST = 1;

/** Field boosts, in the index's field order (title, body, gloss). */
const FIELD_BOOSTS = [TITLE_BOOST, 1, GLOSS_BOOST];

/** The index's options, for the snapshot's fingerprint (./snapshot.ts): a change to any of them must rebuild it (the tokenizer is probed there). */
export const INDEX_OPTIONS = {
  fields: LEXICAL_OPTIONS.fields,
  boosts: FIELD_BOOSTS,
  bodyChars: BODY_INDEX_CHARS,
  format: 'lexical-index 2',
};

/**
 * The semantic side's and fusion's constants, chosen on the dev set only (lab/search/tune.ts; docs/search-data.md
 * has what was tried): the nearest `semanticK` prompts at least `minCosine` close (the vectors' first guesses are
 * good, their tenth noise); reciprocal-rank fusion, 1 / (rrfK + rank) from BM25 and semanticWeight / (rrfK + rank)
 * from the vectors; the fused score times ROLE_PRIOR ** priorPower (0: no prior); a lexical first hit whose BM25
 * score is `lexicalDominance` times the second's stays first (0: off), since fusion sees only ranks and "review my
 * pull request for bugs" matching a title word for word must not lose to the vectors' guess.
 */
export const TUNING = Object.freeze({ semanticK: 20, minCosine: 0.2, rrfK: 2, semanticWeight: 1, priorPower: 1, lexicalDominance: 4 });
export type Tuning = typeof TUNING;

/** The first ranks of both lists are fused; deeper lexical matches follow in order. */
export const FUSE_DEPTH = 100;
/** RRF values are small; scaled so three decimals still order them. */
const RRF_SCALE = 1000;

const recordFilter = (opts: Pick<SearchOptions, 'kind' | 'forDevs'>) => (r: PromptRecord) =>
  (opts.kind === undefined || r.kind === opts.kind) && (opts.forDevs === undefined || r.forDevs === opts.forDevs);

/**
 * The best `k` for a query, uncached: what searchPrompts pages through. One configuration: BM25 and the
 * vectors fused with TUNING's constants when the index has vectors, else BM25 alone. The pieces it is made
 * of (rankLexical, queryVectorOf, rankSemantic, fuse) are exported for the laboratory (lab/search/ranking.ts),
 * which builds its own variants from them.
 */
export function rankPrompts(corpus: Searchable, opts: Omit<SearchOptions, 'limit' | 'offset'>, k: number): TopK {
  if (!opts.query.trim()) {
    // no query: browse, in corpus order
    const all: RankedEntry[] = corpus.records.filter(recordFilter(opts)).map((record) => ({ record, score: 0, terms: [] }));
    return { entries: all.slice(0, k), total: all.length, complete: all.length <= k };
  }
  const sem = corpus.index.semantic;
  if (!sem) return rankLexical(corpus, opts, k);
  const near = rankSemantic(corpus, sem, opts, queryVectorOf(sem, opts.query), TUNING);
  const lexical = rankLexical(corpus, opts, Math.max(FUSE_DEPTH, k + near.length), new Set(near.map((n) => n.record)));
  return fuse(lexical, near, k, TUNING, corpus.index.priors);
}

/** BM25 over words (typos matched fuzzily): the best `k`, counting the `probe` records among the matches. */
export function rankLexical(corpus: Searchable, opts: Omit<SearchOptions, 'limit' | 'offset'>, k: number, probe?: ReadonlySet<PromptRecord>): TopK {
  const { index } = corpus;
  const filtered = opts.kind !== undefined || opts.forDevs !== undefined;
  const concepts = keyConcepts(index, opts.query);
  if (!concepts.length) return { entries: [], total: 0, complete: true, probed: 0 }; // only filler words ("please help me"): nothing to match on
  const plan = planQuery(index, concepts);
  return rankTopK(index.lexical, corpus.records, {
    specs: [...plan].map(([term, p]) => ({ term, prefix: p.prefix, fuzzy: p.fuzzy, boost: p.weight, concepts: p.concepts })),
    conceptCount: concepts.length,
    coveragePower: COVERAGE_POWER,
    fieldBoosts: FIELD_BOOSTS,
    filter: filtered ? recordFilter(opts) : undefined,
    k,
    probe,
  });
}

/** The query's unit vector (the mean of its words' vectors); none for filler alone, or when the vectors know none of its words. */
export function queryVectorOf(sem: SemanticIndex, query: string): Float32Array | undefined {
  if (!analyzeQuery(query).length) return undefined; // filler alone asks for nothing, in either ranking
  return embedQuery(sem, meaningWords(query));
}

/** The prompts nearest a query vector, best first: at most `semanticK`, each at least `minCosine` close. */
export function rankSemantic(
  corpus: Searchable,
  sem: SemanticIndex,
  opts: Omit<SearchOptions, 'limit' | 'offset'>,
  q: Float32Array | undefined,
  t: Pick<Tuning, 'semanticK' | 'minCosine'>,
): { record: PromptRecord; cosine: number }[] {
  if (!q) return [];
  const filter = recordFilter(opts);
  const filtered = opts.kind !== undefined || opts.forDevs !== undefined;
  return nearestPrompts(sem, q, t.semanticK, t.minCosine, filtered ? (i) => filter(corpus.records[i]!) : undefined).map(({ doc, cosine }) => ({
    record: corpus.records[doc]!,
    cosine,
  }));
}

/**
 * Reciprocal-rank fusion of the lexical top FUSE_DEPTH and the semantic candidates, then the deeper
 * lexical matches in their own order: a prompt's place never depends on how deep a page asked, so
 * pages stay disjoint. `total` counts every lexical match plus the semantic candidates that are not one.
 */
export function fuse(
  lexical: TopK,
  near: readonly { record: PromptRecord; cosine: number }[],
  k: number,
  t: Readonly<Tuning>,
  priors: ReadonlyMap<PromptRecord, number>,
): TopK {
  const fused = new Map<PromptRecord, RankedEntry>();
  lexical.entries.slice(0, FUSE_DEPTH).forEach((e, i) => {
    fused.set(e.record, { record: e.record, score: 1 / (t.rrfK + i + 1), terms: e.terms });
  });
  near.forEach(({ record }, i) => {
    const add = t.semanticWeight / (t.rrfK + i + 1);
    const seen = fused.get(record);
    if (seen) seen.score += add;
    else fused.set(record, { record, score: add, terms: [] });
  });
  const head = [...fused.values()]
    .map((e) => ({ ...e, score: round3(RRF_SCALE * e.score * (priors.get(e.record) ?? 1) ** t.priorPower) }))
    .sort((a, b) => b.score - a.score || (a.record.id < b.record.id ? -1 : a.record.id > b.record.id ? 1 : 0));
  const [first, second] = lexical.entries;
  if (t.lexicalDominance > 0 && first && head.length && head[0]!.record !== first.record && (!second || first.score >= t.lexicalDominance * second.score)) {
    const at = head.findIndex((e) => e.record === first.record);
    const [dominant] = head.splice(at, 1);
    head.unshift({ ...dominant!, score: round3(head[0]!.score + 0.001) });
  }
  let floor = head.length ? head[head.length - 1]!.score : Number.POSITIVE_INFINITY;
  const tail: RankedEntry[] = [];
  for (const [i, e] of lexical.entries.entries()) {
    if (i < FUSE_DEPTH || fused.has(e.record)) continue;
    floor = Math.min(floor, round3(RRF_SCALE / (t.rrfK + i + 1)));
    tail.push({ record: e.record, score: floor, terms: e.terms });
  }
  const entries = [...head, ...tail];
  const total = lexical.total + near.length - (lexical.probed ?? 0);
  return { entries: entries.slice(0, k), total, complete: lexical.complete && entries.length <= k };
}

const SNIPPET_CHARS = 160;
const SNIPPET_LEAD = 50;

/**
 * One compiled pattern per index term, kept: a fresh Unicode, case-insensitive pattern per snippet
 * (all of a hit's terms in one alternation) was most of a search that missed the ranking cache, and
 * the vocabulary is small. A term may carry combining marks between its letters (NFD text); it must
 * start a word. Without a g or y flag a RegExp keeps no state between exec calls: sharing is safe.
 */
const TERM_PATTERNS = new Map<string, RegExp>();
const TERM_PATTERNS_MAX = 4096;

function termPattern(term: string): RegExp {
  let pattern = TERM_PATTERNS.get(term);
  if (!pattern) {
    const chars = [...term].map((ch) => ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\p{M}*');
    pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${chars})`, 'iu');
    if (TERM_PATTERNS.size >= TERM_PATTERNS_MAX) TERM_PATTERNS.delete(TERM_PATTERNS.keys().next().value!);
    TERM_PATTERNS.set(term, pattern);
  }
  return pattern;
}

/** ~160 chars of body around the first word that matched (or its start), whitespace collapsed. */
export function makeSnippet(body: string, matchedTerms: readonly string[], scanChars = BODY_INDEX_CHARS): string {
  // NFD splits "é" into "e" + a combining mark, so folded index terms can be found in accented text
  // without copying the body character by character; the window is recomposed (NFC) at the end.
  // matched terms come from the title or the indexed head of the body: no need to scan further
  const hay = body.slice(0, scanChars).normalize('NFD');
  // the earliest start of any term: the same index one alternation of all terms would find
  let at = -1;
  for (const term of matchedTerms) {
    const i = termPattern(term).exec(hay)?.index ?? -1;
    if (i >= 0 && (at < 0 || i < at)) at = i;
  }
  const source = at < 0 ? body : hay;
  let start = at > SNIPPET_LEAD ? at - SNIPPET_LEAD : 0;
  if (start > 0) {
    const space = source.slice(start, at).search(/\s/);
    start = space >= 0 ? start + space + 1 : at; // begin on a word boundary
  }
  const text = source
    .slice(start, start + SNIPPET_CHARS * 3)
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .trim();
  let out = text.slice(0, SNIPPET_CHARS);
  if (text.length > SNIPPET_CHARS) out = `${out.replace(/\s+\S*$/, '').replace(/[\uD800-\uDBFF]$/, '')}…`;
  return (start > 0 ? '…' : '') + out;
}

/**
 * Id completion: ids starting with the typed prefix first, then ids where it starts a later word of
 * the title ("terminal" → linux-terminal). Both alphabetical; the prefix is slugged like ids are.
 */
export function suggestIds(corpus: { index: SearchIndex }, prefix: string, limit: number): string[] {
  const p = fold(prefix)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '');
  const ids = corpus.index.sortedIds;
  const n = Math.max(0, Math.floor(limit));
  if (!p) return ids.slice(0, n);
  const first = ids.filter((id) => id.startsWith(p));
  if (first.length >= n) return first.slice(0, n);
  const later = ids.filter((id) => !id.startsWith(p) && id.includes(`-${p}`));
  return [...first, ...later].slice(0, n);
}
