/**
 * A task as it is kept in the shared state store, and the two shapes the wire sees:
 * the CreateTaskResult answered to tools/call, and the DetailedTask answered to tasks/get.
 */
import type { JSONObject } from '@modelcontextprotocol/server';

export type TaskStatus = 'working' | 'input_required' | 'completed' | 'failed' | 'cancelled';

export const TERMINAL_STATUSES: readonly TaskStatus[] = ['completed', 'failed', 'cancelled'];

export interface TaskRecord {
  taskId: string;
  /** Who created it (see principal.ts); only that principal may see or cancel it. */
  owner: string;
  status: TaskStatus;
  statusMessage?: string;
  createdAt: string;
  lastUpdatedAt: string;
  ttlMs: number;
  pollIntervalMs: number;
  /** The tools/call result, once completed. */
  result?: JSONObject;
  /** The JSON-RPC error, once failed. */
  error?: { code: number; message: string };
}

/** The Task fields every wire shape shares (never the owner). */
function taskFields(record: TaskRecord) {
  return {
    taskId: record.taskId,
    status: record.status,
    ...(record.statusMessage === undefined ? {} : { statusMessage: record.statusMessage }),
    createdAt: record.createdAt,
    lastUpdatedAt: record.lastUpdatedAt,
    ttlMs: record.ttlMs,
    pollIntervalMs: record.pollIntervalMs,
  };
}

/** What tools/call answers instead of its result when it made a task. */
export function createTaskResult(record: TaskRecord) {
  return { resultType: 'task' as const, ...taskFields(record) };
}

/** What tasks/get answers: the task with the payload its status carries. */
export function detailedTask(record: TaskRecord) {
  return {
    ...taskFields(record),
    ...(record.status === 'completed' ? { result: record.result ?? {} } : {}),
    ...(record.status === 'failed' ? { error: record.error ?? { code: -32603, message: 'Internal error' } } : {}),
  };
}
