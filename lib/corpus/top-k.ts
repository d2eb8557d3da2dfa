/**
 * Top-k ranking over the lexical index (./lexical-index.ts), scoring every match at array speed.
 *
 * MiniSearch's `search` scores every document that matches any query term and builds objects and Maps
 * per match on the way, so a query costs far more than its postings. Here each expanded query term's
 * BM25 per field is computed once into a typed array beside its postings, and a query adds them
 * up term at a time into per-document accumulators; only the documents that can enter the top k
 * become objects. Every match is scored, so the total is always exact.
 *
 * A threshold algorithm (read postings in impact order, stop when no unseen document can beat the
 * k-th) was slower here: on a corpus of near-copies it must score most matches anyway, each by random
 * access into every term's Map (bench/README.md has the measurements).
 *
 * The score is BM25+ as MiniSearch computes it, bit for bit, with this index's own parameters
 * (LEXICAL_SCORING: set here, not read from MiniSearch's defaults): the same term expansion (exact, then
 * prefix, then fuzzy, over the same radix tree), contributions summed in the order MiniSearch sums them,
 * times the number of query terms matched, then our coverage factor and rounding. This is the one file
 * that depends on how MiniSearch scores (its formulas and summing order; minisearch is pinned exactly in
 * package.json): tests/corpus/top-k.test.ts ranks hundreds of queries with a real MiniSearch given these
 * parameters through its public search options (tests/corpus/minisearch-reference.ts) and compares score for score.
 */
import type { LexicalIndex } from './lexical-index';
import type { PromptRecord } from './types';

/**
 * How the lexical index scores: the weight of a prefix and of a fuzzy expansion of a query term, and
 * BM25+'s saturation (k), length normalisation (b) and floor (d). A reference MiniSearch is given the same.
 */
export const LEXICAL_SCORING = { weights: { prefix: 0.375, fuzzy: 0.45 }, bm25: { k: 1.2, b: 0.7, d: 0.5 } } as const;

/** Postings kept as arrays across queries (entries, all terms and fields together), least recently used out first. */
const POSTINGS_BUDGET = 4_000_000;
/** A query's concepts are a bit mask per document. */
const MAX_CONCEPTS = 32;

/** One query term as MiniSearch runs it. */
export interface QuerySpec {
  term: string;
  prefix: boolean;
  fuzzy: number | false;
  /** boostTerm */
  boost: number;
  /** Concepts of the query this term stands for (for coverage). */
  concepts: readonly number[];
}

export interface RankOptions {
  specs: readonly QuerySpec[];
  /** Number of concepts in the query (coverage's denominator), at most 32. */
  conceptCount: number;
  coveragePower: number;
  /** Field boosts in the index's field order. */
  fieldBoosts: readonly number[];
  filter?: (r: PromptRecord) => boolean;
  /** How many of the best to return, in order. */
  k: number;
  /** Records to look out for: TopK.probed counts those among the matches (fusion counts its total with it). */
  probe?: ReadonlySet<PromptRecord>;
}

export interface RankedEntry {
  record: PromptRecord;
  score: number;
  /** Index terms that matched (for snippets). */
  terms: string[];
  snippet?: string;
}

/** While ranking: an entry and its document, whose matched terms are looked up once it is among the k kept. */
type Candidate = RankedEntry & { doc: number };

export interface TopK {
  entries: RankedEntry[];
  /** Matches after the filter, all of them counted. */
  total: number;
  /** Every match is in `entries` (there were at most k), so any deeper page is empty. */
  complete: boolean;
  /** How many of RankOptions.probe matched and passed the filter. */
  probed?: number;
}

/** One term's postings in one field: documents (ascending) and their BM25 (before boosts). */
interface FieldArrays {
  docs: Int32Array;
  bm25: Float64Array;
}

/** Per index: records by document id, the kept BM25 arrays, and per-document scratch reused by every query. */
interface IndexState {
  index: LexicalIndex;
  records: readonly (PromptRecord | undefined)[];
  postings: Map<string, FieldArrays>;
  postingsEntries: number;
  /** Per-document scratch for the query being ranked (one query at a time: ranking is synchronous). */
  sums: Sums;
}

