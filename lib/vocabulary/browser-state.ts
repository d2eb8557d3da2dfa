/**
 * Every key this app keeps in a browser's storage, in one place, so "reset everything" (the presenter's
 * R key, the facilitator's button) clears exactly what the app left and nothing of any other site's.
 * Every key starts with BROWSER_STATE_PREFIX; a key another module adds later under that prefix is
 * cleared too, even before it is listed here.
 */
import { HANDOFF_KEY } from './handoff';

export const BROWSER_STATE_PREFIX = 'mcp-observatory.';

/** Which exercises this browser has done (localStorage: it outlives the tab, until a reset). */
export const EXERCISE_TICKS_KEY = `${BROWSER_STATE_PREFIX}exercises`;

/** When the facilitator started the session's clock (localStorage, ms since the epoch; the slides show it). */
export const SESSION_CLOCK_KEY = `${BROWSER_STATE_PREFIX}session-clock`;

/** The room's channel as the facilitator's projector view last showed it (localStorage: the slides show its join code). */
export const ROOM_CHANNEL_KEY = `${BROWSER_STATE_PREFIX}room-channel`;

export const BROWSER_STATE_KEYS = {
  /** Bearer credentials handed from the walkthrough to the other pages of the tab. */
  session: [HANDOFF_KEY('key'), HANDOFF_KEY('oauth')],
  local: [EXERCISE_TICKS_KEY, SESSION_CLOCK_KEY, ROOM_CHANNEL_KEY],
} as const;

/** The window event a reset dispatches, so in-memory state (wire taps, the presenter's walkthrough) clears too. */
export const BROWSER_RESET_EVENT = 'mcp-observatory:reset';
