'use client';
/**
 * A demo's lesson line: the one finding its live exchange proves, in words, with the values read off the
 * wire marked (`Proof`). It leads the demo and never needs expanding; its height is reserved before the
 * demo runs, so the page does not move when it arrives.
 */
import type { ReactNode } from 'react';
import { useFindingHidden } from './finding-gate';

/** A value quoted from the exchange: the id, the status, the header that proves the point. */
export function Proof({ children, 'data-testid': testId }: { children: ReactNode; 'data-testid'?: string }) {
  return (
    <mark className="rounded bg-amber-100 px-1 font-mono font-semibold text-stone-950 wrap-anywhere" data-testid={testId}>
      {children}
    </mark>
  );
}

/** Lines of 24 px, 8 px padding above and below, a 1 px border: the height of `n` lines of lesson. */
const linesHigh = (n: number) => `calc(${n * 1.5 + 1}rem + 2px)`;

/**
 * `lines`: how many lines the finding takes on a phone (390 px) and from 640 px up, so its box is that
 * tall before the finding arrives (the e2e layout-shift check holds the tour to it).
 */
export function Lesson({ children, waiting, lines = [3, 1] }: { children?: ReactNode; waiting: string; lines?: readonly [phone: number, wide: number] }) {
  // A chapter that asks first keeps its finding back until the reader has predicted and sent (finding-gate).
  const held = useFindingHidden() && Boolean(children);
  return (
    <p
      className="flex min-h-(--lesson-phone) items-center rounded-lg border border-stone-200 bg-white px-3 py-2 text-[15px] leading-6 text-stone-900 sm:min-h-(--lesson-wide)"
      style={{ '--lesson-phone': linesHigh(lines[0]), '--lesson-wide': linesHigh(lines[1]) } as React.CSSProperties}
      data-testid="lesson"
      data-ready={children ? 'true' : 'false'}
      data-held={held ? 'true' : undefined}
    >
      {held ? (
        <span className="text-stone-600" data-testid="finding-held">
          <span className="mr-2 text-xs font-semibold tracking-wide text-indigo-800 uppercase">Found</span>
          held back: predict and send above first.
          <span hidden>{children}</span>
        </span>
      ) : children ? (
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
