/**
 * Top-k ranking over the MiniSearch index without scoring every match.
 *
 * MiniSearch's `search` scores every document that matches any query term (and builds an object per
 * match), so a query costs time in proportion to its matches: in a corpus ten times larger, ten times
 * more. Here the same score is computed only for the documents that can reach the top k: each
 * expanded query term's postings are read in impact order (highest BM25 contribution first) and a
 * document seen there is scored exactly, by random access into every term's postings; reading stops
 * once no unseen document can score above the k-th best (the threshold algorithm, Fagin et al.).
 *
 * The score is MiniSearch's own, bit for bit: the same term expansion (exact, then prefix, then fuzzy,
 * with MiniSearch's weights), BM25+ with its parameters, contributions summed in the order MiniSearch
 * sums them, times the number of query terms matched, then our coverage factor and rounding.
 * tests/corpus/top-k.test.ts compares it with MiniSearch's `search` for hundreds of queries.
 *
 * The total is exact when every match was seen, or when counting them is cheap (their postings add up
 * to at most COUNT_BUDGET); beyond that it is an estimate, and the page says so.
 */
import type { PromptRecord } from './types';

/** MiniSearch's defaults (minisearch 7: defaultSearchOptions.weights and defaultBM25params). */
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };

/** Matches are counted exactly while their postings add up to at most this many; above it, estimated. */
export const COUNT_BUDGET = 100_000;
/** Impact-ordered postings kept across queries (entries, all terms together), least recently used out first. */
const IMPACT_BUDGET = 4_000_000;
/** Postings read from one list before the stopping test runs again. */
const BATCH = 16;

type FieldPostings = Map<number, number>; // short doc id → term frequency
type TermData = Map<number, FieldPostings>; // field id → postings

/** The parts of a MiniSearch instance this module reads; private in its types, stable within 7.x. */
interface MiniInternals {
  _index: {
    get(term: string): TermData | undefined;
    atPrefix(prefix: string): Iterable<[string, TermData]>;
    fuzzyGet(term: string, maxDistance: number): Map<string, [TermData, number]>;
  };
  _documentCount: number;
  _documentIds: Map<number, string>;
  _fieldIds: Record<string, number>;
  _fieldLength: Map<number, number[]>;
  _avgFieldLength: number[];
}

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
  /** Number of concepts in the query (coverage's denominator). */
  conceptCount: number;
  coveragePower: number;
  /** Field boosts in MiniSearch's field order. */
  fieldBoosts: Record<string, number>;
  filter?: (r: PromptRecord) => boolean;
  /** How many of the best to return, in order. */
  k: number;
  /** Count matches exactly up to this many postings (tests lower it to reach the estimate). */
  countBudget?: number;
}

export interface RankedEntry {
  record: PromptRecord;
  score: number;
  /** Index terms that matched (for snippets). */
  terms: string[];
  snippet?: string;
}

export interface TopK {
  entries: RankedEntry[];
  /** Matches after the filter: exact when `exact`, else an estimate. */
  total: number;
  exact: boolean;
  /** Every match was scored: `entries` holds them all (up to k), so any deeper page is empty. */
  complete: boolean;
}

interface Impacts {
  docs: Int32Array;
  /** Σ over fields of fieldBoost × BM25, descending; the term's weight multiplies it per query. */
  impact: Float64Array;
}

interface IndexState {
  mini: MiniInternals;
  records: (PromptRecord | undefined)[];
  impacts: Map<string, Impacts>;
  impactEntries: number;
  /** Which documents this query has seen: seen[doc] === stamp (one array for all queries; no clearing). */
  seen: Uint32Array;
  stamp: number;
}

const states = new WeakMap<object, IndexState>();

function stateOf(mini: object, byId: ReadonlyMap<string, PromptRecord>): IndexState {
  let state = states.get(mini);
  if (!state) {
    const internals = mini as unknown as MiniInternals;
    const records: (PromptRecord | undefined)[] = [];
    for (const [short, id] of internals._documentIds) records[short] = byId.get(id);
    state = { mini: internals, records, impacts: new Map(), impactEntries: 0, seen: new Uint32Array(records.length), stamp: 0 };
    states.set(mini, state);
  }
  return state;
}

/** MiniSearch's calcBM25Score, verbatim, split in two: the inverse document frequency is a term's, computed once per query. */
function idfOf(matchingCount: number, totalCount: number): number {
  return Math.log(1 + (totalCount - matchingCount + 0.5) / (matchingCount + 0.5));
}
function bm25(invDocFreq: number, termFreq: number, fieldLength: number, avgFieldLength: number): number {
  const { k, b, d } = BM25;
  return invDocFreq * (d + (termFreq * (k + 1)) / (termFreq + k * (1 - b + (b * fieldLength) / avgFieldLength)));
}

