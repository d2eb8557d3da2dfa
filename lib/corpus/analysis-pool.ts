/**
 * analyze_corpus off the event loop, in worker threads handed the corpus once and kept for the next run.
 * Two kinds of run, each with its own bounded room:
 * - Full-speed runs (paceMs 0) take a slot each: at most `concurrency` at once, each alone on its own
 *   thread. Past it a run that can wait (a plain call, a task) waits its turn in a queue of `queue`
 *   places and is told its place (onQueued); past the queue it is refused (AnalysisBusyError).
 * - Paced runs (demos: the tour's and the playground's, paceMs > 0) spend seconds waiting and ~0.3 s
 *   of CPU, so they never hold a slot: they run interleaved on `concurrency` threads of their own, at most
 *   PACED_PER_THREAD on each at once (each run holds its phrase counts, tens of MB, while it runs), and up
 *   to `paced` of them are taken at once, the rest of those waiting their turn in their own queue (told
 *   their place). Past `paced` they are refused.
 * A run marked `accepted` (a task whose handle was already answered) is never refused: the bound was
 * checked when it was accepted, and a task must not be accepted and then fail as busy. Every waiting or
 * running job holds a closure and at most the record places it reads (an Int32Array of ≤ the corpus's
 * count), so the bounds in count are bounds in bytes.
 *
 * Aborting a run signals its worker, which stops between chunks; a slot's worker that does not answer
 * within a grace period is terminated and replaced. Where worker threads cannot start (a runtime without
 * them, a worker file that would not load) the pool runs the same analysis in process, chunked and
 * yielding between chunks, under the same bounds, and says so once on stderr.
 */
import { Worker } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { type AnalyzableRecord, type AnalyzeResult, PHRASE_SCAN_CHARS, analyzeMatches } from './analyze';
import type { PoolReply, PoolRequest } from './analysis-protocol';
import type { PromptRecord } from './types';

export interface PoolLimits {
  /** Full-speed analyses running at once in this process; also the number of threads paced runs share. */
  concurrency: number;
  /** Full-speed analyses that may wait for a turn. */
  queue: number;
  /** Paced analyses running at once. */
  paced: number;
}

export interface PoolRun {
  /** Places in the corpus's record order; absent: the whole corpus. */
  indices?: Int32Array;
  paceMs: number;
  signal?: AbortSignal;
  onProgress?: (done: number, total: number) => void;
  /** Told once when a run must wait: how many runs are ahead of it. */
  onQueued?: (ahead: number) => void;
  /** Wait for a turn (bounded by the queue) rather than be refused while every slot is taken. */
  wait: boolean;
  /** Already accepted (a task's handle was answered): waits or runs even past the bounds, never refused. */
  accepted?: boolean;
}

/** Every slot is taken (and, for a caller who can wait, the queue is full). */
export class AnalysisBusyError extends Error {
  override readonly name = 'AnalysisBusyError';
  constructor(
    readonly retryAfterS: number,
    readonly queued: boolean,
  ) {
    super(`every analysis slot is taken; retry after ${retryAfterS} s`);
  }
}

export interface PoolStats {
  /** Full-speed runs holding a slot. */
  running: number;
  /** Paced runs, in their own places. */
  paced: number;
  queued: number;
  /** Worker threads alive now (idle ones included). */
  threads: number;
  /** False once worker threads proved unavailable here: analyses run in process. */
  usingThreads: boolean;
}

export interface AnalysisPool {
  run(job: PoolRun): Promise<AnalyzeResult>;
  /** Would a run with this pace started now have to wait (or, paced, be refused)? */
  saturated(paceMs?: number): boolean;
  /** Would a run that can wait be taken now (a place in the queue, or a paced place)? */
  canQueue(paceMs?: number): boolean;
  /** When a slot is likely to free, in whole seconds (at least 1). */
  retryAfterS(): number;
  stats(): PoolStats;
  /** Ends every worker (tests, scripts). */
  close(): Promise<void>;
}

