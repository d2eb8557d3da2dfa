/** Word vectors taught by the encoder's sentence vectors (lab/search/build/learned-vectors.ts): what it reads, and that a word learns what its sentences mean. */
import { describe, expect, it } from 'vitest';
import { LEARN_OPTIONS, learnWordVectors, trainingTexts } from '../../lab/search/build/learned-vectors';

describe('trainingTexts', () => {
  it('takes every title and the body head’s sentences of a useful length, each once', () => {
    const long = `${'word '.repeat(70)}end.`;
    const texts = trainingTexts(
      [
        { title: 'Math-Teacher', body: `I want you to act as a math teacher. Explain algebra to children.\nOk.\n${long}` },
        { title: 'Tutor', body: 'I want you to act as a math teacher. Be kind.' },
      ],
      (s) => !s.startsWith('Explain'),
    );
    expect(texts).toEqual(['Math Teacher', 'I want you to act as a math teacher.', 'Tutor']);
  });

  it('reads only the first bodyChars of a body', () => {
    const body = `${'x'.repeat(LEARN_OPTIONS.bodyChars)} A sentence past the head is never read.`;
    expect(trainingTexts([{ title: 'T', body }])).toEqual(['T']);
  });
});

const dims = 4;
const cos = (a: ArrayLike<number>, b: ArrayLike<number>) => {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let d = 0; d < a.length; d++) {
    dot += a[d]! * b[d]!;
    na += a[d]! ** 2;
    nb += b[d]! ** 2;
  }
  return dot / Math.sqrt(na * nb);
};

describe('learnWordVectors', () => {
  // rows: 0 "explain", 1 "algebra", 2 "kid", 3 "poem" (never in a training text)
  const start = () => Float32Array.from([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]);
  const weights = Float32Array.from([0.2, 1, 1, 1]);
  const maths = Float32Array.from([0, 0.8, 0, 0.6]).map((x) => x / Math.hypot(0.8, 0.6));
  const pairs = [
    { rows: [0, 1, 2], target: maths },
    { rows: [1], target: Float32Array.from([0, 1, 0, 0]) },
  ];

  it('moves a word toward what the encoder made of the sentences it is in, and leaves unseen words alone', () => {
    const v = start();
    const before = cos(v.subarray(2 * dims, 3 * dims), maths);
    const losses = learnWordVectors(v, dims, weights, pairs, { ...LEARN_OPTIONS, epochs: 20 });
    expect(cos(v.subarray(2 * dims, 3 * dims), maths)).toBeGreaterThan(before + 0.3);
    expect(losses.at(-1)!).toBeLessThan(losses[0]!);
    expect(Array.from(v.subarray(3 * dims))).toEqual([0, 0, 0, 1]);
  });

  it('is the same for the same seed (a build is reproducible)', () => {
    const a = start();
    const b = start();
    learnWordVectors(a, dims, weights, pairs);
    learnWordVectors(b, dims, weights, pairs);
    expect(Array.from(a)).toEqual(Array.from(b));
  });

  it('is pulled back toward the distilled vectors: a stronger pull moves a word less', () => {
    const loose = start();
    const tight = start();
    learnWordVectors(loose, dims, weights, pairs, { ...LEARN_OPTIONS, epochs: 20, pull: 0 });
    learnWordVectors(tight, dims, weights, pairs, { ...LEARN_OPTIONS, epochs: 20, pull: 1 });
    const moved = (v: Float32Array) => Math.hypot(...Array.from(v.subarray(2 * dims, 3 * dims)).map((x, d) => x - (d === 2 ? 1 : 0)));
    expect(moved(tight)).toBeLessThan(moved(loose));
  });
});
