/**
 * A demo's lesson line: the one finding its live exchange proves, in words, with the values read off the
 * wire marked (`Proof`). It leads the demo and never needs expanding; its height is reserved before the
 * demo runs, so the page does not move when it arrives.
 */
import type { ReactNode } from 'react';

/** A value quoted from the exchange: the id, the status, the header that proves the point. */
export function Proof({ children, 'data-testid': testId }: { children: ReactNode; 'data-testid'?: string }) {
  return (
    <mark className="rounded bg-amber-100 px-1 font-mono font-semibold text-stone-950 wrap-anywhere" data-testid={testId}>
      {children}
    </mark>
  );
}

export function Lesson({ children, waiting }: { children?: ReactNode; waiting: string }) {
  return (
    <p
      className="flex min-h-[4.5rem] items-center rounded-lg border border-stone-200 bg-white px-3 py-2 text-[15px] leading-6 text-stone-900 sm:min-h-12"
      data-testid="lesson"
      data-ready={children ? 'true' : 'false'}
    >
      {children ? (
        <span>
          <span className="mr-2 text-xs font-semibold tracking-wide text-indigo-800 uppercase">Found</span>
          {children}
        </span>
      ) : (
        <span className="text-stone-500">{waiting}</span>
      )}
    </p>
  );
}
