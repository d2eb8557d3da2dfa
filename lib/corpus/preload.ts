/**
 * The corpus files read off the main thread while the server boots: instrumentation.ts starts it, and
 * the first getCorpus() (./load.ts) takes the bytes and the CSV's sha256 instead of reading 23 MB and
 * hashing 3 MB on the thread that answers the first request. readFile and WebCrypto's digest both run
 * on libuv's pool, in parallel with Next.js loading itself. What is not taken within KEEP_MS is dropped,
 * so an instance that never needs the corpus (an issuer route) holds nothing.
 */
import { readFile } from 'node:fs/promises';
import { instanceSlot } from '../instance-slots';
import { snapshotPath } from './paths';

export interface CorpusFiles {
  csv: Buffer;
  sha256: string;
  /** undefined when there is no snapshot beside the CSV. */
  snapshot: Buffer | undefined;
}

const KEEP_MS = 30_000;

// Once per process: instrumentation and each route are bundled apart, each with its own copy of this module.
const preloaded = () => instanceSlot('corpus-preload', () => new Map<string, CorpusFiles>());

async function readCorpusFiles(csvPath: string): Promise<CorpusFiles> {
  const [csv, snapshot] = await Promise.all([readFile(csvPath), readFile(snapshotPath(csvPath)).catch(() => undefined)]);
  const digest = await crypto.subtle.digest('SHA-256', csv);
  return { csv, sha256: Buffer.from(digest).toString('hex'), snapshot };
}

/** Starts reading `csvPath` and its snapshot; never rejects (a missing file is found again, and reported, at first use). */
export function preloadCorpusFiles(csvPath: string): void {
  readCorpusFiles(csvPath).then(
    (files) => {
      preloaded().set(csvPath, files);
      setTimeout(() => preloaded().delete(csvPath), KEEP_MS).unref();
    },
    () => undefined,
  );
}

/** The preloaded files of `csvPath` if they are ready, handed over once. */
export function takePreloadedCorpusFiles(csvPath: string): CorpusFiles | undefined {
  const files = preloaded().get(csvPath);
  preloaded().delete(csvPath);
  return files;
}
