/**
 * Semantic retrieval at run time: the word table and the prompts' vectors are made at build time
 * (lab/search/build/, committed as lab/search/search-vectors.bin and carried by the snapshot); a query
 * is the weighted mean of its words' vectors, and prompts are ranked by cosine. Words are weighted as SIF
 * does (Arora et al. 2017): a / (a + p(w)), p(w) the word's frequency in English, estimated from its
 * rank in a frequency-ordered list (Zipf). Unlike the corpus's IDF, that also weighs a query's words the
 * corpus never uses, and keeps a paragraph's chatter ("years", "company", "really") from outweighing the
 * few words that say what it wants. No model runs per query.
 */
import { fold, isStopword, queryLanguageStopwords, tokenize, wordSet } from './text';

/** A compact word-vector table: made at build time (lab/search/), read at run time to embed a query. */
export interface WordTable {
  /** Where the vectors came from (package@version), for the snapshot's fingerprint. */
  source: string;
  dims: number;
  /** Sorted by UTF-16 code unit (plain `<`). */
  words: string[];
  /** words.length × dims, each row a unit vector times 127 / its largest component. */
  vectors: Int8Array;
  /** Per word: the factor that turns its int8 row back into the unit vector. */
  scales: Float32Array;
  /** Per word: its place in the package's list, most frequent first (0-based): how common the word is in English. */
  ranks: Int32Array;
  /** How many words the package lists. */
  listed: number;
}

export interface SemanticOptions {
  /** Only this much of a body gives the table its corpus words (lab/search/build/word-vectors.ts). */
  bodyChars: number;
  /** SIF's smoothing: word weight = a / (a + p(w)). Smaller favours rare words more. */
  sifA: number;
}

/** Chosen on the dev set (lab/search/tune.ts). */
export const SEMANTIC_DEFAULTS: SemanticOptions = { bodyChars: 1000, sifA: 1e-4 };

export interface SemanticIndex {
  table: WordTable;
  /** Per table word: its SIF weight, from how common it is in English. */
  weights: Float32Array;
  /** records.length × dims: each prompt's unit vector, in corpus order. */
  docs: Float32Array;
  /** A direction taken out of every query (zeros: the build centres nothing). */
  mean: Float32Array;
}

/** Filler that carries no topic in a request ("I want you to act as…", "could you please…"). */
const FILLER = wordSet(
  'want need help please someone something like let lets give show tell thing things really make act acting ' +
    'could would should may might must shall can will also just actually basically maybe kind sort lot bit ' +
    'hi hello hey thanks thank ok okay yes no im ive id youre dont cant doesnt isnt get got go going ' +
    'prompt prompts find looking look suggest recommend user person asked ask assistant tool use using',
);

/** The words of a text that may carry meaning, lowercased (accents kept: the vectors have them). */
export function meaningWords(text: string): string[] {
  const out: string[] = [];
  const raws = tokenize(text.toLowerCase());
  const foreign = queryLanguageStopwords(raws.map(fold));
  for (const raw of raws) {
    if (raw.length < 2 || raw.length > 30 || !/^\p{L}+$/u.test(raw)) continue;
    if (isStopword(raw) || FILLER.has(raw) || foreign?.has(fold(raw))) continue;
    out.push(raw);
  }
  return out;
}

/** What shapes the prompt vectors, for the snapshot's fingerprint. */
export const SEMANTIC_OPTIONS = { ...SEMANTIC_DEFAULTS, filler: [...FILLER].join(' '), format: 9 };

/** The word's table row (binary search: the table is sorted, so a cold start builds no Map of 100k words). */
function findRow(words: readonly string[], word: string): number | undefined {
  let lo = 0;
  let hi = words.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const w = words[mid]!;
    if (w === word) return mid;
    if (w < word) lo = mid + 1;
    else hi = mid - 1;
  }
  return undefined;
}

/** The word's row in the table (its accents folded when the table lacks it as written). */
export function wordRow(table: Pick<WordTable, 'words'>, word: string): number | undefined {
  const row = findRow(table.words, word);
  if (row !== undefined) return row;
  const folded = word.normalize('NFKD').replace(/\p{M}+/gu, '');
  return folded !== word ? findRow(table.words, folded) : undefined;
}

/** Adds weight × the word's unit vector to `into`; false when the table lacks the word. */
function addWord(table: WordTable, row: number, weight: number, into: Float32Array): void {
  const { dims, vectors, scales } = table;
  const f = weight * scales[row]!;
  const at = row * dims;
  for (let d = 0; d < dims; d++) into[d]! += f * vectors[at + d]!;
}

function normalize(v: Float32Array): Float32Array {
  let s = 0;
  for (let d = 0; d < v.length; d++) s += v[d]! * v[d]!;
  const n = Math.sqrt(s);
  if (n > 0) for (let d = 0; d < v.length; d++) v[d]! /= n;
  return v;
}

/** Sum of weighted vectors of a text's words. */
function textVector(table: WordTable, weights: Float32Array, words: readonly string[]): Float32Array {
  const v = new Float32Array(table.dims);
  for (const w of words) {
    const row = wordRow(table, w);
    if (row !== undefined) addWord(table, row, weights[row]!, v);
  }
  return v;
}

/** SIF weights: p(w) ≈ 1 / ((rank + 1) · H), Zipf's law over the package's list (H its harmonic number). */
export function sifWeights(table: WordTable, a: number): Float32Array {
  const harmonic = Math.log(table.listed) + 0.5772;
  return Float32Array.from(table.ranks, (rank) => a / (a + 1 / ((rank + 1) * harmonic)));
}

/** The query's unit vector, or undefined when the table knows none of its words. */
export function embedQuery(sem: SemanticIndex, words: readonly string[]): Float32Array | undefined {
  const v = textVector(sem.table, sem.weights, [...new Set(words)]);
  let any = false;
  for (let d = 0; d < v.length; d++) if (v[d] !== 0) any = true;
  if (!any) return undefined;
  normalize(v);
  for (let d = 0; d < v.length; d++) v[d]! -= sem.mean[d]!;
  return normalize(v);
}

/** The best `k` prompts (corpus positions) by cosine with the query vector, at least `minCosine`, that pass `keep`. */
export function nearestPrompts(
  sem: SemanticIndex,
  q: Float32Array,
  k: number,
  minCosine: number,
  keep?: (i: number) => boolean,
): { doc: number; cosine: number }[] {
  const { docs } = sem;
  const dims = q.length;
  const n = docs.length / dims;
  const best: { doc: number; cosine: number }[] = [];
  for (let i = 0; i < n; i++) {
    let s = 0;
    const at = i * dims;
    for (let d = 0; d < dims; d++) s += q[d]! * docs[at + d]!;
    if (s < minCosine || (best.length >= k && s <= best[best.length - 1]!.cosine)) continue;
    if (keep && !keep(i)) continue;
    // insertion into a short sorted list (k is small)
    let j = best.length;
    if (j < k) best.push({ doc: i, cosine: s });
    else j = k - 1;
    while (j > 0 && best[j - 1]!.cosine < s) {
      best[j] = best[j - 1]!;
      j--;
    }
    best[j] = { doc: i, cosine: s };
  }
  return best;
}
