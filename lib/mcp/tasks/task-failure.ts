import { randomUUID } from 'node:crypto';
import { ProtocolError, ProtocolErrorCode } from '@modelcontextprotocol/server';
import { describeStateFault, isStateUnavailable } from '../../state';
import type { TaskRecord } from './task-record';
import { FULL_MESSAGE, type TaskStore } from './task-store';

/**
 * A task's work failed unexpectedly (a tool's expected failures complete with isError instead): the log
 * gets the error with a reference, the task ends `failed` saying only that reference. A store fault (a
 * progress write refused by a full store, say) is said as what it is, so its client knows to retry later.
 */
export async function recordTaskFailure(store: TaskStore, record: TaskRecord, err: unknown, doing = 'task'): Promise<void> {
  const ref = randomUUID().slice(0, 8);
  console.error(`[tasks] ${doing} failed (ref ${ref}):`, err);
  const message = !isStateUnavailable(err)
    ? `Internal error (reference ${ref})`
    : err.reason === 'full'
      ? FULL_MESSAGE
      : `This task stopped: ${describeStateFault(err.reason ?? 'unreachable')}, so it could not record its progress; start it again shortly (reference ${ref}).`;
  await store
    .update(record, {
      status: 'failed',
      statusMessage: message,
      error: { code: -32603, message },
    })
    .catch((e) => console.error(`[tasks] could not record the failure (ref ${ref}):`, e));
}

/**
 * What a caller is told when tasks/* or a task's creation fails unexpectedly (the task store cannot be
 * reached, say): a protocol error as-is, anything else only a reference, the details in the server log.
 * A state-store error names where Redis is (REDIS_URL's host and port): never for a caller.
 */
export function genericTaskError(err: unknown, doing: string): ProtocolError {
  if (err instanceof ProtocolError) return err;
  const ref = randomUUID().slice(0, 8);
  console.error(`[tasks] ${doing} failed (ref ${ref}):`, err);
  if (isStateUnavailable(err)) {
    const what = describeStateFault(err.reason ?? 'unreachable');
    return new ProtocolError(ProtocolErrorCode.InternalError, `Tasks are unavailable right now: ${what}; try again shortly (reference ${ref}).`);
  }
  return new ProtocolError(ProtocolErrorCode.InternalError, `Internal error (reference ${ref}).`);
}
