'use client';
/** Starts or stops the session clock the slides show (in this browser: run the deck in this browser too). */
import { SessionClock, useClockStart } from '@/components/present/SessionClock';
import { setClock } from '@/lib/browser/session-clock';

const BUTTON = 'rounded-md px-3 py-1.5 text-sm font-medium';

export function SessionClockControls() {
  const start = useClockStart();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="button" onClick={() => setClock(0)} className={`${BUTTON} bg-indigo-700 text-white hover:bg-indigo-800`}>
        {start === undefined ? 'Start the clock' : 'Start again from 0'}
      </button>
      {start !== undefined ? (
        <button type="button" onClick={() => setClock(undefined)} className={`${BUTTON} border border-stone-300 bg-white text-stone-900 hover:bg-stone-100`}>
          Stop it
        </button>
      ) : null}
      <SessionClock />
    </div>
  );
}
