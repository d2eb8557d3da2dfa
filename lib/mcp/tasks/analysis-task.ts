/**
 * analyze_corpus as a task: the handle is answered at once, the analysis runs after the response
 * (wherever runInBackground puts it), and every step lands in the task store so tasks/get on any
 * instance sees it. The stored result is the 2026-07-28 CallToolResult, `resultType: "complete"` included,
 * exactly what the call would have answered without a task. Between chunks the worker reads the cancel flag, so a tasks/cancel sent to
 * another instance stops it; the task then ends cancelled, saying how far it got.
 */
import type { Corpus } from '../../corpus';
import { meterLater } from '../meter';
import { type AnalyzeCorpusArgs, analyzeCorpusInput, runAnalysis } from '../tools/analyze-corpus';
import type { TaskRecord } from './task-record';
import type { TaskStore } from './task-store';
import { recordTaskFailure } from './task-failure';
import type { TaskTool } from './task-tool';

/** Long enough to deserve a task: the whole corpus, or a deliberately paced run. */
export function isLongAnalysis(args: AnalyzeCorpusArgs): boolean {
  return args.query === '*' || args.paceMs > 0;
}

/** analyze_corpus's task: long runs only; invalid arguments and short runs are the tool's own answer. */
export function analysisTaskTool(corpus: Corpus): TaskTool {
  return {
    name: 'analyze_corpus',
    async start(rawArgs, call) {
      const args = analyzeCorpusInput.safeParse(rawArgs ?? {});
      if (!args.success || !isLongAnalysis(args.data)) return undefined;
      // The work runs in its own span under the call's; the completed result carries a meter naming it.
      const meter = meterLater({ era: call.serving.era, transport: call.serving.door, corpusSha256: corpus.sha256 }, 'analyze_corpus');
      return startAnalysisTask({ store: call.store, corpus, runInBackground: call.runInBackground, meter }, args.data, call.owner);
    },
  };
}

export interface AnalysisTaskDeps {
  store: TaskStore;
  corpus: Corpus;
  runInBackground: (work: () => Promise<void>) => void;
  /** Meters the work when it runs (../meter.ts meterLater): the completed result carries its meter. */
  meter?: <R extends object>(run: () => Promise<R>) => Promise<R>;
}

export async function startAnalysisTask(
  { store, corpus, runInBackground, meter }: AnalysisTaskDeps,
  args: AnalyzeCorpusArgs,
  owner: string,
): Promise<TaskRecord> {
  const created = await store.create(owner, `Analysing prompts matching "${args.query}"`);
  runInBackground(() => runAnalysisTask(store, corpus, args, created, meter));
  return created;
}

async function runAnalysisTask(
  store: TaskStore,
  corpus: Corpus,
  args: AnalyzeCorpusArgs,
  created: TaskRecord,
  meter: AnalysisTaskDeps['meter'] = (run) => run(),
): Promise<void> {
  let record = created;
  const stop = new AbortController();
  try {
    const result = await meter(() =>
      runAnalysis(corpus, args, {
        signal: stop.signal,
        onProgress: async (done, total) => {
          if (await store.cancelRequested(record.taskId)) {
            stop.abort();
            return;
          }
          record = await store.update(record, { statusMessage: `Analysed ${done} of ${total} prompts` });
        },
      }),
    );
    const output = result.structuredContent as { analyzed?: number; total?: number } | undefined;
    record = stop.signal.aborted
      ? await store.update(record, {
          status: 'cancelled',
          statusMessage: `Cancelled after analysing ${output?.analyzed ?? 0} of ${output?.total ?? 0} prompts`,
        })
      : await store.update(record, {
          status: 'completed',
          statusMessage: result.isError ? 'Finished with a tool error' : 'Analysis complete',
          result: { ...result, resultType: 'complete' } as TaskRecord['result'],
        });
  } catch (err) {
    await recordTaskFailure(store, record, err);
  }
}
