/**
 * The workshop's session clock: when the facilitator started it, kept in this browser's localStorage so
 * every tab of it (the facilitator page, the projector's slides) reads the same start, and a reload keeps
 * it. A reset of the browser clears it with everything else the app keeps.
 */
import { SESSION_CLOCK_KEY } from '../vocabulary';
import { subscribeStored } from './reset';

const CHANGED = 'mcp-observatory:session-clock';

export function clockStart(): number | undefined {
  try {
    const at = Number(window.localStorage.getItem(SESSION_CLOCK_KEY));
    return Number.isFinite(at) && at > 0 ? at : undefined;
  } catch {
    return undefined;
  }
}

/** Starts the clock now (or `minutesAgo` ago, to pick up a session already under way); undefined stops it. */
export function setClock(minutesAgo: number | undefined): void {
  try {
    if (minutesAgo === undefined) window.localStorage.removeItem(SESSION_CLOCK_KEY);
    else window.localStorage.setItem(SESSION_CLOCK_KEY, String(Date.now() - minutesAgo * 60_000));
  } catch {
    // Storage refused (a private window's quota): the clock stays as it was.
  }
  window.dispatchEvent(new Event(CHANGED));
}

/** Calls `onChange` when the clock is started or stopped here or in another tab. */
export const subscribeClock = (onChange: () => void) => subscribeStored(SESSION_CLOCK_KEY, CHANGED, onChange);

/** `mm:ss` of elapsed time. */
export function formatElapsed(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
