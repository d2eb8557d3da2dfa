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
import type { Corpus } from '../../corpus';
import { analysisService } from '../analysis';
import { meterLater } from '../meter';
import { admission, analyzeCorpusInput, busyFailure, memoised, runAnalysis } from '../tools/analyze-corpus';
import { runTask, type TaskTool } from './task-tool';

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
      const { query, paceMs } = args.data;
      // Long enough to deserve a task: the whole corpus, or a deliberately paced run.
      if (query !== '*' && paceMs === 0 && !pool.saturated(paceMs)) return undefined;
      if (!memoised(analysis, args.data)) {
        if (pool.saturated(paceMs) && !pool.canQueue(paceMs)) return busyFailure(analysis, pool.retryAfterS());
        const refused = await admission(analysis, call.ctx);
        if (refused) return refused;
      }
      // The work runs in its own span under the call's; the completed result carries a meter naming it.
      const meter = meterLater({ era: call.serving.era, transport: call.serving.transport, corpusSha256: corpus.sha256 }, 'analyze_corpus');
      const waiting = pool.saturated(paceMs) ? `Waiting for a free analysis slot (prompts matching "${query}")` : `Analysing prompts matching "${query}"`;
      return runTask(
        call,
        waiting,
        ({ signal, report, cancelled }) =>
          meter(() =>
            runAnalysis(corpus, analysis, args.data, {
              signal,
              wait: true,
              onProgress: async (done, total) => {
                if (!(await cancelled())) await report(`Analysed ${done} of ${total} prompts`);
              },
            }),
          ),
        {
          pollMs: CANCEL_POLL_MS,
          completed: 'Analysis complete',
          cancelled: (result) => {
            const output = result.structuredContent as { analyzed?: number; total?: number } | undefined;
            return `Cancelled after analysing ${output?.analyzed ?? 0} of ${output?.total ?? 0} prompts`;
          },
        },
      );
    },
  };
}
