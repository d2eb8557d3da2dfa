/**
 * What a subscriptions/listen stream filtered by task ids sees: each watched task's status as it
 * changes, on whichever instance the change is made. Changes arrive by the task's channel (Redis
 * pub/sub when REDIS_URL is set; this process's otherwise, where the tasks live anyway) and, because
 * pub/sub delivers at most once, by re-reading the store every few seconds as well; duplicates are
 * dropped. Ids the caller cannot see (unknown, expired, another principal's) are not watched: the
 * acknowledgement lists only those that are. The watch ends when every watched task is terminal, when
 * the caller goes away, or after a bounded time. Every re-read is one batched lookup (one Redis MGET)
 * for all the stream's open tasks, never one per task.
 */
import { detailedTask, TERMINAL_STATUSES, type TaskRecord } from './task-record';
import type { TaskStore } from './task-store';

export type WatchEnd = 'terminal' | 'timeout' | 'aborted';

export interface TaskWatch {
  /** The ids actually watched, in the order asked. */
  honored: string[];
  /** Sends each watched task's current state, then every change; resolves when the watch ends. */
  run(emit: (task: ReturnType<typeof detailedTask>) => void): Promise<WatchEnd>;
}

export interface WatchOptions {
  signal: AbortSignal;
  maxMs: number;
  /** How often the store is re-read, in case a push was lost. */
  rereadMs?: number;
  /** Ids watched at most (the door refuses more before it gets here). */
  maxIds?: number;
}

const MAX_WATCHED = 100;

export async function openTaskWatch(store: TaskStore, owner: string, taskIds: readonly string[], opts: WatchOptions): Promise<TaskWatch> {
  const ids = [...new Set(taskIds)].slice(0, opts.maxIds ?? MAX_WATCHED);
  const pushed: TaskRecord[] = [];
  let wake: (() => void) | undefined;
  // Subscribe before reading, so nothing written in between is missed.
  const unsubscribes = await Promise.all(
    ids.map((id) =>
      store.watch(id, (record) => {
        pushed.push(record);
        wake?.();
      }),
    ),
  );
  const current = new Map<string, TaskRecord>();
  // One round trip for every id (MGET), now and at each re-read: a stream costs one command per re-read.
  const found = await store.lookupMany(ids, owner);
  ids.forEach((id, i) => {
    const f = found[i]!;
    if (f.kind === 'found') current.set(id, f.record);
  });
  const honored = ids.filter((id) => current.has(id));
  const closeAll = () => Promise.all(unsubscribes.map((u) => u().catch(() => undefined)));
  if (honored.length === 0) await closeAll();

  return {
    honored,
    async run(emit) {
      const seen = new Map<string, { at: string; key: string }>();
      const offer = (record: TaskRecord) => {
        if (!current.has(record.taskId) || record.owner !== owner) return;
        const last = seen.get(record.taskId);
        const key = `${record.status}|${record.statusMessage ?? ''}`;
        // Already sent, or older than what was (a late push, or a re-read racing a push): drop it.
        if (last !== undefined && (record.lastUpdatedAt < last.at || (record.lastUpdatedAt === last.at && key === last.key))) return;
        if (last !== undefined && TERMINAL_STATUSES.includes(current.get(record.taskId)!.status)) return;
        seen.set(record.taskId, { at: record.lastUpdatedAt, key });
        current.set(record.taskId, record);
        emit(detailedTask(record));
      };
      const allTerminal = () => honored.every((id) => TERMINAL_STATUSES.includes(current.get(id)!.status));
      try {
        for (const id of honored) offer(current.get(id)!);
        const deadline = Date.now() + opts.maxMs;
        const rereadMs = opts.rereadMs ?? 2000;
        let nextReread = Date.now() + rereadMs;
        while (!allTerminal()) {
          if (opts.signal.aborted) return 'aborted';
          const now = Date.now();
          if (now >= deadline) return 'timeout';
          await new Promise<void>((resume) => {
            const timer = setTimeout(done, Math.max(1, Math.min(deadline, nextReread) - now));
            function done() {
              clearTimeout(timer);
              wake = undefined;
              opts.signal.removeEventListener('abort', done);
              resume();
            }
            wake = done;
            opts.signal.addEventListener('abort', done, { once: true });
            if (pushed.length > 0) done();
          });
          for (const record of pushed.splice(0)) offer(record);
          if (Date.now() >= nextReread) {
            nextReread = Date.now() + rereadMs;
            const open = honored.filter((id) => !TERMINAL_STATUSES.includes(current.get(id)!.status));
            for (const f of await store.lookupMany(open, owner)) if (f.kind === 'found') offer(f.record);
          }
        }
        return 'terminal';
      } finally {
        await closeAll();
      }
    },
  };
}
