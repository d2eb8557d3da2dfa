/**
 * tasks/get, tasks/update and tasks/cancel (SEP-2663). All answer -32021 to a request that did not
 * declare the extension, -32602 for an id this caller cannot see (unknown, or another principal's),
 * for an expired one, as the spec words them, and for one the store lost in a restart (saying so). tasks/update and tasks/cancel acknowledge with an empty
 * result: what follows is seen on tasks/get or a subscriptions/listen stream.
 * Cancel raises the flag a running worker reads between chunks (the worker may be on another instance
 * and records the cancelled status itself); a task parked on input has no worker, so it is cancelled at
 * once; a working task whose worker is gone was already ended by the lookup (task-store.ts).
 */
import { type McpServer, ProtocolError, ProtocolErrorCode, type ServerContext } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { inRequestSpan, type RequestSite } from '../meter';
import { tasksCapabilityMissing } from './extension';
import type { TaskSupport } from './task-tool';
import { principalOf } from './principal';
import { continueTask, deliverInput, type Resumers } from './resumable';
import { genericTaskError } from './task-failure';

/** Runs a store operation; an unexpected failure reaches the caller only as a reference (task-failure.ts). */
async function guard<T>(doing: string, op: () => Promise<T>): Promise<T> {
  try {
    return await op();
  } catch (err) {
    throw genericTaskError(err, doing);
  }
}
import { TERMINAL_STATUSES, type TaskRecord, detailedTask } from './task-record';

const TaskId = z.string().min(1).max(200);
const TaskIdParams = z.object({ taskId: TaskId });
// The SDK lifts `inputResponses` off every request into ctx.mcpReq (as it does for a retried tools/call).
const UpdateParams = z.object({ taskId: TaskId, inputResponses: z.record(z.string().max(200), z.unknown()).optional() });

export function registerTaskMethods(
  server: McpServer,
  support: TaskSupport,
  resumers: Resumers,
  declared: (ctx: ServerContext) => boolean,
  site: RequestSite,
): void {
  const { store } = support;
  // Each in its request's span (../meter.ts); the params schema form hands `_meta` on the context only.
  const spanned =
    <P, R>(method: string, handler: (params: P, ctx: ServerContext) => Promise<R>) =>
    (params: P, ctx: ServerContext) =>
      inRequestSpan(method, { _meta: ctx.mcpReq._meta as Record<string, unknown> | undefined }, site, () => handler(params, ctx));
  const visibleTask = async (taskId: string, ctx: ServerContext): Promise<TaskRecord> => {
    if (!declared(ctx)) throw tasksCapabilityMissing();
    const found = await guard('looking up a task', () => store.lookup(taskId, principalOf(ctx, support.callerKey)));
    if (found.kind === 'lost')
      throw new ProtocolError(
        ProtocolErrorCode.InvalidParams,
        'Failed to retrieve task: Task lost when the shared store restarted (it kept no copy); start it again',
        { taskId },
      );
    if (found.kind === 'expired') throw new ProtocolError(ProtocolErrorCode.InvalidParams, 'Failed to retrieve task: Task has expired', { taskId });
    if (found.kind === 'not-found') throw new ProtocolError(ProtocolErrorCode.InvalidParams, 'Failed to retrieve task: Task not found', { taskId });
    return found.record;
  };

  server.server.setRequestHandler(
    'tasks/get',
    { params: TaskIdParams },
    spanned('tasks/get', async ({ taskId }: z.infer<typeof TaskIdParams>, ctx) => detailedTask(await visibleTask(taskId, ctx))),
  );

  server.server.setRequestHandler(
    'tasks/update',
    { params: UpdateParams },
    spanned('tasks/update', async ({ taskId, inputResponses }: z.infer<typeof UpdateParams>, ctx) => {
      const record = await visibleTask(taskId, ctx);
      const responses = (inputResponses ?? ctx.mcpReq.inputResponses ?? {}) as Record<string, unknown>;
      // Checked before anything is stored: the answers join the record, which has a byte budget.
      const bytes = Buffer.byteLength(JSON.stringify(responses), 'utf8') + Buffer.byteLength(JSON.stringify(record), 'utf8');
      if (bytes > store.maxRecordBytes) {
        throw new ProtocolError(
          ProtocolErrorCode.InvalidParams,
          `These answers are too large: a task keeps at most ${store.maxRecordBytes} bytes, and with them this one would take ${bytes}. Send shorter answers.`,
          { taskId },
        );
      }
      await guard('updating a task', () =>
        deliverInput(store, record, responses, (working, answers) => support.runInBackground(() => continueTask(store, resumers, working, answers))),
      );
      return {};
    }),
  );

  server.server.setRequestHandler(
    'tasks/cancel',
    { params: TaskIdParams },
    spanned('tasks/cancel', async ({ taskId }: z.infer<typeof TaskIdParams>, ctx) => {
      const record = await visibleTask(taskId, ctx);
      if (TERMINAL_STATUSES.includes(record.status)) return {};
      await guard('cancelling a task', async () => {
        await store.requestCancel(taskId, record.ttlMs);
        if (record.status === 'input_required') await store.update(record, { status: 'cancelled', statusMessage: 'Cancelled while waiting for input' });
      });
      return {};
    }),
  );
}
