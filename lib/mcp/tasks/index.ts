/**
 * The Tasks extension on one server instance: declared in server/discover, tools/call answered with a
 * task handle when (and only when) the request declared the extension — a long analyze_corpus, and a
 * refine_prompt whose client can answer sampling (the task waits input_required for it) — and
 * tasks/get, tasks/update, tasks/cancel. Attached on the 2026-07-28 era only: the extension does not
 * exist for 2025-era clients, which keep today's plain results. `attachTasks` registers the tasks/*
 * methods and returns the tools/call decision, for ../tool-call.ts to put first.
 */
import type { McpServer } from '@modelcontextprotocol/server';
import type { Corpus } from '../../corpus';
import type { RequestSite } from '../meter';
import type { ToolCallAround } from '../sdk-seams';
import type { Serving } from '../tools/types';
import { analysisTaskTool } from './analysis-task';
import { declaresTasks, TASKS_SERVER_CAPABILITY, tasksCapabilityMissing } from './extension';
import { budgetOf, principalOf } from './principal';
import { refineTaskTool } from './refine-task';
import type { Resumers } from './resumable';
import { createTaskResult, type TaskRecord } from './task-record';
import { genericTaskError } from './task-failure';
import { registerTaskMethods } from './task-methods';
import type { TaskSupport, TaskTool } from './task-tool';

export function attachTasks(server: McpServer, support: TaskSupport, corpus: Corpus, serving: Serving, site: RequestSite): ToolCallAround {
  const declared = (ctx: Parameters<Serving['clientCapabilities']>[0]) => declaresTasks(serving.clientCapabilities(ctx));
  const tools = new Map<string, TaskTool>([analysisTaskTool(corpus), refineTaskTool(corpus), ...(support.tools ?? [])].map((t) => [t.name, t]));
  const resumers: Resumers = Object.fromEntries([...tools.values()].flatMap((t) => (t.resume ? [[t.name, t.resume]] : [])));
  server.server.registerCapabilities(TASKS_SERVER_CAPABILITY);
  registerTaskMethods(server, support, resumers, declared, site);
  return async (request, ctx, next) => {
    const tool = tools.get(request.params.name);
    if (!tool) return next();
    if (!declared(ctx)) {
      if (tool.support === 'required') throw tasksCapabilityMissing();
      return next();
    }
    const call = {
      store: support.store,
      runInBackground: support.runInBackground,
      owner: principalOf(ctx, support.callerKey),
      budget: budgetOf(ctx, support.callerKey),
      ctx,
      serving,
    };
    let started: Awaited<ReturnType<TaskTool['start']>>;
    try {
      started = await tool.start(request.params.arguments ?? {}, call);
    } catch (err) {
      throw genericTaskError(err, `starting a ${tool.name} task`);
    }
    if (!started) return next();
    // A refusal (a cap reached) answers the call as the tool's own error would.
    if (!('taskId' in started)) return started as Awaited<ReturnType<typeof next>>;
    return createTaskResult(started as TaskRecord) as unknown as Awaited<ReturnType<typeof next>>;
  };
}

export { createTaskStore, type TaskStore } from './task-store';
export { endRunningTasks } from './running';
export { declaresTasks } from './extension';
export { parkTask, runTask, type TaskSupport, type TaskTool } from './task-tool';
