/**
 * analyze_corpus as a task: the handle is answered at once, the analysis runs after the response
 * (wherever runInBackground puts it), and every step lands in the task store so tasks/get on any
 * instance sees it. The stored result is the 2026-07-28 CallToolResult, `resultType: "complete"` included,
 * exactly what the call would have answered without a task. A long run (the whole corpus, a paced
 * demo) is always a task; any analysis is one when every worker slot is taken, and then waits its
 * turn in the pool's bounded queue (past it, and past the rate limit, the call is answered with the
 * tool error instead of a task). The cancel flag is read between chunks and every second while the
 * task waits, so a tasks/cancel sent to another instance stops it, queued or running; the task then
 * ends cancelled, saying how far it got.
 */
import type { CallToolResult } from '@modelcontextprotocol/server';
import type { Corpus } from '../../corpus';
import { type AnalysisService, analysisService } from '../analysis';
import { meterLater } from '../meter';
import { admission, type AnalyzeCorpusArgs, analyzeCorpusInput, busyFailure, memoised, runAnalysis } from '../tools/analyze-corpus';
import { holdTask } from './running';
import { TERMINAL_STATUSES, type TaskRecord } from './task-record';
import type { TaskStore } from './task-store';
import { recordTaskFailure } from './task-failure';
import type { TaskTool } from './task-tool';

/** Long enough to deserve a task: the whole corpus, or a deliberately paced run. */
export function isLongAnalysis(args: AnalyzeCorpusArgs): boolean {
  return args.query === '*' || args.paceMs > 0;
}

/** How often a task's work looks for a tasks/cancel made on any instance, besides each chunk. */
const CANCEL_POLL_MS = 1000;

/** analyze_corpus's task: long runs, and any run that must wait for a slot; the rest are the tool's own answer. */
export function analysisTaskTool(corpus: Corpus): TaskTool {
  return {
    name: 'analyze_corpus',
    async start(rawArgs, call) {
      const args = analyzeCorpusInput.safeParse(rawArgs ?? {});
      if (!args.success) return undefined;
      const analysis = call.serving.analysis ?? analysisService(corpus);
      const { pool } = analysis;
      if (!isLongAnalysis(args.data) && !pool.saturated(args.data.paceMs)) return undefined;
      if (!memoised(analysis, args.data)) {
        if (pool.saturated(args.data.paceMs) && !pool.canQueue(args.data.paceMs)) return busyFailure(analysis, pool.retryAfterS());
        const refused = await admission(analysis, call.ctx);
        if (refused) return refused;
      }
      // The work runs in its own span under the call's; the completed result carries a meter naming it.
      const meter = meterLater({ era: call.serving.era, transport: call.serving.transport, corpusSha256: corpus.sha256 }, 'analyze_corpus');
      return startAnalysisTask({ store: call.store, corpus, analysis, runInBackground: call.runInBackground, meter }, args.data, call.owner);
    },
  };
}

export interface AnalysisTaskDeps {
  store: TaskStore;
  corpus: Corpus;
  analysis: AnalysisService;
  runInBackground: (work: () => Promise<void>) => void;
  /** Meters the work when it runs (../meter.ts meterLater): the completed result carries its meter. */
  meter?: <R extends object>(run: () => Promise<R>) => Promise<R>;
}

export async function startAnalysisTask(deps: AnalysisTaskDeps, args: AnalyzeCorpusArgs, owner: string): Promise<TaskRecord> {
  const waits = deps.analysis.pool.saturated(args.paceMs);
  const created = await deps.store.create(
    owner,
    waits ? `Waiting for a free analysis slot (prompts matching "${args.query}")` : `Analysing prompts matching "${args.query}"`,
  );
  deps.runInBackground(() => runAnalysisTask(deps, args, created));
  return created;
}

async function runAnalysisTask(
  { store, corpus, analysis, meter = (run) => run() }: AnalysisTaskDeps,
  args: AnalyzeCorpusArgs,
  created: TaskRecord,
): Promise<void> {
  let record = created;
  const held = holdTask(store, created);
  const stop = new AbortController();
  const signal = AbortSignal.any([stop.signal, held.signal]);
  const cancelled = async () => {
    if (!stop.signal.aborted && (await store.cancelRequested(record.taskId))) stop.abort();
    return signal.aborted;
  };
  const write = async (change: Parameters<TaskStore['update']>[1]) => {
    record = await store.update(record, change);
    held.track(record);
    if (TERMINAL_STATUSES.includes(record.status)) stop.abort(); // it ended elsewhere: stop
  };
  const watch = setInterval(() => void cancelled().catch(() => undefined), CANCEL_POLL_MS);
  try {
    const result: CallToolResult = await meter(() =>
      runAnalysis(corpus, analysis, args, {
        signal,
        wait: true,
        onProgress: async (done, total) => {
          if (await cancelled()) return;
          await write({ statusMessage: `Analysed ${done} of ${total} prompts` });
        },
      }),
    );
    // Lost with the store, or ended by a shutdown: nothing of its own to record.
    if (held.signal.aborted) return;
    const output = result.structuredContent as { analyzed?: number; total?: number } | undefined;
    await (stop.signal.aborted
      ? write({
          status: 'cancelled',
          statusMessage: `Cancelled after analysing ${output?.analyzed ?? 0} of ${output?.total ?? 0} prompts`,
        })
      : write({
          status: 'completed',
          statusMessage: result.isError ? 'Finished with a tool error' : 'Analysis complete',
          result: { ...result, resultType: 'complete' } as TaskRecord['result'],
        }));
  } catch (err) {
    if (!held.signal.aborted) await recordTaskFailure(store, record, err);
  } finally {
    clearInterval(watch);
    held.release();
  }
}
