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
  /** While input_required: the requests still unanswered, keyed as the client must answer them. */
  inputRequests?: Record<string, JSONObject>;
  /** While input_required: what tasks/update delivered so far this round (a client may answer one key at a time). */
  inputResponses?: Record<string, JSONObject>;
  /** What carries the work on once every input is answered (see resumable.ts); never on the wire. */
  resume?: { kind: string; args: JSONObject };
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

/** What tasks/get answers, and what notifications/tasks carries: the task with the payload its status carries. */
export function detailedTask(record: TaskRecord) {
  return {
    ...taskFields(record),
    ...(record.status === 'input_required' ? { inputRequests: record.inputRequests ?? {} } : {}),
    ...(record.status === 'completed' ? { result: record.result ?? {} } : {}),
    ...(record.status === 'failed' ? { error: record.error ?? { code: -32603, message: 'Internal error' } } : {}),
  };
}