const states = new WeakMap<object, IndexState>();

function stateOf(index: LexicalIndex, records: readonly PromptRecord[]): IndexState {
  let state = states.get(index);
  if (!state) {
    state = { index, records, postings: new Map(), postingsEntries: 0, sums: new Sums(index.documentCount) };
    states.set(index, state);
  }
  return state;
}

/** MiniSearch's calcBM25Score, verbatim, with the inverse document frequency split out (a term's, per field). */
function idfOf(matchingCount: number, totalCount: number): number {
  return Math.log(1 + (totalCount - matchingCount + 0.5) / (matchingCount + 0.5));
}
function bm25(invDocFreq: number, termFreq: number, fieldLength: number, avgFieldLength: number): number {
  const { k, b, d } = LEXICAL_SCORING.bm25;
  return invDocFreq * (d + (termFreq * (k + 1)) / (termFreq + k * (1 - b + (b * fieldLength) / avgFieldLength)));
}

/** MiniSearch's executeQuerySpec expansion: the exact term, then prefix matches, then fuzzy ones, with our weights. */
function expand(index: LexicalIndex, spec: QuerySpec): { term: string; weight: number; id: number }[] {
  const { vocabulary } = index;
  const out: { term: string; weight: number; id: number }[] = [];
  const exact = vocabulary.get(spec.term);
  if (exact !== undefined) out.push({ term: spec.term, weight: 1, id: exact });
  const fuzzy = spec.fuzzy === false ? undefined : vocabulary.fuzzyGet(spec.term, spec.fuzzy);
  if (spec.prefix) {
    for (const [term, id] of vocabulary.atPrefix(spec.term)) {
      const distance = term.length - spec.term.length;
      if (!distance) continue;
      fuzzy?.delete(term);
      out.push({ term, weight: (LEXICAL_SCORING.weights.prefix * term.length) / (term.length + 0.3 * distance), id });
    }
  }
  if (fuzzy) {
    for (const [term, [id, distance]] of fuzzy) {
      if (!distance) continue;
      out.push({ term, weight: (LEXICAL_SCORING.weights.fuzzy * term.length) / (term.length + distance), id });
    }
  }
  return out;
}

/** A term's BM25 in one field beside its postings, made on first use and kept (bounded). */
function arraysOf(state: IndexState, term: string, id: number, field: number): FieldArrays | undefined {
  const { index } = state;
  const F = index.fieldCount;
  const from = index.start[id * F + field]!;
  const to = index.start[id * F + field + 1]!;
  if (from === to) return undefined;
  const key = `${term}\u0000${field}`;
  const hit = state.postings.get(key);
  if (hit) {
    state.postings.delete(key);
    state.postings.set(key, hit);
    return hit;
  }
  const idf = idfOf(to - from, index.documentCount);
  const avg = index.avgFieldLength[field]!;
  const docs = index.docs.subarray(from, to);
  const scores = new Float64Array(to - from);
  for (let i = 0; i < docs.length; i++) scores[i] = bm25(idf, index.tfs[from + i]!, index.fieldLength[docs[i]! * F + field]!, avg);
  const made = { docs, bm25: scores };
  state.postings.set(key, made);
  state.postingsEntries += docs.length;
  while (state.postingsEntries > POSTINGS_BUDGET && state.postings.size > 1) {
    const [oldKey, old] = state.postings.entries().next().value!;
    state.postings.delete(oldKey);
    state.postingsEntries -= old.docs.length;
  }
  return made;
}

