/** Reads prompts.csv once per process and builds everything derived from it. */
import 'server-only';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { parseCorpusCsv } from './parse';
import { corpusCsvPath } from './paths';
import { takePreloadedCorpusFiles } from './preload';
import { buildSearchIndex, type SearchIndex } from './search';
import { readSnapshot } from './snapshot';
import { computeStats, type CorpusStats } from './stats';
import type { PromptRecord } from './types';

export interface Corpus {
  records: PromptRecord[];
  byId: Map<string, PromptRecord>;
  /** sha256 of the raw CSV bytes, as read. */
  sha256: string;
  count: number;
  index: SearchIndex;
  stats: CorpusStats;
}

/** The corpus file is absent: an operator mistake with a known fix, so the message is the fix. */
export class CorpusMissingError extends Error {
  readonly path: string;
  constructor(path: string) {
    super(
      `The prompts corpus was not found at ${path}. ` +
        'Run `npm run corpus` (it copies ../shared/corpus/prompts.csv.gz or downloads the pinned CSV), or set CORPUS_PATH.',
    );
    this.name = 'CorpusMissingError';
    this.path = path;
  }
}

export function loadCorpus(path: string = corpusCsvPath()): Corpus {
  // read and hashed at startup off this thread when instrumentation.ts got to it first (./preload.ts)
  const preloaded = takePreloadedCorpusFiles(path);
  if (!preloaded && !existsSync(path)) throw new CorpusMissingError(path);
  const raw = preloaded?.csv ?? readFileSync(path);
  const sha256 = preloaded?.sha256 ?? createHash('sha256').update(raw).digest('hex');
  // the prebuilt snapshot when it matches these bytes (most of a cold start saved), else parse and index
  const snapshot = readSnapshot(path, sha256, preloaded?.snapshot);
  const records = snapshot?.records ?? parseCorpusCsv(raw);
  let stats: CorpusStats | undefined;
  return {
    records,
    byId: new Map(records.map((r) => [r.id, r])),
    sha256,
    count: records.length,
    index: snapshot?.index ?? buildSearchIndex(records),
    // computed when first asked for (the stats resource and tool, the tour's page), not before a first search
    get stats() {
      stats ??= computeStats(records);
      return stats;
    },
  };
}

let memo: Corpus | undefined;

/** The process-wide corpus: loaded on first use, shared by every request after that. */
export function getCorpus(): Corpus {
  memo ??= loadCorpus();
  return memo;
}
