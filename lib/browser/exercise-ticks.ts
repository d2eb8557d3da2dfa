/**
 * Which exercises this browser has done: a small store outside React over localStorage (so a tick
 * survives a reload and shows on every page), updated across tabs by the `storage` event and emptied
 * by a reset. Unavailable storage keeps ticks for the page's lifetime only. A tick says where it was
 * earned: on a page's own wire, or by one's own client through an observation channel.
 */
import { BROWSER_RESET_EVENT, EXERCISE_TICKS_KEY } from '../vocabulary';

/** Where a tick was earned: the page's own wire, or one's own client seen on a channel's feed. */
export type TickSource = 'page' | 'own-client';

export interface Tick {
  /** When it was done (epoch ms). */
  at: number;
  from: TickSource;
}

/** Exercise id → its tick. */
export type Ticks = Readonly<Record<string, Tick>>;

/** Stored as the epoch ms (a page's tick; the first format) or `{ at, from }`. */
function parseTick(v: unknown): Tick | undefined {
  if (typeof v === 'number') return { at: v, from: 'page' };
  if (v && typeof v === 'object') {
    const { at, from } = v as { at?: unknown; from?: unknown };
    if (typeof at === 'number' && (from === 'page' || from === 'own-client')) return { at, from };
  }
  return undefined;
}

const EMPTY: Ticks = Object.freeze({});
let cache: Ticks | undefined;
const listeners = new Set<() => void>();

function read(): Ticks {
  try {
    const raw = window.localStorage.getItem(EXERCISE_TICKS_KEY);
    const parsed = raw ? (JSON.parse(raw) as unknown) : undefined;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return Object.fromEntries(
        Object.entries(parsed).flatMap(([k, v]) => {
          const t = parseTick(v);
          return t ? [[k, t]] : [];
        }),
      );
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

/** Marks `id` done (once: the first time, and where it came from, is kept). */
export function tick(id: string, from: TickSource = 'page', at = Date.now()): void {
  const now = getTicks();
  if (now[id] !== undefined) return;
  cache = { ...now, [id]: { at, from } };
  try {
    window.localStorage.setItem(EXERCISE_TICKS_KEY, JSON.stringify(cache));
  } catch {
    /* kept in memory for this page */
  }
  emit();
}