/** One expanded term of one query term: what MiniSearch's termResults reads. */
interface List {
  spec: number;
  term: string;
  /** termWeight × termBoost, multiplied as MiniSearch does. */
  weight: number;
  fields: { id: number; boost: number; postings: FieldPostings; idf: number; avg: number }[];
  impacts: Impacts;
  pos: number;
  size: number;
}

/** MiniSearch's executeQuerySpec expansion: the exact term, then prefix matches, then fuzzy ones, with its weights. */
function expand(mini: MiniInternals, spec: QuerySpec): { term: string; weight: number; data: TermData }[] {
  const out: { term: string; weight: number; data: TermData }[] = [];
  const exact = mini._index.get(spec.term);
  if (exact) out.push({ term: spec.term, weight: 1, data: exact });
  const fuzzy = spec.fuzzy === false ? undefined : mini._index.fuzzyGet(spec.term, spec.fuzzy);
  if (spec.prefix) {
    for (const [term, data] of mini._index.atPrefix(spec.term)) {
      const distance = term.length - spec.term.length;
      if (!distance) continue;
      fuzzy?.delete(term);
      out.push({ term, weight: (PREFIX_WEIGHT * term.length) / (term.length + 0.3 * distance), data });
    }
  }
  if (fuzzy) {
    for (const [term, [data, distance]] of fuzzy) {
      if (!distance) continue;
      out.push({ term, weight: (FUZZY_WEIGHT * term.length) / (term.length + distance), data });
    }
  }
  return out;
}

/** A term's postings in impact order, computed on first use and kept (bounded). */
function impactsOf(state: IndexState, term: string, fields: List['fields']): Impacts {
  const key = `${term}\u0000${fields.map((f) => `${f.id}:${f.boost}`).join(',')}`;
  const hit = state.impacts.get(key);
  if (hit) {
    state.impacts.delete(key);
    state.impacts.set(key, hit);
    return hit;
  }
  const { mini } = state;
  const score = new Map<number, number>();
  for (const f of fields) {
    for (const [doc, tf] of f.postings) {
      const s = f.boost * bm25(f.idf, tf, mini._fieldLength.get(doc)![f.id]!, f.avg);
      score.set(doc, (score.get(doc) ?? 0) + s);
    }
  }
  const docs = Int32Array.from(score.keys());
  docs.sort((a, b) => score.get(b)! - score.get(a)! || a - b);
  const impact = Float64Array.from(docs, (d) => score.get(d)!);
  const made = { docs, impact };
  state.impacts.set(key, made);
  state.impactEntries += docs.length;
  while (state.impactEntries > IMPACT_BUDGET && state.impacts.size > 1) {
    const [oldKey, old] = state.impacts.entries().next().value!;
    state.impacts.delete(oldKey);
    state.impactEntries -= old.docs.length;
  }
  return made;
}

