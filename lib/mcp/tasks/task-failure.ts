import { randomUUID } from 'node:crypto';
import type { TaskRecord } from './task-record';
import type { TaskStore } from './task-store';

/**
 * A task's work failed unexpectedly (a tool's expected failures complete with isError instead): the log
 * gets the error with a reference, the task ends `failed` saying only that reference.
 */
export async function recordTaskFailure(store: TaskStore, record: TaskRecord, err: unknown, doing = 'task'): Promise<void> {
  const ref = randomUUID().slice(0, 8);
  console.error(`[tasks] ${doing} failed (ref ${ref}):`, err);
  await store
    .update(record, {
      status: 'failed',
      statusMessage: `Internal error (reference ${ref})`,
      error: { code: -32603, message: `Internal error (reference ${ref})` },
    })
    .catch((e) => console.error(`[tasks] could not record the failure (ref ${ref}):`, e));
}
