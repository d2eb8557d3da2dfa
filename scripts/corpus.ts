/**
 * Obtains the prompts corpus and verifies it: `npm run corpus [-- path/to/prompts.csv(.gz)]`.
 * Sources, first that exists: the argument, $CORPUS_SOURCE, ../shared/corpus/prompts.csv.gz,
 * then the pinned download. Whatever the source, the CSV's sha256 must match the pinned one.
 * Writes data/prompts.csv (gitignored); the server reads it from there (see lib/corpus/paths.ts).
 * Then the snapshot beside it (lib/corpus/snapshot.ts), its vectors and glosses from the committed,
 * checked search data (lab/search/search-data.ts): seconds, and no model runs.
 *   --rebuild  first derives the search data again with the sentence encoder (lab/search/rebuild.ts; minutes)
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { loadCorpus } from '../lib/corpus/load';
import { CORPUS_SHA256, CORPUS_URL, corpusCsvPath } from '../lib/corpus/paths';
import { buildSearchIndex } from '../lib/corpus/search';
import { readSnapshot, snapshotPath, writeSnapshot } from '../lib/corpus/snapshot';
import { rebuildSearchData } from '../lab/search/rebuild';
import { readSearchData, semanticIndexOf } from '../lab/search/search-data';

const quiet = process.argv.includes('--quiet');
const rebuild = process.argv.includes('--rebuild');
const explicit = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? process.env.CORPUS_SOURCE;
const say = (msg: string) => quiet || console.error(`[corpus] ${msg}`);

function sha256(buf: Buffer): string {
  return createHash('sha256').update(buf).digest('hex');
}

function decode(buf: Buffer): Buffer {
  // gzip magic bytes, whatever the file is called
  return buf[0] === 0x1f && buf[1] === 0x8b ? gunzipSync(buf) : buf;
}

async function obtain(): Promise<{ csv: Buffer; from: string }> {
  if (explicit) {
    const p = resolve(explicit);
    if (!existsSync(p)) throw new Error(`corpus source ${p} does not exist (from ${process.argv[2] ? 'the argument' : 'CORPUS_SOURCE'})`);
    return { csv: decode(readFileSync(p)), from: p };
  }
  const shared = resolve(process.cwd(), '..', 'shared', 'corpus', 'prompts.csv.gz');
  if (existsSync(shared)) return { csv: decode(readFileSync(shared)), from: shared };
  say(`no local copy; downloading the pinned CSV from ${CORPUS_URL}`);
  const res = await fetch(CORPUS_URL, { signal: AbortSignal.timeout(60_000) });
  if (!res.ok) throw new Error(`download failed: HTTP ${res.status} from ${CORPUS_URL}`);
  return { csv: Buffer.from(await res.arrayBuffer()), from: CORPUS_URL };
}

async function main() {
  const target = corpusCsvPath();
  if (!explicit && existsSync(target) && sha256(readFileSync(target)) === CORPUS_SHA256) {
    say(`${target} already present and verified`);
    await snapshot(target);
    return;
  }
  const { csv, from } = await obtain();
  const got = sha256(csv);
  if (got !== CORPUS_SHA256) {
    throw new Error(
      `sha256 mismatch for the corpus from ${from}:\n  expected ${CORPUS_SHA256}\n  got      ${got}\n` +
        'Refusing it. Point `npm run corpus -- <path>` at the pinned prompts.csv (or its .gz).',
    );
  }
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(`${target}.tmp`, csv);
  renameSync(`${target}.tmp`, target); // atomic: a half-written corpus is never read
  say(`verified ${csv.length} bytes (sha256 ${got.slice(0, 12)}…) from ${from} → ${target}`);
  await snapshot(target);
}

/**
 * The prebuilt records, index and prompt vectors beside the CSV (lib/corpus/snapshot.ts), unless a
 * current one is there: made from the CSV and the committed search data, read and checked here (its
 * sha256, and the fingerprint of what it was derived from). Whatever packages are installed, the
 * snapshot is the same.
 */
async function snapshot(target: string) {
  const csv = readFileSync(target);
  if (rebuild) {
    say('rebuilding the search data with the sentence encoder (minutes)');
    await rebuildSearchData(csv, say);
  }
  const { data, manifest } = readSearchData(csv);
  const current = readSnapshot(target, sha256(csv));
  if (current && current.searchData === manifest.sha256) {
    say(`${snapshotPath(target)} is current`);
    return;
  }
  const corpus = loadCorpus(target);
  const index = buildSearchIndex(corpus.records, { semantic: semanticIndexOf(data), glosses: data.glosses });
  writeSnapshot(target, { ...corpus, index }, manifest.sha256);
  say(`wrote ${snapshotPath(target)} (search data ${manifest.sha256.slice(0, 12)}…, verified)`);
}

main().catch((err: unknown) => {
  console.error(`[corpus] ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