/** A min-heap of the best k so far; its root is the worst of them (lower score, or equal score and later id). */
class Best {
  readonly items: Candidate[] = [];
  constructor(private readonly k: number) {}
  /** Would this record with this score rank after the worst kept one (so be left out)? Reads the record only on a tie. */
  leavesOut(score: number, record: PromptRecord): boolean {
    if (this.items.length < this.k) return false;
    const w = this.items[0]!;
    return score < w.score || (score === w.score && record.id > w.record.id);
  }
  /** a ranks after b */
  private static worse(a: Candidate, b: Candidate): boolean {
    return a.score < b.score || (a.score === b.score && a.record.id > b.record.id);
  }
  /** Adds an entry that `leavesOut` let in. */
  offer(e: Candidate): void {
    const h = this.items;
    if (h.length < this.k) {
      h.push(e);
      let i = h.length - 1;
      while (i > 0) {
        const p = (i - 1) >> 1;
        if (!Best.worse(h[i]!, h[p]!)) break;
        [h[i], h[p]] = [h[p]!, h[i]!];
        i = p;
      }
      return;
    }
    h[0] = e;
    for (let i = 0; ; ) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < h.length && Best.worse(h[l]!, h[m]!)) m = l;
      if (r < h.length && Best.worse(h[r]!, h[m]!)) m = r;
      if (m === i) break;
      [h[i], h[m]] = [h[m]!, h[i]!];
      i = m;
    }
  }
  sorted(): Candidate[] {
    return [...this.items].sort((a, b) => b.score - a.score || (a.record.id < b.record.id ? -1 : a.record.id > b.record.id ? 1 : 0));
  }
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** One expanded term of one query term and its postings per field (for the matched-terms lookup). */
interface TermList {
  term: string;
  fields: Int32Array[];
}

/** The top k matches of a query, scored exactly as MiniSearch's search (then coverage), best first; `records` in document id order. */
export function rankTopK(index: LexicalIndex, records: readonly PromptRecord[], opts: RankOptions): TopK {
  if (opts.conceptCount > MAX_CONCEPTS) throw new RangeError(`at most ${MAX_CONCEPTS} concepts per query`);
  const state = stateOf(index, records);
  const { sums } = state;
  const lists: TermList[] = [];
  for (const spec of opts.specs) {
    // this query term's sum per document: its expansions, then fields, in MiniSearch's order
    for (const { term, weight, id } of expand(index, spec)) {
      const list: TermList = { term, fields: [] };
      opts.fieldBoosts.forEach((boost, field) => {
        const arrays = arraysOf(state, term, id, field);
        if (!arrays) return;
        list.fields.push(arrays.docs);
        // MiniSearch multiplies termWeight × termBoost × fieldBoost × BM25, left to right
        sums.add(arrays, weight * spec.boost * boost);
      });
      if (list.fields.length) lists.push(list);
    }
    let mask = 0;
    for (const c of spec.concepts) mask |= 1 << c;
    sums.endTerm(mask);
  }
  // the coverage factor by number of concepts covered, computed once per query
  const coverage = Float64Array.from({ length: opts.conceptCount + 1 }, (_, c) => (c / opts.conceptCount) ** opts.coveragePower);
  const best = new Best(Math.max(1, opts.k));
  const { passed, probed } = sums.finish(state.records, coverage, opts.filter, best, opts.probe);
  const entries = best.sorted().map(({ record, score, doc }) => ({ record, score, terms: matchedTerms(lists, doc) }));
  return { entries, total: passed, complete: passed <= opts.k, probed };
}

/**
 * Per-document sums for one query at a time, in arrays as long as the index (made once per index,
 * reset as they are read). Each loop is a plain function that takes the arrays and returns a count:
 * a loop followed by a store to `this` was compiled on-stack before that store had ever run, and V8
 * threw the compiled code away at the end of every query.
 */
class Sums {
  /** The current query term's sum per document, whether it has one, and which documents do. */
  readonly termSum: Float64Array;
  readonly inTerm: Uint8Array;
  readonly termDocs: Int32Array;
  termCount = 0;
  /** The sum over query terms so far, how many query terms matched (MiniSearch's quality), the concepts covered (one bit each). */
  readonly total: Float64Array;
  readonly matched: Uint8Array;
  readonly concepts: Uint32Array;
  readonly queryDocs: Int32Array;
  queryCount = 0;