/** A min-heap of the best k seen so far; its root is the worst of them (lower score, or equal score and later id). */
class Best {
  readonly items: RankedEntry[] = [];
  constructor(private readonly k: number) {}
  /** a ranks after b */
  private static worse(a: RankedEntry, b: RankedEntry): boolean {
    return a.score < b.score || (a.score === b.score && a.record.id > b.record.id);
  }
  get full(): boolean {
    return this.items.length >= this.k;
  }
  get worst(): RankedEntry | undefined {
    return this.items[0];
  }
  offer(e: RankedEntry): void {
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
    if (this.k === 0 || !Best.worse(h[0]!, e)) return;
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
  sorted(): RankedEntry[] {
    return [...this.items].sort((a, b) => b.score - a.score || (a.record.id < b.record.id ? -1 : a.record.id > b.record.id ? 1 : 0));
  }
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** The top k matches of a query, scored exactly as MiniSearch's search (then coverage), best first. */
export function rankTopK(mini: object, byId: ReadonlyMap<string, PromptRecord>, opts: RankOptions): TopK {
  const state = stateOf(mini, byId);
  const m = state.mini;
  const fieldNames = Object.keys(opts.fieldBoosts);
  const lists: List[] = [];
  opts.specs.forEach((spec, si) => {
    for (const { term, weight, data } of expand(m, spec)) {
      const fields: List['fields'] = [];
      for (const name of fieldNames) {
        const id = m._fieldIds[name]!;
        const postings = data.get(id);
        if (postings?.size) {
          fields.push({ id, boost: opts.fieldBoosts[name]!, postings, idf: idfOf(postings.size, m._documentCount), avg: m._avgFieldLength[id]! });
        }
      }
      if (!fields.length) continue;
      const impacts = impactsOf(state, term, fields);
      lists.push({ spec: si, term, weight: weight * spec.boost, fields, impacts, pos: 0, size: impacts.docs.length });
    }
  });

  const specCount = opts.specs.length;
  const maxConcepts = Math.max(1, ...opts.specs.map((s) => s.concepts.length));
  const specScore = new Float64Array(specCount);
  const specHit = new Uint8Array(specCount);
  const concepts = new Uint8Array(opts.conceptCount);

  /** MiniSearch's score for one document, summed in its order, then quality, coverage, rounding. */
  const scoreOf = (doc: number, record: PromptRecord): RankedEntry => {
    specHit.fill(0);
    const terms: string[] = [];
    const lengths = m._fieldLength.get(doc)!;
    for (const l of lists) {
      let matched = false;
      for (const f of l.fields) {
        const tf = f.postings.get(doc);
        if (tf === undefined) continue;
        const raw = bm25(f.idf, tf, lengths[f.id]!, f.avg);
        const weighted = l.weight * f.boost * raw;
        if (specHit[l.spec]) specScore[l.spec] += weighted;
        else {
          specScore[l.spec] = weighted;
          specHit[l.spec] = 1;
        }
        matched = true;
      }
      if (matched && !terms.includes(l.term)) terms.push(l.term);
    }
    let score = 0;
    let quality = 0;
    concepts.fill(0);
    let covered = 0;
    for (let s = 0; s < specCount; s++) {
      if (!specHit[s]) continue;
      score = quality === 0 ? specScore[s]! : score + specScore[s]!;
      quality++;
      for (const c of opts.specs[s]!.concepts) {
        if (!concepts[c]) {
          concepts[c] = 1;
          covered++;
        }
      }
    }
    const coverage = covered / opts.conceptCount;
    return { record, score: round3(score * quality * coverage ** opts.coveragePower), terms };
  };

  /** The most an unseen document can score: its term sums are at most the lists' frontiers. */
  const frontier = new Float64Array(specCount);
  const bound = (): number => {
    frontier.fill(0);
    for (const l of lists) if (l.pos < l.size) frontier[l.spec]! += l.weight * l.impacts.impact[l.pos]!;
    const sums = [...frontier].filter((x) => x > 0).sort((a, b) => b - a);
    let best = 0;
    let sum = 0;
    for (let t = 1; t <= sums.length; t++) {
      sum += sums[t - 1]!;
      const coverage = Math.min(1, (t * maxConcepts) / opts.conceptCount);
      best = Math.max(best, sum * t * coverage ** opts.coveragePower);
    }
    return best * (1 + 1e-9); // float sums in another order: allow for rounding
  };

  if (++state.stamp === 0xffffffff) {
    state.seen.fill(0);
    state.stamp = 1;
  }
  const { seen, stamp } = state;
  const best = new Best(Math.max(1, opts.k));
  let passed = 0;
  let seenCount = 0;
  let stoppedEarly = false;
  for (;;) {
    // read next from the list whose next posting weighs most
    let pick: List | undefined;
    let top = -1;
    for (const l of lists) {
      if (l.pos >= l.size) continue;
      const v = l.weight * l.impacts.impact[l.pos]!;
      if (v > top) {
        top = v;
        pick = l;
      }
    }
    if (!pick) break;
    const end = Math.min(pick.size, pick.pos + BATCH);
    for (; pick.pos < end; pick.pos++) {
      const doc = pick.impacts.docs[pick.pos]!;
      if (seen[doc] === stamp) continue;
      seen[doc] = stamp;
      seenCount++;
      const record = state.records[doc];
      if (!record || (opts.filter && !opts.filter(record))) continue;
      passed++;
      const entry = scoreOf(doc, record);
      best.offer(entry);
    }
    if (best.full && best.worst!.score > round3(bound())) {
      stoppedEarly = lists.some((l) => l.pos < l.size);
      break;
    }
  }

  if (!stoppedEarly) return { entries: best.sorted(), total: passed, exact: true, complete: true };
  return { entries: best.sorted(), ...countMatches(state, lists, { passed, seenCount }, opts.filter, opts.countBudget ?? COUNT_BUDGET), complete: false };
}

/** Matches after the filter: counted when cheap (finishing the lists' unread parts), else estimated. */
function countMatches(
  state: IndexState,
  lists: List[],
  { passed, seenCount }: { passed: number; seenCount: number },
  filter: ((r: PromptRecord) => boolean) | undefined,
  budget: number,
): { total: number; exact: boolean } {
  const postings = lists.reduce((n, l) => n + l.size, 0);
  if (postings <= budget) {
    const { seen, stamp } = state;
    let total = passed;
    for (const l of lists) {
      for (let i = l.pos; i < l.size; i++) {
        const doc = l.impacts.docs[i]!;
        if (seen[doc] === stamp) continue;
        seen[doc] = stamp;
        const record = state.records[doc];
        if (record && (!filter || filter(record))) total++;
      }
    }
    return { total, exact: true };
  }
  // Estimate: the union of the lists as if terms occurred independently, times the share of the
  // documents seen that passed the filter; never below the matches already seen.
  const n = state.mini._documentCount;
  let none = 1;
  for (const l of lists) none *= 1 - l.size / n;
  const share = seenCount ? passed / seenCount : 1;
  return { total: Math.max(passed, Math.round(n * (1 - none) * share)), exact: false };
}
