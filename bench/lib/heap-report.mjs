/**
 * Preloaded into a bench's server (`node --expose-gc --import ./bench/lib/heap-report.mjs dist/server.mjs`):
 * on SIGUSR2 the main thread collects garbage, then prints one line `[heap] {...}` with what the process
 * holds (process.memoryUsage and V8's heap spaces, in bytes), and, when HEAP_SNAPSHOT_DIR is set, writes a
 * heap snapshot there. Bench only: the product never loads it.
 */
import { isMainThread } from 'node:worker_threads';
import { join } from 'node:path';
import { getHeapSpaceStatistics, getHeapStatistics, writeHeapSnapshot } from 'node:v8';

if (isMainThread) {
  process.on('SIGUSR2', () => {
    globalThis.gc?.();
    const spaces = Object.fromEntries(getHeapSpaceStatistics().map((s) => [s.space_name, s.space_used_size]));
    const { number_of_native_contexts: contexts, malloced_memory: malloced, total_physical_size: physical } = getHeapStatistics();
    const snapshot = process.env.HEAP_SNAPSHOT_DIR ? writeHeapSnapshot(join(process.env.HEAP_SNAPSHOT_DIR, `server-${process.pid}.heapsnapshot`)) : undefined;
    console.log(`[heap] ${JSON.stringify({ ...process.memoryUsage(), spaces, contexts, malloced, physical, snapshot })}`);
  });
}
