/**
 * The work behind `analyze_corpus`: phrase, variable and kind counts over a set of prompts, done in
 * chunks so a long run reports progress, yields to the event loop, and stops promptly when aborted.
 * It runs in a worker thread (./analysis-pool.ts), never on the thread that answers requests.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { isStopword, tokenize } from './text';
import type { PromptKind, PromptRecord } from './types';

/** What an analysis reads of a prompt: what a worker thread is sent once (the head of each body is enough). */
export type AnalyzableRecord = Pick<PromptRecord, 'body' | 'kind' | 'length'> & { variables: readonly { name: string }[] };

export interface AnalyzeOptions {
  signal?: AbortSignal;
  /** Called after each chunk with records done so far and the total; awaited, so it can send a notification. */
  onProgress?: (done: number, total: number) => Promise<void> | void;
  /** Records per chunk (default 50). */
  chunkSize?: number;
  /** Longest word n-gram counted: 2 (pairs) or 3 (pairs and triples; default). */
  ngram?: 2 | 3;
  /** Pause after each chunk, so a demo run is slow enough to cancel (default 0; the tool bounds it 0..200). */
  delayMsPerChunk?: number;
}

export interface AnalyzeResult {
  /** Records processed before the end or the abort. */
  analyzed: number;
  total: number;
  stoppedEarly: boolean;
  /** Word 2-3-grams by the number of prompts containing them (top 15). */
  topPhrases: { phrase: string; count: number }[];
  /** Variable names by the number of prompts declaring them (top 15). */
  sharedVariables: { name: string; count: number }[];
  kinds: Record<PromptKind, number>;
  /** Mean body length of the analyzed records (0 if none). */
  averageLength: number;
}

const TOP = 15;
/**
 * Phrases are counted in the first N chars of each body: the part that says what the prompt is
 * (the same head the search index reads). Counting whole bodies triples the distinct n-grams
 * to track and the run time, mostly with fragments of code and JSON.
 */
export const PHRASE_SCAN_CHARS = 1000;

/** Distinct n-grams (n = 2..max) of one body's head, skipping grams made only of stopwords ("i want you"). */
function phrasesOf(body: string, max: 2 | 3): Set<string> {
  const words: string[] = [];
  for (const raw of tokenize(body.slice(0, PHRASE_SCAN_CHARS))) {
    if (raw && /[\p{L}\p{N}]/u.test(raw)) words.push(raw.toLowerCase());
  }
  const stop = words.map(isStopword);
  const found = new Set<string>();
  for (let i = 0; i + 1 < words.length; i++) {
    const pair = `${words[i]} ${words[i + 1]}`;
    if (!(stop[i] && stop[i + 1])) found.add(pair);
    if (max === 3 && i + 2 < words.length && !(stop[i] && stop[i + 1] && stop[i + 2])) found.add(`${pair} ${words[i + 2]}`);
  }
  return found;
}

/** a ranks before b: more prompts, then alphabetical (the order a full sort would give). */
const before = (a: [string, number], b: [string, number]) => a[1] > b[1] || (a[1] === b[1] && a[0] < b[0]);

/**
 * The n best entries, in order, by one pass that keeps only those n: the whole corpus has ~200,000
 * distinct phrases, and sorting them all to keep 15 was most of a run's CPU (0.8–1.2 s of 1.3 s).
 * Nearly every entry is rejected by one comparison with the worst kept.
 */
export function topEntries(counts: ReadonlyMap<string, number>, n: number): [string, number][] {
  const kept: [string, number][] = [];
  if (n <= 0) return kept;
  for (const entry of counts) {
    if (kept.length === n && !before(entry, kept[n - 1]!)) continue;
    let i = kept.length === n ? n - 1 : kept.length;
    if (kept.length === n) kept.pop();
    while (i > 0 && before(entry, kept[i - 1]!)) i--;
    kept.splice(i, 0, entry);
  }
  return kept;
}

export async function analyzeMatches(records: readonly AnalyzableRecord[], opts: AnalyzeOptions = {}): Promise<AnalyzeResult> {
  const total = records.length;
  const chunkSize = Math.max(1, Math.floor(opts.chunkSize ?? 50));
  const max = opts.ngram ?? 3;
  const delay = Math.max(0, opts.delayMsPerChunk ?? 0);
  const phrases = new Map<string, number>();
  const variables = new Map<string, number>();
  const kinds: Record<PromptKind, number> = { text: 0, structured: 0, image: 0 };
  let analyzed = 0;
  let lengthSum = 0;
  let stoppedEarly = false;

  while (analyzed < total) {
    if (opts.signal?.aborted) {
      stoppedEarly = true;
      break;
    }
    for (const r of records.slice(analyzed, analyzed + chunkSize)) {
      for (const p of phrasesOf(r.body, max)) phrases.set(p, (phrases.get(p) ?? 0) + 1);
      for (const v of r.variables) variables.set(v.name, (variables.get(v.name) ?? 0) + 1);
      kinds[r.kind]++;
      lengthSum += r.length;
      analyzed++;
    }
    await opts.onProgress?.(analyzed, total);
    // yield a macrotask turn (or the demo delay) so an abort — a closed stream, a cancel notification — can land
    await sleep(delay);
  }

  return {
    analyzed,
    total,
    stoppedEarly,
    topPhrases: topEntries(phrases, TOP).map(([phrase, count]) => ({ phrase, count })),
    sharedVariables: topEntries(variables, TOP).map(([name, count]) => ({ name, count })),
    kinds,
    averageLength: analyzed ? Math.round(lengthSum / analyzed) : 0,
  };
}
