/**
 * Obtains the prompts corpus and verifies it: `npm run corpus [-- path/to/prompts.csv(.gz)]`.
 * Sources, first that exists: the argument, $CORPUS_SOURCE, ../shared/corpus/prompts.csv.gz,
 * then the pinned download. Whatever the source, the CSV's sha256 must match the pinned one.
 * Writes data/prompts.csv (gitignored); the server reads it from there (see lib/corpus/paths.ts).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { loadCorpus } from '../lib/corpus/load';
import { CORPUS_SHA256, CORPUS_URL, corpusCsvPath } from '../lib/corpus/paths';
import { buildSearchIndex } from '../lib/corpus/search';
import { corpusVocabulary } from '../lib/corpus/semantic';
import { readSnapshot, snapshotPath, writeSnapshot } from '../lib/corpus/snapshot';
import { readWordTable, WORD_VECTORS_PACKAGE, wordVectorsFile } from '../lib/corpus/word-vectors';
import { distilSemanticIndex } from '../lib/corpus/distilled-vectors';
import { titleGlosses } from '../lib/corpus/glosses';
import { loadSentenceEncoder, SENTENCE_MODEL_PACKAGE, sentenceEncoderSource } from '../lib/corpus/sentence-encoder';
import { describeWord, readWordNet, WORDNET_PACKAGE, wordNetDir } from '../lib/corpus/wordnet';

/**
 * Besides the corpus's own words, the table keeps this many of the most frequent English words (for
 * queries). With the sentence encoder each is one model call at build time (~2.5 s per thousand on 2
 * busy cores), so fewer than the 100,000 the plain word vectors kept: chosen on the dev set.
 */
const COMMON_WORDS = 100_000;
const COMMON_WORDS_DISTILLED = 30_000;

const quiet = process.argv.includes('--quiet');
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
 * current one is there. The vectors need the word-vector package (a dev dependency: read here, at
 * build time, never at run time); without it the snapshot is lexical only, and search says so.
 */
async function snapshot(target: string) {
  const vectors = wordVectorsFile();
  const encoderSource = vectors && sentenceEncoderSource();
  const tableSource = vectors && (encoderSource ? `${encoderSource}+${vectors.source}` : vectors.source);
  const wordNet = wordNetDir();
  const current = readSnapshot(target, sha256(readFileSync(target)));
  if (current && (!tableSource || current.index.semantic?.table.source === tableSource) && (!wordNet || current.index.glosses?.source === wordNet.source))
    return;
  const corpus = loadCorpus(target);
  let index = corpus.index;
  if (vectors || wordNet) {
    const started = performance.now();
    const table = vectors && readWordTable(vectors, corpusVocabulary(corpus.records), encoderSource ? COMMON_WORDS_DISTILLED : COMMON_WORDS);
    if (table) say(`word list: ${table.words.length} words from ${table.source} in ${Math.round(performance.now() - started)} ms`);
    const encoder = table && encoderSource ? await loadSentenceEncoder() : undefined;
    const semantic =
      table && encoder ? await distilSemanticIndex(corpus.records, table, encoder, { cachePath: `${target}.sentence-vectors.v8`, say }) : undefined;
    const wn = wordNet && readWordNet(wordNet);
    const glosses = wn && titleGlosses(corpus.records, { source: wn.source, describe: (word, senses) => describeWord(wn, word, senses) });
    if (glosses) say(`title glosses from ${glosses.source}`);
    index = buildSearchIndex(corpus.records, { wordTable: table, semantic, glosses });
  }
  if (vectors && !encoderSource) say(`${SENTENCE_MODEL_PACKAGE} is not installed: prompt vectors are mean word vectors`);
  if (!vectors) say(`${WORD_VECTORS_PACKAGE} is not installed: the snapshot has no vectors, and search is lexical only`);
  if (!wordNet) say(`${WORDNET_PACKAGE} is not installed: the snapshot has no title glosses`);
  writeSnapshot(target, { ...corpus, index });
  say(`wrote ${snapshotPath(target)}`);
}

main().catch((err: unknown) => {
  console.error(`[corpus] ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
