/** The build-time reader of the word-vector package (lab/search/build/word-vectors.ts), on a file in its layout: keeps the wanted and the most frequent words, sorted, as unit int8 rows. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readWordTable } from '../../lab/search/build/word-vectors';

const dir = mkdtempSync(join(tmpdir(), 'word-vectors-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// the package's layout: header, the words list (it may hold "]"), then the vectors, most frequent first
const vectors: Record<string, number[]> = {
  the: [3, 4, 0, 5, 0],
  ']': [1, 0, 0, 1, 1],
  cat: [0, 2, 0, 2, 2],
  'say "hi"': [1, 1, 1, 1.7, 3],
  dog: [0, 0, -3, 3, 4],
  zebra: [1, 0, 0, 1, 5],
};
const path = join(dir, 'vectors.json');
writeFileSync(
  path,
  JSON.stringify({ precision: 8, l2NormIndex: 3, wordIndex: 4, size: 6, dimensions: 3, words: Object.keys(vectors), vectors, unkVector: [0, 0, 0, 0] }),
);

describe('readWordTable', () => {
  it('keeps the wanted words and the first common plain words, sorted, each a unit vector within int8 precision', () => {
    const table = readWordTable({ path, source: 'test@1' }, new Set(['zebra', 'say "hi"']), 2);
    expect(table.words).toEqual(['cat', 'say "hi"', 'the', 'zebra']);
    expect(table.dims).toBe(3);
    const row = (w: string) =>
      Array.from(table.vectors.subarray(table.words.indexOf(w) * 3, table.words.indexOf(w) * 3 + 3), (x) => x * table.scales[table.words.indexOf(w)]!);
    const the = row('the');
    expect(the[0]).toBeCloseTo(0.6, 2);
    expect(the[1]).toBeCloseTo(0.8, 2);
    expect(Math.hypot(...row('cat'))).toBeCloseTo(1, 2);
  });

  it("keeps each word's frequency rank in the package's list, for SIF weights", () => {
    const table = readWordTable({ path, source: 'test@1' }, new Set(['zebra', 'say "hi"']), 2);
    expect(Array.from(table.ranks)).toEqual([2, 3, 0, 5]); // cat, say "hi", the, zebra
    expect(table.listed).toBe(6);
  });
});
