/**
 * Which exercises this browser has done: a small store outside React over localStorage (so a tick
 * survives a reload and shows on every page), updated across tabs by the `storage` event and emptied
 * by a reset. Unavailable storage keeps ticks for the page's lifetime only.
 */
import { BROWSER_RESET_EVENT, EXERCISE_TICKS_KEY } from '../vocabulary';

/** Exercise id → when it was done (epoch ms). */
export type Ticks = Readonly<Record<string, number>>;

const EMPTY: Ticks = Object.freeze({});
let cache: Ticks | undefined;
const listeners = new Set<() => void>();

function read(): Ticks {
  try {
    const raw = window.localStorage.getItem(EXERCISE_TICKS_KEY);
    const parsed = raw ? (JSON.parse(raw) as unknown) : undefined;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return Object.fromEntries(Object.entries(parsed).filter(([, v]) => typeof v === 'number')) as Ticks;
    }
  } catch {
    /* unreadable or unavailable: start empty */
  }
  return EMPTY;
}

function emit() {
  for (const l of listeners) l();
}

let wired = false;
function wire() {
  if (wired || typeof window === 'undefined') return;
  wired = true;
  window.addEventListener('storage', (e) => {
    if (e.key === EXERCISE_TICKS_KEY || e.key === null) {
      cache = read();
      emit();
    }
  });
  window.addEventListener(BROWSER_RESET_EVENT, () => {
    cache = EMPTY;
    emit();
  });
}

export function getTicks(): Ticks {
  if (typeof window === 'undefined') return EMPTY;
  cache ??= read();
  return cache;
}

export const getServerTicks = (): Ticks => EMPTY;

export function subscribeTicks(onChange: () => void): () => void {
  wire();
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
  };
}

/** Marks `id` done (once: the first time is kept). */
export function tick(id: string, at = Date.now()): void {
  const now = getTicks();
  if (now[id] !== undefined) return;
  cache = { ...now, [id]: at };
  try {
    window.localStorage.setItem(EXERCISE_TICKS_KEY, JSON.stringify(cache));
  } catch {
    /* kept in memory for this page */
  }
  emit();
}
