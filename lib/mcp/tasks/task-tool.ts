/**
 * A tool that may answer with a task. The interceptor (index.ts) asks each task tool, for a request
 * that declared the extension, whether this call becomes a task; `start` makes the task (durably, before
 * the handle is answered) or returns undefined to let the tool answer plainly. Two shapes of task:
 * work run after the response (`runTask`), and a task parked on input until tasks/update answers it
 * (`parkTask`, continued by the tool's `resume`). The server's own task tools are analyze_corpus and
 * refine_prompt; the conformance fixture (tests/) adds the suite's through TaskSupport.tools.
 */
import type { CallToolResult, JSONObject, ServerContext } from '@modelcontextprotocol/server';
import type { Serving } from '../tools/types';
import type { CallerKeyOf } from './principal';
import type { Resumer } from './resumable';
import { holdTask } from './running';
import { TERMINAL_STATUSES, type TaskRecord } from './task-record';
import type { TaskStore } from './task-store';
import { recordTaskFailure } from './task-failure';
import { toolFailure } from '../errors';

/** What the Tasks extension needs from the process it runs in. */
export interface TaskSupport {
  store: TaskStore;
  /** Runs a task's work after the response: Next's after() inside Next, in process elsewhere (stdio, tests). */
  runInBackground: (work: () => Promise<void>) => void;
  /** Task tools besides the server's own (analyze_corpus, refine_prompt): the conformance fixture's. */
  tools?: readonly TaskTool[];
  /** Names a request's caller as the door's limits do (lib/limits/client-key.ts); without it every caller is one. */
  callerKey?: CallerKeyOf;
}

export interface TaskCall {
  store: TaskStore;
  runInBackground: (work: () => Promise<void>) => void;
  /** Who the task will belong to (principal.ts). */
  owner: string;
  /** Whose budget it counts against (principal.ts): the caller, whatever credential it holds. */
  budget: string;
  ctx: ServerContext;
  serving: Serving;
}

export interface TaskTool {
  name: string;
  /** 'required': a call from a request that did not declare the extension is refused (-32021). */
  support?: 'optional' | 'required';
  /** A task, undefined for the tool's plain answer, or a tool error that answers the call instead (a cap was reached). */
  start(args: unknown, call: TaskCall): Promise<TaskRecord | CallToolResult | undefined>;
  /** Continues a task parked by parkTask with `resume.kind` = this tool's name. */
  resume?: Resumer;
}

/** How often a running task's work looks for a tasks/cancel made on any instance (unless its ending says). */
const CANCEL_POLL_MS = 250;

/** How a run task looks for a cancel, and what its status says when it ends. */
interface TaskEnding {
  pollMs?: number;
  /** A completed task's status message (a tool error's is always "Finished with a tool error"). */
  completed?: string;
  /** A cancelled task's, from what the work returned. */
  cancelled?: (result: CallToolResult) => string;
}

/**
 * Makes a working task and runs `work` after the response. `work` gets a signal that aborts when
 * tasks/cancel is asked (on any instance), `cancelled()` to look at once, and a way to report progress
 * as the status message. A returned result completes the task (a tool error completes it too, isError
 * set); a throw fails it with a reference id; a cancelled task ends cancelled whatever the work returns.
 */
export async function runTask(
  call: TaskCall,
  statusMessage: string,
  work: (io: { signal: AbortSignal; report: (message: string) => Promise<void>; cancelled: () => Promise<boolean> }) => Promise<CallToolResult>,
  ending: TaskEnding = {},
): Promise<TaskRecord> {
  const { store } = call;
  const created = await store.create(call.owner, statusMessage);
  call.runInBackground(async () => {
    let record = created;
    const held = holdTask(store, created);
    const cancel = new AbortController();
    const signal = AbortSignal.any([cancel.signal, held.signal]);
    const cancelled = async () => {
      if (!cancel.signal.aborted && (await store.cancelRequested(created.taskId))) cancel.abort();
      return signal.aborted;
    };
    const watch = setInterval(() => void cancelled().catch(() => undefined), ending.pollMs ?? CANCEL_POLL_MS);
    const write = async (change: Parameters<TaskStore['update']>[1]) => {
      record = await store.update(record, change);
      held.track(record);
      if (TERMINAL_STATUSES.includes(record.status)) cancel.abort(); // it ended elsewhere: stop
    };
    try {
      const result = await work({ signal, report: (message) => write({ statusMessage: message }), cancelled });
      // Lost with the store, or ended by a shutdown: nothing of its own to record.
      if (held.signal.aborted) return;
      if (await cancelled()) await write({ status: 'cancelled', statusMessage: ending.cancelled?.(result) ?? 'Cancelled' });
      else
        await write({
          status: 'completed',
          statusMessage: result.isError ? 'Finished with a tool error' : (ending.completed ?? 'Completed'),
          result: { ...result, resultType: 'complete' } as unknown as JSONObject,
        });
    } catch (err) {
      if (!held.signal.aborted) await recordTaskFailure(store, record, err);
    } finally {
      clearInterval(watch);
      held.release();
    }
  });
  return created;
}

/**
 * Makes a task that waits input_required on `inputRequests`; tasks/update answers them and the tool's
 * `resume` carries on. Such a task costs nothing while it waits but its record, so how many may be
 * started is capped (per principal across instances, and per instance): past a cap the call is
 * answered with a tool error saying which cap and when to retry.
 */
export async function parkTask(
  call: TaskCall,
  tool: string,
  statusMessage: string,
  inputRequests: Record<string, JSONObject>,
  args: JSONObject,
): Promise<TaskRecord | CallToolResult> {
  const admitted = await call.store.admitParked(call.budget);
  if (!admitted.ok) {
    const who = admitted.scope === 'principal' ? 'you have' : 'this server has';
    return toolFailure(
      `Too many ${tool} tasks waiting for input: ${who} started ${admitted.limit}, the most allowed within a task's lifetime.`,
      `Answer or cancel the ones waiting (tasks/update, tasks/cancel), or retry after ${admitted.retryAfterS} s.`,
    );
  }
  return call.store.create(call.owner, statusMessage, { status: 'input_required', inputRequests, resume: { kind: tool, args } });
}
