/**
 * The tasks this instance is working on. A worker holds its task while it runs: the lease that tells
 * every instance it is alive (task-store.ts keepAlive), and a signal that aborts the work when the
 * store lost the task or the instance is shutting down. `endRunningTasks` is what a shutdown calls:
 * each running task ends `failed` with the reason (so its client reads why, at once, rather than
 * after the lease lapses) and its work stops.
 */
import { instanceSlot } from '../../instance-slots';
import type { TaskRecord } from './task-record';
import type { TaskStore } from './task-store';

interface Running {
  store: TaskStore;
  current: TaskRecord;
  stop: AbortController;
}

const running = () => instanceSlot('running-tasks', () => new Map<string, Running>());

export interface HeldTask {
  /** Aborts when the work must stop without recording an end of its own (lost, or ended by a shutdown). */
  signal: AbortSignal;
  /** The record as the worker last wrote it (what a shutdown ends). */
  track(record: TaskRecord): void;
  release(): void;
}

export function holdTask(store: TaskStore, record: TaskRecord): HeldTask {
  const stop = new AbortController();
  const entry: Running = { store, current: record, stop };
  running().set(record.taskId, entry);
  const stopBeating = store.keepAlive(record, () => stop.abort(new Error('the shared store lost this task')));
  return {
    signal: stop.signal,
    track(r) {
      entry.current = r;
    },
    release() {
      stopBeating();
      if (running().get(record.taskId) === entry) running().delete(record.taskId);
    },
  };
}

/** Ends every task this instance runs as failed with `reason`, and stops their work. Resolves with how many. */
export async function endRunningTasks(reason: string): Promise<number> {
  const all = [...running().values()];
  await Promise.all(
    all.map(async ({ store, current, stop }) => {
      stop.abort(new Error(reason));
      await store
        .update(current, { status: 'failed', statusMessage: reason, error: { code: -32603, message: reason } })
        .catch((err) => console.error(`[tasks] could not end task on shutdown: ${err instanceof Error ? err.message : String(err)}`));
    }),
  );
  return all.length;
}
