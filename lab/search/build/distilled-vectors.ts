/**
 * Semantic vectors distilled from a sentence encoder at build time (./sentence-encoder.ts), as model2vec
 * does (Tulkens & van Dongen 2024): every word of the table's list (the corpus's words and the most
 * frequent English ones, from the word-vector package) is passed through the encoder alone and its
 * output kept as a static vector; the prompts are embedded whole (title and body head). Both are cut to
 * their principal components (./pca.ts, fitted on the words); the word vectors are then taught by the
 * encoder's vectors of the corpus's sentences (./learned-vectors.ts) and stored as int8 rows. At run time a
 * query is the SIF-weighted mean of its words' static vectors (lib/corpus/semantic.ts), compared by cosine with
 * the prompts' encoder vectors: a sentence model's sense of a prompt, and no model run per query.
 * The encoder is slow on pure wasm (minutes for the table): this runs only in `npm run corpus -- --rebuild`
 * (../rebuild.ts), whose result is committed (../search-data.ts).
 */
import { learnWordVectors, type TrainingPair, trainingTexts } from './learned-vectors';
import { fitPca, projectPca } from './pca';
import type { SemanticIndex } from '../../../lib/corpus/semantic';
import { meaningWords, SEMANTIC_DEFAULTS, sifWeights, wordRow } from '../../../lib/corpus/semantic';
import type { SentenceEncoder } from './sentence-encoder';
import type { PromptRecord } from '../../../lib/corpus/types';
import type { WordTable } from '../../../lib/corpus/semantic';

/**
 * Chosen on the dev set (figures in docs/server.md): 128 components
 * lose nothing against all 512 (fused MRR@10 0.578 vs 0.566); 300 body characters; the title in the
 * text the encoder reads, not a vector of its own.
 */
export const DISTIL_OPTIONS = { dims: 128, bodyChars: 300, format: 2 };

/** What the encoder reads of a prompt. */
export function promptText(r: PromptRecord, bodyChars = DISTIL_OPTIONS.bodyChars): string {
  return `${r.title.replace(/[-_]/g, ' ')}. ${r.body.slice(0, bodyChars)}`;
}

/** int8 rows and a scale each; `keepNorm`: the scale also carries the row's length (learned vectors weigh by it). */
function quantise(rows: Float32Array, dims: number, keepNorm = false): { vectors: Int8Array; scales: Float32Array } {
  const count = rows.length / dims;
  const vectors = new Int8Array(rows.length);
  const scales = new Float32Array(count);
  for (let r = 0; r < count; r++) {
    const row = rows.subarray(r * dims, (r + 1) * dims);
    let s = 0;
    for (const x of row) s += x * x;
    const norm = Math.sqrt(s) || 1;
    let max = 0;
    for (const x of row) max = Math.max(max, Math.abs(x / norm));
    max ||= 1;
    scales[r] = ((keepNorm ? norm : 1) * max) / 127;
    for (let d = 0; d < dims; d++) vectors[r * dims + d] = Math.round(((row[d]! / norm) * 127) / max);
  }
  return { vectors, scales };
}

function unitRows(rows: Float32Array, dims: number): Float32Array {
  for (let at = 0; at < rows.length; at += dims) {
    let s = 0;
    for (let d = 0; d < dims; d++) s += rows[at + d]! ** 2;
    const n = Math.sqrt(s) || 1;
    for (let d = 0; d < dims; d++) rows[at + d]! /= n;
  }
  return rows;
}

/**
 * The semantic index for `records`: words and ranks from `frequencies` (the word-vector package's table,
 * for its list and its Zipf ranks), vectors from `encoder`.
 */
export async function distilSemanticIndex(
  records: readonly PromptRecord[],
  frequencies: WordTable,
  encoder: SentenceEncoder,
  opts: { say?: (msg: string) => void; dims?: number } = {},
): Promise<SemanticIndex> {
  const options = { ...DISTIL_OPTIONS, dims: opts.dims ?? DISTIL_OPTIONS.dims };
  const texts = records.map((r) => promptText(r, options.bodyChars));
  // what the word vectors learn from (./learned-vectors.ts): sentences with at least two meaning words
  const sentences = trainingTexts(records, (t) => meaningWords(t).length >= 2);
  const started = performance.now();
  const { dims } = options;
  const step = Math.max(1, Math.floor(frequencies.words.length / 10));
  const words = await encoder.embed(frequencies.words, (done) => {
    if (done % step < 256) opts.say?.(`sentence encoder: ${done} / ${frequencies.words.length} words`);
  });
  const docsRaw = await encoder.embed(texts);
  opts.say?.(`sentence encoder: ${sentences.length} sentences to learn from`);
  const sentencesRaw = await encoder.embed(sentences);
  const pca = fitPca(words, encoder.dims, dims);
  const docs = unitRows(projectPca(pca, docsRaw), dims);
  const learned = unitRows(projectPca(pca, words), dims);
  const shape = { ...frequencies, dims };
  const weights = sifWeights(shape, SEMANTIC_DEFAULTS.sifA);
  const rowsOf = (text: string) => [...new Set(meaningWords(text).flatMap((w) => wordRow(shape, w) ?? []))];
  const targets = unitRows(projectPca(pca, sentencesRaw), dims);
  const pairs: TrainingPair[] = [
    ...sentences.map((s, i) => ({ rows: rowsOf(s), target: targets.subarray(i * dims, (i + 1) * dims) })),
    // and each prompt's own text → its vector
    ...texts.map((t, i) => ({ rows: rowsOf(t), target: docs.subarray(i * dims, (i + 1) * dims) })),
  ];
  const losses = learnWordVectors(learned, dims, weights, pairs);
  opts.say?.(`learned word vectors: loss ${losses.map((l) => l.toFixed(3)).join(' → ')}`);
  const { vectors, scales } = quantise(learned, dims, true);
  const table: WordTable = {
    source: `${encoder.source}+${frequencies.source}`,
    dims,
    words: frequencies.words,
    vectors,
    scales,
    ranks: frequencies.ranks,
    listed: frequencies.listed,
  };
  opts.say?.(`sentence encoder: ${frequencies.words.length} words and ${records.length} prompts in ${Math.round((performance.now() - started) / 1000)} s`);
  return { table, weights: sifWeights(table, SEMANTIC_DEFAULTS.sifA), docs, mean: new Float32Array(table.dims) };
}
