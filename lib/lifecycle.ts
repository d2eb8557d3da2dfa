/**
 * The process's shutdown, as the rest of the app sees it. The custom server (scripts/server.ts) calls
 * `beginShutdown()` on SIGTERM/SIGINT; anything that outlives one request registers with `onShutdown`
 * to be told (an SSE stream ends after a last event, a running task ends or hands itself back). Hooks run
 * once, at the start of the shutdown (at once if registered after it), and the server waits for their
 * promises (up to SHUTDOWN_GRACE_MS) before it exits. Under a bare `next start`, `next dev` or on Vercel
 * hooks never run. One registry per process (an instance slot, shared by every bundle); long-lived work
 * removes its hook when it ends, so the registry holds only what is running now.
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