  constructor(n: number) {
    this.termSum = new Float64Array(n);
    this.inTerm = new Uint8Array(n);
    this.termDocs = new Int32Array(n);
    this.total = new Float64Array(n);
    this.matched = new Uint8Array(n);
    this.concepts = new Uint32Array(n);
    this.queryDocs = new Int32Array(n);
  }

  /** Adds one expanded term's postings in one field, times its weight, to the current query term's sums. */
  add(arrays: FieldArrays, weight: number): void {
    this.termCount = addPostings(this, this.termCount, arrays, weight);
  }

  /** Folds the current query term into the query's sums (MiniSearch's OR, in query-term order). */
  endTerm(conceptMask: number): void {
    const termCount = this.termCount;
    this.termCount = 0;
    this.queryCount = foldTerm(this, termCount, this.queryCount, conceptMask);
  }

  /** Scores every matched document, offers those that pass the filter to `best`, resets; returns how many passed (and were probed). */
  finish(
    records: readonly (PromptRecord | undefined)[],
    coverage: Float64Array,
    filter: RankOptions['filter'],
    best: Best,
    probe: RankOptions['probe'],
  ): { passed: number; probed: number } {
    const queryCount = this.queryCount;
    this.queryCount = 0;
    return scoreMatches(this, queryCount, records, coverage, filter, best, probe);
  }
}

function addPostings({ termSum, inTerm, termDocs }: Sums, count: number, { docs, bm25: scores }: FieldArrays, weight: number): number {
  for (let i = 0; i < docs.length; i++) {
    const doc = docs[i]!;
    if (inTerm[doc]) termSum[doc] += weight * scores[i]!;
    else {
      termSum[doc] = weight * scores[i]!;
      inTerm[doc] = 1;
      termDocs[count++] = doc;
    }
  }
  return count;
}

function foldTerm({ termSum, inTerm, termDocs, total, matched, concepts, queryDocs }: Sums, termCount: number, count: number, conceptMask: number): number {
  for (let i = 0; i < termCount; i++) {
    const doc = termDocs[i]!;
    if (matched[doc] === 0) {
      total[doc] = termSum[doc]!;
      queryDocs[count++] = doc;
    } else total[doc] += termSum[doc]!;
    matched[doc]!++;
    concepts[doc]! |= conceptMask;
    inTerm[doc] = 0;
  }
  return count;
}

function scoreMatches(
  { total, matched, concepts, queryDocs }: Sums,
  queryCount: number,
  records: readonly (PromptRecord | undefined)[],
  coverage: Float64Array,
  filter: RankOptions['filter'],
  best: Best,
  probe: RankOptions['probe'],
): { passed: number; probed: number } {
  let passed = 0;
  let probed = 0;
  for (let i = 0; i < queryCount; i++) {
    const doc = queryDocs[i]!;
    const quality = matched[doc]!;
    const covered = popcount(concepts[doc]!);
    matched[doc] = 0;
    concepts[doc] = 0;
    const record = records[doc];
    // `=== undefined`, not `!record`: truthiness reads the object's map, a cache miss per match at ×100
    if (record === undefined || (filter && !filter(record))) continue;
    passed++;
    if (probe?.has(record)) probed++;
    const score = round3(total[doc]! * quality * coverage[covered]!);
    if (!best.leavesOut(score, record)) best.offer({ record, score, terms: [], doc });
  }
  return { passed, probed };
}

/** The index terms a document matched, for its snippet: looked up only for documents that enter the top k. */
function matchedTerms(lists: readonly TermList[], doc: number): string[] {
  const terms: string[] = [];
  for (const l of lists) if (l.fields.some((docs) => hasDoc(docs, doc)) && !terms.includes(l.term)) terms.push(l.term);
  return terms;
}

/** Binary search in ascending postings. */
function hasDoc(docs: Int32Array, doc: number): boolean {
  let lo = 0;
  let hi = docs.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const d = docs[mid]!;
    if (d === doc) return true;
    if (d < doc) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
