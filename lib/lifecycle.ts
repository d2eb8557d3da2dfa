/**
 * The process's shutdown, as the rest of the app sees it. The custom server (scripts/server.ts) calls
 * `beginShutdown()` on SIGTERM/SIGINT; anything that outlives one request registers with `onShutdown`
 * to be told: an SSE stream ends after a last event (its client reconnects, elsewhere), a running task
 * ends or hands itself back. Hooks run once, at the start of the shutdown, and the server waits for the
 * promises they return (up to its grace period, SHUTDOWN_GRACE_MS) before it exits. Under a bare
 * `next start`, `next dev` or on Vercel nobody calls `beginShutdown()` and hooks never run.
 *
 * The registry is an instance slot: the custom server's bundle and each route's bundle hold their own
 * copy of this module, and they must share one registry. A hook registered after the shutdown began
 * runs at once. Each registration returns its own removal: long-lived work removes its hook when it ends,
 * so the registry holds only what is running now.
 */
import { instanceSlot, swapInstanceSlot } from './instance-slots';

type Hook = () => void | Promise<void>;
interface Lifecycle {
  stopping: boolean;
  hooks: Set<Hook>;
  done?: Promise<void>;
}

const state = (): Lifecycle => instanceSlot<Lifecycle>('lifecycle', () => ({ stopping: false, hooks: new Set() }));

/** Has this process begun to shut down? (New long-lived work should not start.) */
export function shuttingDown(): boolean {
  return state().stopping;
}

/** Runs `fn` when the process begins to shut down; returns a function that removes it. */
export function onShutdown(fn: Hook): () => void {
  const s = state();
  if (s.stopping) {
    void run(fn);
    return () => {};
  }
  s.hooks.add(fn);
  return () => s.hooks.delete(fn);
}

/** Tells every hook, once; resolves when all have settled (a failing hook is logged, not fatal). */
export function beginShutdown(): Promise<void> {
  const s = state();
  if (s.done) return s.done;
  s.stopping = true;
  const hooks = [...s.hooks];
  s.hooks.clear();
  s.done = Promise.all(hooks.map(run)).then(() => undefined);
  return s.done;
}

async function run(fn: Hook): Promise<void> {
  try {
    await fn();
  } catch (err) {
    console.error('[shutdown] a shutdown hook failed:', err instanceof Error ? err.message : err);
  }
}

/** Tests only: forget a shutdown, so one process can exercise it more than once. */
export function resetLifecycleForTests(): void {
  swapInstanceSlot<Lifecycle>('lifecycle', { stopping: false, hooks: new Set() });
}