/** How long a worker has to stop after an abort before it is terminated. */
const ABORT_GRACE_MS = 1000;
/** Paced runs going at once on one shared thread: bounds the memory their counts hold. */
export const PACED_PER_THREAD = 4;
/** How long an unused worker thread is kept for the next run. */
const IDLE_THREAD_MS = 60_000;

/**
 * Where the sources run as TypeScript (vitest, the stdio bin under tsx) the worker starts from a
 * two-line bootstrap that registers tsx's loader in the thread, then imports the worker's source:
 * Node 20 does not apply an `--import`ed loader to a worker's own entry. Resolved at run time, out
 * of any bundler's sight, from tsx's exports map.
 */
function sourceWorker(options: { workerData: unknown; name: string }): Worker {
  const { createRequire } = process.getBuiltinModule('node:module') as typeof import('node:module');
  const { dirname, join } = process.getBuiltinModule('node:path') as typeof import('node:path');
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('tsx/package.json');
  const exported = (require(manifest) as { exports: Record<string, { import: { default: string } }> }).exports['./esm/api']!.import.default;
  const api = pathToFileURL(join(dirname(manifest), exported)).href;
  const entry = import.meta.url.replace(/analysis-pool\.ts$/, 'analyze-worker.ts');
  const code = `import(${JSON.stringify(api)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(code, { ...options, eval: true });
}

function emptyResult(total: number, analyzed = 0): AnalyzeResult {
  return { analyzed, total, stoppedEarly: true, topPhrases: [], sharedVariables: [], kinds: { text: 0, structured: 0, image: 0 }, averageLength: 0 };
}

export function createAnalysisPool(corpus: readonly PromptRecord[], limits: PoolLimits): AnalysisPool {
  let heads: AnalyzableRecord[] | undefined;
  const analyzable = () =>
    (heads ??= corpus.map((r) => ({
      body: r.body.slice(0, PHRASE_SCAN_CHARS),
      kind: r.kind,
      length: r.length,
      variables: r.variables.map((v) => ({ name: v.name })),
    })));
  /** Slot threads with no run, kept for the next one. */
  const idle: Thread[] = [];
  /** Threads that paced runs share. */
  const shared: Thread[] = [];
  const live = new Set<Thread>();
  const waiting: { start: () => void; abandon: () => void }[] = [];
  const running = new Map<number, { endsAt: number }>();
  /** Paced runs taken: going, and waiting in `pacedWaiting`. */
  let pacedRunning = 0;
  let pacedGoing = 0;
  const pacedWaiting: { start: () => void; abandon: () => void }[] = [];
  let usingThreads = true;
  let nextJob = 1;
  /** ms of CPU per record, learned from runs; it starts at the dear end of what whole-corpus runs cost, so a first estimate errs long. */
  let msPerRecord = 0.4;

  const spawn = (): Thread => {
    const options = { workerData: { records: analyzable() }, name: 'analyze_corpus' };
    // Next.js (NEXT_RUNTIME set) bundles the entry named here with Turbopack and ships it with the route;
    // the stdio bin (dist/stdio.mjs) has its compiled worker beside it; sources (vitest, tsx) bootstrap tsx.
    const worker = process.env.NEXT_RUNTIME
      ? new Worker(new URL('./analyze-worker.ts', import.meta.url), options)
      : import.meta.url.endsWith('.mjs')
        ? new Worker(new URL(import.meta.url.replace(/[^/]+\.mjs$/, 'analyze-worker.mjs')), options)
        : sourceWorker(options);
    worker.unref(); // an idle worker never keeps a process (stdio, tests) alive
    const thread: Thread = { worker, jobs: new Map() };
    live.add(thread);
    // One listener of each kind per thread, dispatching by job: a shared thread runs many jobs at once.
    worker.on('message', (msg: PoolReply) => thread.jobs.get(msg.job)?.message(msg));
    worker.on('error', (err) => {
      for (const job of [...thread.jobs.values()]) job.error(err);
    });
    worker.once('exit', (code) => {
      live.delete(thread);
      unlist(thread);
      for (const job of [...thread.jobs.values()]) job.exit(code);
    });
    return thread;
  };

  const unlist = (thread: Thread) => {
    for (const list of [idle, shared]) {
      const at = list.indexOf(thread);
      if (at >= 0) list.splice(at, 1);
    }
  };
  /** Out of every list first (nothing can pick it while it exits), then ended. */
  const retire = (thread: Thread) => {
    if (thread.jobs.size > 0) return;
    unlist(thread);
    void thread.worker.terminate();
  };

  /** The shared thread with the fewest paced runs, or a new one while there are fewer than `concurrency`. */
  const sharedThread = (): Thread => {
    const least = shared.reduce<Thread | undefined>((best, t) => (!best || t.jobs.size < best.jobs.size ? t : best), undefined);
    if (least && (least.jobs.size === 0 || shared.length >= Math.max(1, limits.concurrency))) return least;
    const thread = spawn();
    shared.push(thread);
    return thread;
  };

  function inProcess(job: PoolRun): Promise<AnalyzeResult> {
    const records = analyzable();
    const subset = job.indices ? Array.from(job.indices, (i) => records[i]!) : records;
    return analyzeMatches(subset, { signal: job.signal, delayMsPerChunk: job.paceMs, onProgress: job.onProgress });
  }

  function onThread(job: PoolRun, id: number, total: number): Promise<AnalyzeResult> {
    const paced = job.paceMs > 0;
    let thread: Thread;
    try {
      thread = paced ? sharedThread() : (idle.pop() ?? spawn());
    } catch (err) {
      return fallBack(err, job);
    }
    thread.worker.ref(); // a run in progress keeps the process alive; an idle worker does not
    clearTimeout(thread.retire);
    return new Promise<AnalyzeResult>((resolve, reject) => {
      let heard = false;
      let lastDone = 0;
      let grace: ReturnType<typeof setTimeout> | undefined;
      /** `healthy`: the thread may take the next run; otherwise it is ended (its other jobs end with it). */
      const finish = (healthy: boolean) => {
        thread.jobs.delete(id);
        job.signal?.removeEventListener('abort', onAbort);
        if (grace) clearTimeout(grace);
        if (!healthy) return void thread.worker.terminate();
        if (thread.jobs.size === 0) {
          thread.worker.unref();
          // A thread (its isolate and its copy of the corpus's heads) that stays unused is ended: after a
          // room, the instance returns to its resting size.
          thread.retire = setTimeout(() => retire(thread), IDLE_THREAD_MS).unref();
        }
        if (!paced) idle.push(thread);
      };
      const onAbort = () => {
        thread.worker.postMessage({ type: 'abort', job: id } satisfies PoolRequest);
        // A worker that does not stop in time is ended (a shared one is only left: its other runs go on);
        // the partial counts are lost, the count analysed is not.
        grace = setTimeout(() => {
          finish(paced);
          resolve(emptyResult(total, lastDone));
        }, ABORT_GRACE_MS);
      };
      thread.jobs.set(id, {
        message(msg) {
          heard = true;
          if (msg.type === 'progress') {
            lastDone = msg.done;
            job.onProgress?.(msg.done, msg.total);
          } else if (msg.type === 'done') {
            finish(true);
            resolve(msg.result);
          } else {
            finish(true);
            reject(new Error(`analysis worker: ${msg.message}`));
          }
        },
        error(err) {
          finish(false);
          // A worker that never said a word could not load: analyse here from now on.
          if (!heard) fallBack(err, job).then(resolve, reject);
          else reject(err);
        },
        exit(code) {
          finish(false);
          if (job.signal?.aborted) resolve(emptyResult(total, lastDone));
          else reject(new Error(`analysis worker exited (code ${code})`));
        },
      });
      job.signal?.addEventListener('abort', onAbort, { once: true });
      const request: PoolRequest = { type: 'run', job: id, paceMs: job.paceMs, ...(job.indices ? { indices: job.indices } : {}) };
      thread.worker.postMessage(request);
      if (job.signal?.aborted) onAbort();
    });
  }

  function fallBack(err: unknown, job: PoolRun): Promise<AnalyzeResult> {
    if (usingThreads) {
      usingThreads = false;
      console.error('[analysis] worker threads are unavailable here; analysing in process, in chunks:', err instanceof Error ? err.message : err);
    }
    return inProcess(job);
  }

  async function start(job: PoolRun): Promise<AnalyzeResult> {
    const id = nextJob++;
    const total = job.indices?.length ?? corpus.length;
    const startedAt = Date.now();
    const go = () => (usingThreads ? onThread(job, id, total) : inProcess(job));
    if (job.paceMs > 0) {
      pacedGoing += 1;
      try {
        return await go();
      } finally {
        pacedGoing -= 1;
        pacedRunning -= 1;
        pacedWaiting.shift()?.start();
      }
    }
    running.set(id, { endsAt: startedAt + total * msPerRecord });
    try {
      const result = await go();
      if (!result.stoppedEarly && total >= 200) msPerRecord = 0.7 * msPerRecord + (0.3 * (Date.now() - startedAt)) / total;
      return result;
    } finally {
      running.delete(id);
      waiting.shift()?.start();
    }
  }

  const pool: AnalysisPool = {
    saturated: (paceMs = 0) => (paceMs > 0 ? pacedRunning >= limits.paced : running.size >= limits.concurrency),
    canQueue: (paceMs = 0) => (paceMs > 0 ? pacedRunning < limits.paced : waiting.length < limits.queue),
    retryAfterS() {
      const now = Date.now();
      const soonest = Math.min(...[...running.values()].map((r) => r.endsAt - now));
      const waits = Math.floor(waiting.length / Math.max(1, limits.concurrency));
      return Math.max(1, Math.ceil((Number.isFinite(soonest) ? Math.max(0, soonest) : 0) / 1000) + waits);
    },
    stats: () => ({ running: running.size, paced: pacedRunning, queued: waiting.length + pacedWaiting.length, threads: live.size, usingThreads }),
    async run(job) {
      if (job.paceMs > 0) {
        if (pacedRunning >= limits.paced && !job.accepted) throw new AnalysisBusyError(pool.retryAfterS(), false);
        pacedRunning += 1;
        if (pacedGoing < Math.max(1, limits.concurrency) * PACED_PER_THREAD) return start(job);
        return wait(job, pacedWaiting, pacedGoing, () => (pacedRunning -= 1));
      }
      if (running.size < limits.concurrency) return start(job);
      if (!job.accepted && (!job.wait || waiting.length >= limits.queue)) throw new AnalysisBusyError(pool.retryAfterS(), job.wait);
      return wait(job, waiting, running.size);
    },
    async close() {
      await Promise.all([...live].map((t) => t.worker.terminate()));
    },
  };

  /** Waits in `line` for its turn (then runs); an abort while waiting leaves the line with an empty result. */
  function wait(job: PoolRun, line: { start: () => void; abandon: () => void }[], going: number, left = () => {}): Promise<AnalyzeResult> {
    const total = job.indices?.length ?? corpus.length;
    return new Promise<AnalyzeResult>((resolve, reject) => {
      const entry = {
        start: () => {
          job.signal?.removeEventListener('abort', entry.abandon);
          start(job).then(resolve, reject);
        },
        abandon: () => {
          const at = line.indexOf(entry);
          if (at >= 0) line.splice(at, 1);
          left();
          resolve(emptyResult(total));
        },
      };
      if (job.signal?.aborted) {
        left();
        return resolve(emptyResult(total));
      }
      job.signal?.addEventListener('abort', entry.abandon, { once: true });
      line.push(entry);
      job.onQueued?.(line.length - 1 + going);
    });
  }
  return pool;
}

/** A worker thread and the runs it has now (one for a slot's thread, many for a shared one). */
interface Thread {
  worker: Worker;
  jobs: Map<number, { message: (msg: PoolReply) => void; error: (err: Error) => void; exit: (code: number) => void }>;
  /** Ends the thread once it has been unused for IDLE_THREAD_MS. */
  retire?: ReturnType<typeof setTimeout>;
}
