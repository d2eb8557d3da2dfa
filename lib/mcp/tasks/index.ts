/**
 * The Tasks extension on one server instance: declared in server/discover, tools/call answered with a
 * task handle when (and only when) the request declared the extension — a long analyze_corpus, and a
 * refine_prompt whose client can answer sampling (the task waits input_required for it) — and
 * tasks/get, tasks/update, tasks/cancel. Attached on the 2026-07-28 era only: the extension does not
 * exist for 2025-era clients, which keep today's plain results.
 */
import type { McpServer } from '@modelcontextprotocol/server';
import type { Corpus } from '../../corpus';
import { analyzeCorpusInput } from '../tools/analyze-corpus';
import type { Serving } from '../tools/types';
import { isLongAnalysis, startAnalysisTask } from './analysis-task';
import { declaresTasks, TASKS_SERVER_CAPABILITY } from './extension';
import { principalOf } from './principal';
import { REFINE_TASK_KIND, refineResumer, startRefineTask } from './refine-task';
import type { Resumers } from './resumable';
import { createTaskResult } from './task-record';
import { registerTaskMethods } from './task-methods';
import type { TaskSupport } from './support';
import { interceptToolCalls } from './tool-call-interceptor';

export type { TaskSupport } from './support';

export function attachTasks(server: McpServer, support: TaskSupport, corpus: Corpus, serving: Serving): void {
  const declared = (ctx: Parameters<Serving['clientCapabilities']>[0]) => declaresTasks(serving.clientCapabilities(ctx));
  const resumers: Resumers = { [REFINE_TASK_KIND]: refineResumer(corpus) };
  server.server.registerCapabilities(TASKS_SERVER_CAPABILITY);
  interceptToolCalls(server, async (request, ctx, next) => {
    if (!declared(ctx)) return next();
    type Answer = Awaited<ReturnType<typeof next>>;
    if (request.params.name === 'analyze_corpus') {
      const args = analyzeCorpusInput.safeParse(request.params.arguments ?? {});
      // Invalid arguments get McpServer's own answer; short runs stay plain results.
      if (!args.success || !isLongAnalysis(args.data)) return next();
      const record = await startAnalysisTask({ store: support.store, corpus, runInBackground: support.runInBackground }, args.data, principalOf(ctx));
      return createTaskResult(record) as unknown as Answer;
    }
    if (request.params.name === 'refine_prompt') {
      // A client that cannot answer sampling gets the tool's plain draft; a multi-round-trip retry stays one.
      if (!serving.clientCapabilities(ctx)?.sampling || ctx.mcpReq.inputResponses !== undefined) return next();
      const record = await startRefineTask(support.store, corpus, request.params.arguments, principalOf(ctx));
      return record ? (createTaskResult(record) as unknown as Answer) : next();
    }
    return next();
  });
  registerTaskMethods(server, support, resumers, declared);
}

export { createTaskStore, taskChannel, type TaskLimits, type TaskStore } from './task-store';
export { TASKS_EXTENSION_ID, declaresTasks } from './extension';
