/**
 * The corpus prebuilt: records and search index serialised next to the CSV (prompts.csv.snapshot.v8),
 * written by `npm run corpus` (so by every install, build and dev start). Restoring it is many times
 * faster than parsing the CSV and indexing it, which would be most of a cold start. v8.serialize, not
 * JSON: the index is its typed arrays (./lexical-index.ts), so restoring it rebuilds only the vocabulary tree. It is used only
 * when it was made from these exact CSV bytes (sha256) by this exact pipeline (a fingerprint of what
 * the parser makes of probe rows, what tokenize/processTerm make of a probe text, the index's fields,
 * boosts and truncation, and how prompt vectors are made); anything else, and the corpus is built from
 * the CSV. Its vectors and glosses come from the committed search data (lab/search/search-vectors.bin,
 * made once by `npm run corpus -- --rebuild`); it names that file's sha256, and `npm run corpus` rebuilds the
 * snapshot when the file is another.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { deserialize, serialize } from 'node:v8';
import { type LexicalData, lexicalData } from './lexical-index';
import { type PackedBodies, packBodies, unpackBodies } from './packed-bodies';
import { parseCorpusCsv } from './parse';
import { snapshotPath } from './paths';
import { INDEX_OPTIONS, restoreSearchIndex, type SearchIndex } from './search';
import { SEMANTIC_OPTIONS, type SemanticIndex } from './semantic';
import { processTerm, tokenize } from './text';
import type { Glosses, PromptRecord } from './types';

/** Bump when the snapshot's layout changes. */
const FORMAT = 7;
/** Folding, stemming, stop words, punctuation, accents, numbers: a change to any of them changes this text's terms. */
const PROBE =
  'Act as a Linux terminal and the reviewer of my pull-requests; running tests quickly, JSON/YAML outputs, naïve café ' +
  "Übersetzer, ${variables:default}, 3D image prompts (v2.1), writing cover letters for developers' interviews.";

interface Snapshot {
  format: number;
  sha256: string;
  fingerprint: string;
  /** sha256 of the search data its vectors and glosses came from; undefined when it has none. */
  searchData?: string;
  /** Each without its body: those are in `bodies`. */
  records: PromptRecord[];
  bodies: PackedBodies;
  index: LexicalData;
  df: Map<string, number>;
  /** The word-vector table and prompt vectors (./semantic.ts). */
  semantic?: SemanticIndex;
  /** What WordNet says the titles mean. */
  glosses?: Glosses;
}

export { snapshotPath } from './paths';

/** Rows that exercise the parser's normalisation (ids, kinds, variables, contributors, e-mail handles). */
const PROBE_CSV =
  'act,prompt,for_devs,type,contributor\n' +
  '"Linux Terminal","Act as a ${shell:bash} terminal. Reply only with ${output}.",TRUE,TEXT,"someone@example.org"\n' +
  '"Linux Terminal","A second row with the same title; ${{ secrets.X }} is not a variable.",FALSE,STRUCTURED,"@handle, other@example.org"\n';

/** Computed once: a change to the parser or the text pipeline changes it, and stale snapshots are ignored. */
let cachedFingerprint: string | undefined;
function fingerprint(): string {
  cachedFingerprint ??= createHash('sha256')
    .update(JSON.stringify([FORMAT, INDEX_OPTIONS, SEMANTIC_OPTIONS, tokenize(PROBE).map(processTerm), parseCorpusCsv(PROBE_CSV)]))
    .digest('hex')
    .slice(0, 16);
  return cachedFingerprint;
}

/** The records and index saved for exactly these CSV bytes, or undefined. `bytes`: the snapshot file, when already read (./preload.ts). */
export function readSnapshot(
  csvPath: string,
  sha256: string,
  bytes?: Buffer,
): { records: PromptRecord[]; index: SearchIndex; searchData: string | undefined } | undefined {
  const path = snapshotPath(csvPath);
  if (!bytes && !existsSync(path)) return undefined;
  try {
    const started = performance.now();
    const snap = deserialize(bytes ?? readFileSync(path)) as Snapshot;
    if (snap.format !== FORMAT || snap.sha256 !== sha256 || snap.fingerprint !== fingerprint()) return undefined;
    if (!unpackBodies(snap.records, snap.bodies)) return undefined;
    const index = restoreSearchIndex(snap.index, snap.df, snap.records, started, snap.semantic, snap.glosses);
    return { records: snap.records, index, searchData: snap.searchData };
  } catch {
    return undefined; // unreadable or half-written: build from the CSV instead
  }
}

/** Writes the snapshot for a loaded corpus (atomically). `searchData`: the sha256 of the search data its index was given. */
export function writeSnapshot(csvPath: string, corpus: { sha256: string; records: PromptRecord[]; index: SearchIndex }, searchData?: string): void {
  const { records, bodies } = packBodies(corpus.records);
  const snap: Snapshot = {
    format: FORMAT,
    sha256: corpus.sha256,
    fingerprint: fingerprint(),
    searchData,
    records,
    bodies,
    index: lexicalData(corpus.index.lexical),
    df: new Map(corpus.index.df),
    semantic: corpus.index.semantic,
    glosses: corpus.index.glosses,
  };
  const path = snapshotPath(csvPath);
  writeFileSync(`${path}.tmp`, serialize(snap));
  renameSync(`${path}.tmp`, path);
}
