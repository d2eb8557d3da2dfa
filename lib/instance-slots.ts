/**
 * The one home of process-wide state. Next builds each route into a bundle of its own, so a
 * module-level variable exists once per bundle; what must exist once per process (the state store and
 * its Redis connections, the listen streams counted against a limit, a worker pool, a preloaded file)
 * lives here instead, under a name, created on first use. A leaf: it imports nothing, so any layer may
 * use it.
 */
const SLOTS = Symbol.for('prompts-observatory.instance-slots');

type Holder = typeof globalThis & { [SLOTS]?: Map<string, unknown> };

/** The process's value for `name`, made by `create` the first time any bundle asks. */
export function instanceSlot<T>(name: string, create: () => T): T {
  const holder = globalThis as Holder;
  holder[SLOTS] ??= new Map();
  const slots = holder[SLOTS];
  if (!slots.has(name)) slots.set(name, create());
  return slots.get(name) as T;
}

/**
 * Puts `value` in `name`'s place and returns what was there (undefined if nothing): for a test that
 * stands its own value in for the process's (a store of its own), and puts the old one back after.
 */
export function swapInstanceSlot<T>(name: string, value: T | undefined): T | undefined {
  const holder = globalThis as Holder;
  holder[SLOTS] ??= new Map();
  const previous = holder[SLOTS].get(name) as T | undefined;
  if (value === undefined) holder[SLOTS].delete(name);
  else holder[SLOTS].set(name, value);
  return previous;
}
