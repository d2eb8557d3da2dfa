/**
 * The worker thread behind analyze_corpus (started by ./analysis-pool.ts). It is handed the corpus
 * once, as the heads of its bodies (workerData), and then runs the analyses it is sent: `run` names
 * the prompts by their place in the corpus, `abort` stops that run between chunks (its partial result
 * still comes back, stoppedEarly). A slot's thread is sent one run at a time; a thread that paced runs
 * share is sent many, which interleave (each yields between chunks). Only this module and ./analyze are in its bundle.
 * It runs at a low CPU priority (nice 10), below the request thread.
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { type AnalyzableRecord, analyzeMatches } from './analyze';
import type { PoolReply, PoolRequest } from './analysis-protocol';

// Background work: on Linux this thread alone gets a low CPU priority (setpriority on its thread id), so
// while analyses keep every core busy, the thread that answers requests still runs at once. Nice 10, not
// 19: at 19 an analysis starves beside any busy process (a task can wait minutes); at 10 it still yields
// to the request thread at once and keeps making progress.
try {
  const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
  if (tid > 0) setPriority(tid, 10);
} catch {
  /* not Linux, or not allowed: scheduled like any thread */
}

const records = (workerData as { records: AnalyzableRecord[] }).records;
const port = parentPort;
const runs = new Map<number, AbortController>();

port?.on('message', (msg: PoolRequest) => {
  if (msg.type === 'abort') {
    runs.get(msg.job)?.abort();
    return;
  }
  void run(msg.job, msg.indices, msg.paceMs);
});

async function run(job: number, indices: Int32Array | undefined, paceMs: number): Promise<void> {
  const stop = new AbortController();
  runs.set(job, stop);
  const reply = (m: PoolReply) => port?.postMessage(m);
  try {
    const subset = indices ? Array.from(indices, (i) => records[i]!) : records;
    const result = await analyzeMatches(subset, {
      signal: stop.signal,
      delayMsPerChunk: paceMs,
      onProgress: (done, total) => reply({ type: 'progress', job, done, total }),
    });
    reply({ type: 'done', job, result });
  } catch (err) {
    reply({ type: 'error', job, message: err instanceof Error ? err.message : String(err) });
  } finally {
    runs.delete(job);
  }
}
