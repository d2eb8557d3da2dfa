/**
 * tasks/get and tasks/cancel (SEP-2663). Both answer -32021 to a request that did not declare the
 * extension, -32602 for an id this caller cannot see (unknown, or another principal's) and for an
 * expired one, as the spec words them. Cancel only raises the flag the worker reads between chunks:
 * the worker may be on another instance, and it records the cancelled status itself.
 */
import { type McpServer, ProtocolError, ProtocolErrorCode, type ServerContext } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { tasksCapabilityMissing } from './extension';
import { principalOf } from './principal';
import { TERMINAL_STATUSES, type TaskRecord, detailedTask } from './task-record';
import type { TaskStore } from './task-store';

const TaskIdParams = z.object({ taskId: z.string().min(1).max(200) });

export function registerTaskMethods(server: McpServer, store: TaskStore, declared: (ctx: ServerContext) => boolean): void {
  const visibleTask = async (taskId: string, ctx: ServerContext): Promise<TaskRecord> => {
    if (!declared(ctx)) throw tasksCapabilityMissing();
    const found = await store.lookup(taskId, principalOf(ctx));
    if (found.kind === 'expired') throw new ProtocolError(ProtocolErrorCode.InvalidParams, 'Failed to retrieve task: Task has expired', { taskId });
    if (found.kind === 'not-found') throw new ProtocolError(ProtocolErrorCode.InvalidParams, 'Failed to retrieve task: Task not found', { taskId });
    return found.record;
  };

  server.server.setRequestHandler('tasks/get', { params: TaskIdParams }, async ({ taskId }, ctx) => detailedTask(await visibleTask(taskId, ctx)));

  server.server.setRequestHandler('tasks/cancel', { params: TaskIdParams }, async ({ taskId }, ctx) => {
    const record = await visibleTask(taskId, ctx);
    if (!TERMINAL_STATUSES.includes(record.status)) await store.requestCancel(taskId, record.ttlMs);
    return {};
  });
}
