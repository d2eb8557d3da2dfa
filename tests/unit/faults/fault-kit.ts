/**
 * What the fault suite injects faults with: a state store whose instance can be "killed" (from then
 * on nothing it does reaches the store, as with a process gone), a task tool whose work waits at a
 * gate the test opens, a bound on every request (no answer may take 10 s), and a synchronous stall
 * of the event loop. Redis itself comes from ../../helpers/redis (a real redis-server, persistence off).
 */
import { createClient } from 'redis';
import { runTask, type TaskTool } from '../../../lib/mcp';
import type { StateStore } from '../../../lib/state';

/** No request may take this long, whatever the fault. */
export const HANG_MS = 10_000;

/** Runs `op` and fails if it takes HANG_MS or more; resolves with its value and how long it took. */
export async function answered<T>(op: () => Promise<T>, what: string): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer in ${HANG_MS} ms`)), HANG_MS);
  });
  try {
    const value = await Promise.race([op(), hang]);
    return { value, ms: performance.now() - started };
  } finally {
    clearTimeout(timer);
  }
}

/** A store that works until `kill()`; after it every operation fails at once and reaches nothing. */
export function killable(store: StateStore): StateStore & { kill: () => void } {
  let dead = false;
  const gone = () => Promise.reject(new Error('this instance is gone'));
  const wrapped = new Proxy(store, {
    get(target, prop, receiver) {
      if (prop === 'kill')
        return () => {
          dead = true;
        };
      const value = Reflect.get(target, prop, receiver);
      if (typeof value !== 'function') return value;
      if (prop === 'rateLimiter')
        return (spec: Parameters<StateStore['rateLimiter']>[0]) => ({ consume: (key: string) => (dead ? gone() : target.rateLimiter(spec).consume(key)) });
      if (prop === 'lastEpoch' || prop === 'onLost' || prop === 'close') return value.bind(target);
      return (...args: unknown[]) => (dead ? gone() : value.apply(target, args));
    },
  });
  return wrapped as StateStore & { kill: () => void };
}

/** A task tool under corpus_stats's name whose work waits until `open()`; every task it starts shares the gate. */
export function gatedTool(): { tool: TaskTool; open: () => void } {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  return {
    tool: {
      name: 'corpus_stats',
      start: (_args, call) =>
        runTask(call, 'Held at the gate', async () => {
          await gate;
          return { content: [{ type: 'text', text: 'through the gate' }] };
        }),
    },
    open,
  };
}

/** Holds the event loop for `ms`, as a long synchronous render would. */
export function stallEventLoop(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    /* busy: nothing else runs */
  }
}

/** One command on a connection of the test's own (CLIENT PAUSE, CONFIG SET, filling the store). */
export async function redisCommand(url: string, ...args: string[]): Promise<unknown> {
  const c = createClient({ url });
  await c.connect();
  try {
    return await c.sendCommand(args);
  } finally {
    c.destroy();
  }
}
