/**
 * The Tasks extension on one server instance: declared in server/discover, tools/call for a long
 * analyze_corpus answered with a task handle when (and only when) the request declared the
 * extension, and tasks/get, tasks/cancel. Attached on the 2026-07-28 era only: the extension
 * does not exist for 2025-era clients, which keep today's plain results.
 */
import type { McpServer } from '@modelcontextprotocol/server';
import type { Corpus } from '../../corpus';
import { meterLater } from '../meter';
import { analyzeCorpusInput } from '../tools/analyze-corpus';
import type { Serving } from '../tools/types';
import { isLongAnalysis, startAnalysisTask } from './analysis-task';
import { declaresTasks, TASKS_SERVER_CAPABILITY } from './extension';
import { principalOf } from './principal';
import { createTaskResult } from './task-record';
import { registerTaskMethods } from './task-methods';
import type { TaskStore } from './task-store';
import { interceptToolCalls } from './tool-call-interceptor';

export interface TaskSupport {
  store: TaskStore;
  /** Runs a task's work after the response: Next's after() inside Next, in process elsewhere (stdio, tests). */
  runInBackground: (work: () => Promise<void>) => void;
}

export function attachTasks(server: McpServer, support: TaskSupport, corpus: Corpus, serving: Serving): void {
  const declared = (ctx: Parameters<Serving['clientCapabilities']>[0]) => declaresTasks(serving.clientCapabilities(ctx));
  server.server.registerCapabilities(TASKS_SERVER_CAPABILITY);
  interceptToolCalls(server, async (request, ctx, next) => {
    if (request.params.name !== 'analyze_corpus' || !declared(ctx)) return next();
    const args = analyzeCorpusInput.safeParse(request.params.arguments ?? {});
    // Invalid arguments get McpServer's own answer; short runs stay plain results.
    if (!args.success || !isLongAnalysis(args.data)) return next();
    const meter = meterLater({ era: serving.era, transport: serving.door, corpusSha256: corpus.sha256 });
    const record = await startAnalysisTask({ store: support.store, corpus, runInBackground: support.runInBackground, meter }, args.data, principalOf(ctx));
    return createTaskResult(record) as unknown as Awaited<ReturnType<typeof next>>;
  });
  registerTaskMethods(server, support.store, declared);
}

export { createTaskStore, type TaskLimits, type TaskStore } from './task-store';
export { TASKS_EXTENSION_ID } from './extension';
