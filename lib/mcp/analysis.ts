/**
 * What analyze_corpus runs on, once per process: the pool of worker threads with its concurrency cap
 * and queue (lib/corpus/analysis-pool.ts), the memo of finished results (an analysis is deterministic
 * for its query and kind over a pinned corpus, so a repeat costs nothing), and the door's admission
 * check (a per-client rate limit on runs that do cost something). The doors pass their limits from
 * configuration; stdio and tests get the defaults.
 */
import type { ServerContext } from '@modelcontextprotocol/server';
import { type AnalysisPool, type AnalyzeResult, type Corpus, createAnalysisPool, type PoolLimits } from '../corpus';
import { instanceSlot } from '../instance-slots';
import { Lru } from '../lru';

export type Admission =
  | { ok: true }
  | { ok: false; retryAfterS: number; perMinute: number /** The refusal in full, naming whose budget ran out. */; message?: string };

export interface AnalysisOptions {
  limits?: PoolLimits;
  /** Counts one analysis that will really run for this caller (memo hits are free); undefined: no limit (stdio). */
  admit?: (ctx: ServerContext) => Promise<Admission>;
}

export interface AnalysisService {
  pool: AnalysisPool;
  /** Finished, complete results by query and kind; a few hundred bytes each. */
  memo: Lru<string, AnalyzeResult>;
  admit: (ctx: ServerContext) => Promise<Admission>;
}

/**
 * Two full-speed runs at once suit a 2-core instance (the request thread keeps its share); a room of 30
 * twice over may wait for them, and twice a room's paced demos (two per participant) run at once.
 * lib/config.ts sets the same for the HTTP doors (MCP_ANALYZE_*).
 */
export const DEFAULT_ANALYSIS_LIMITS: PoolLimits = { concurrency: 2, queue: 60, paced: 120 };
const MEMO_ENTRIES = 256;

type Kept = { pool: AnalysisPool; memo: Lru<string, AnalyzeResult> };
// Once per process, by the corpus's sha256: each route's bundle may hold its own copy of this module, and
// the cap is per process (the records are in the same order in every copy of the same CSV).
const services = () => instanceSlot('analysis-services', () => new Map<string, Kept>());

/** The process's analysis service for this corpus: one pool and memo per corpus, whoever asks first sets the limits. */
export function analysisService(corpus: Corpus, { limits = DEFAULT_ANALYSIS_LIMITS, admit }: AnalysisOptions = {}): AnalysisService {
  const shared = services();
  let kept = shared.get(corpus.sha256);
  if (!kept) {
    kept = { pool: createAnalysisPool(corpus.records, limits), memo: new Lru(MEMO_ENTRIES) };
    shared.set(corpus.sha256, kept);
  }
  return { ...kept, admit: admit ?? (async () => ({ ok: true })) };
}

/** A service of its own, shared with nobody (tests that need their own cap, queue or memo). */
export function createAnalysisService(corpus: Corpus, { limits = DEFAULT_ANALYSIS_LIMITS, admit }: AnalysisOptions = {}): AnalysisService {
  return { pool: createAnalysisPool(corpus.records, limits), memo: new Lru(MEMO_ENTRIES), admit: admit ?? (async () => ({ ok: true })) };
}

export const memoKey = (query: string, kind: string | undefined) => JSON.stringify([query, kind ?? null]);
