/**
 * Semantic retrieval from shipped word vectors (./word-vectors.ts): a prompt is the weighted mean of
 * its title's and its body head's word vectors, the corpus's common direction removed; a query is
 * embedded the same way at run time, and prompts are ranked by cosine. Words are weighted as SIF does
 * (Arora et al. 2017): a / (a + p(w)), p(w) the word's frequency in English, estimated from its rank in
 * the package's frequency-ordered list (Zipf). Unlike the corpus's IDF, that also weighs a query's words
 * the corpus never uses, and keeps a paragraph's chatter ("years", "company", "really") from outweighing
 * the few words that say what it wants. It finds "explain algebra to my kid" → Math Teacher where no word
 * is shared. Document vectors are made at build time with the snapshot.
 */
import { fold, isStopword, queryLanguageStopwords, tokenize } from './text';
import type { PromptRecord } from './types';
import type { WordTable } from './word-vectors';

export interface SemanticOptions {
  /** Weight of the title's vector against the body head's in a prompt's vector. */
  titleWeight: number;
  /** Only this much of a body is embedded. */
  bodyChars: number;
  /** Take the corpus's mean direction out of every vector. */
  centre: boolean;
  /** SIF's smoothing: word weight = a / (a + p(w)). Smaller favours rare words more. */
  sifA: number;
}

/** Chosen on the dev set (bench/tune-search.ts): SIF 1e-4 over IDF lifts semantic MRR@10 on paragraphs 0.11 → 0.30. */
export const SEMANTIC_DEFAULTS: SemanticOptions = { titleWeight: 0.3, bodyChars: 1000, centre: true, sifA: 1e-4 };

export interface SemanticIndex {
  table: WordTable;
  /** Per table word: its SIF weight, from how common it is in English. */
  weights: Float32Array;
  /** records.length × dims: each prompt's unit vector, in corpus order. */
  docs: Float32Array;
  /** The corpus's mean direction, taken out of prompts and queries alike (zeros when not centred). */
  mean: Float32Array;
}

/** Filler that carries no topic in a request ("I want you to act as…", "could you please…"). */
const FILLER = new Set(
  (
    'want need help please someone something like let lets give show tell thing things really make act acting ' +
    'could would should may might must shall can will also just actually basically maybe kind sort lot bit ' +
    'hi hello hey thanks thank ok okay yes no im ive id youre dont cant doesnt isnt get got go going ' +
    'prompt prompts find looking look suggest recommend user person asked ask assistant tool use using'
  ).split(' '),
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

/** The words a table must hold for this corpus: every meaning word of its titles and body heads. */
export function corpusVocabulary(records: readonly PromptRecord[]): Set<string> {
  const vocab = new Set<string>();
  for (const r of records) {
    const { title, body } = promptWords(r, SEMANTIC_DEFAULTS.bodyChars);
    for (const w of title) vocab.add(w);
    for (const w of body) vocab.add(w);
  }
  return vocab;
}

/** What shapes the prompt vectors, for the snapshot's fingerprint. */
export const SEMANTIC_OPTIONS = { ...SEMANTIC_DEFAULTS, filler: [...FILLER].join(' '), format: 8 };

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

/** The words of a prompt's title and body head that the table knows, as they are embedded. */
function promptWords(r: PromptRecord, bodyChars: number): { title: string[]; body: string[] } {
  return { title: meaningWords(r.title.replace(/[-_]/g, ' ')), body: meaningWords(r.body.slice(0, bodyChars)) };
}

/** Built once, at snapshot time (or when the corpus is built from the CSV with a table at hand). */
export function buildSemanticIndex(records: readonly PromptRecord[], table: WordTable, opts: SemanticOptions = SEMANTIC_DEFAULTS): SemanticIndex {
  const n = records.length;
  const dims = table.dims;
  const words = records.map((r) => promptWords(r, opts.bodyChars));
  const weights = sifWeights(table, opts.sifA);
  const docs = new Float32Array(n * dims);
  const mean = new Float32Array(dims);
  words.forEach(({ title, body }, i) => {
    const t = normalize(textVector(table, weights, title));
    const b = normalize(textVector(table, weights, body));
    const v = docs.subarray(i * dims, (i + 1) * dims);
    for (let d = 0; d < dims; d++) v[d] = opts.titleWeight * t[d]! + (1 - opts.titleWeight) * b[d]!;
    normalize(v);
    if (opts.centre) for (let d = 0; d < dims; d++) mean[d]! += v[d]! / n;
  });
  for (let i = 0; i < n; i++) {
    const v = docs.subarray(i * dims, (i + 1) * dims);
    for (let d = 0; d < dims; d++) v[d]! -= mean[d]!;
    normalize(v);
  }
  return { table, weights, docs, mean };
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
