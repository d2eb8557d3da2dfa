'use client';
/**
 * The session's clock on the projector: minutes gone of the workshop's 90, once the facilitator has started
 * it (/facilitator, in this browser). Nothing shows until then. Past the session's length it turns red.
 */
import { useSyncExternalStore } from 'react';
import { useNow } from '@/components/playground/ExpiryCountdown';
import { SESSION_MINUTES } from '@/content/workshop/run-sheet';
import { clockStart, formatElapsed, subscribeClock } from '@/lib/browser/session-clock';

export function useClockStart(): number | undefined {
  return useSyncExternalStore(subscribeClock, clockStart, () => undefined);
}

export function SessionClock() {
  const start = useClockStart();
  const now = useNow(start !== undefined);
  if (start === undefined) return null;
  const over = now - start > SESSION_MINUTES * 60_000;
  return (
    <p className={`font-mono text-sm font-semibold tabular-nums ${over ? 'text-red-800' : 'text-stone-800'}`} data-testid="session-clock">
      <span className="sr-only">Session clock: </span>
      {formatElapsed(now - start)} / {SESSION_MINUTES}:00
    </p>
  );
}
