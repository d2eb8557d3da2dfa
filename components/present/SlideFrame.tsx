/**
 * One slide of presenter mode, sized to the screen: a one-line bar (the deck and where we are in it,
 * Previous/Next/Full frames/Speaker notes/Exit/Reset, the same as the keys), then the slide. Its data
 * attributes tell PresenterShell where each key leads and the notes window what is showing.
 */
import Link from 'next/link';
import type { ReactNode } from 'react';
import { ResetButton } from './PresenterShell';
import { SessionClock } from './SessionClock';
import { FullFramesButton, NotesButton } from './SlideButtons';

export interface SlideFrameProps {
  deck: string;
  position: number;
  total: number;
  title: string;
  first: string;
  last: string;
  prev?: string;
  next?: string;
  /** The next slide's title (the notes window says what comes). */
  nextTitle?: string;
  /** The normal page this slide is part of (Escape). */
  exit: string;
  children: ReactNode;
}

const NAV = 'inline-flex items-center rounded-md px-3 py-1.5 text-sm font-medium';

export function SlideFrame({ deck, position, total, title, first, last, prev, next, nextTitle, exit, children }: SlideFrameProps) {
  return (
    <div
      data-slide
      data-deck={deck}
      data-position={position}
      data-total={total}
      data-title={title}
      data-first={first}
      data-last={last}
      data-exit={exit}
      {...(prev ? { 'data-prev': prev } : {})}
      {...(next ? { 'data-next': next } : {})}
      {...(nextTitle ? { 'data-next-title': nextTitle } : {})}
      className="flex min-h-dvh flex-col"
    >
      <nav aria-label="Slides" className="flex min-h-[var(--slide-bar)] shrink-0 flex-wrap items-center gap-2 border-b border-stone-200 bg-white px-4 py-2">
        <p className="mr-auto truncate text-sm font-medium text-stone-700">
          {deck} · <span data-testid="slide-position">{position}</span> / {total}
        </p>
        <SessionClock />
        {prev ? (
          <Link href={prev} className={`${NAV} border border-stone-300 bg-white text-stone-900 hover:bg-stone-100`} aria-keyshortcuts="ArrowLeft PageUp">
            ← Previous
          </Link>
        ) : null}
        {next ? (
          <Link href={next} className={`${NAV} bg-indigo-700 text-white hover:bg-indigo-800`} aria-keyshortcuts="ArrowRight PageDown" data-testid="slide-next">
            Next →
          </Link>
        ) : null}
        <FullFramesButton />
        <NotesButton />
        <Link href={exit} className={`${NAV} border border-stone-300 bg-white text-stone-900 hover:bg-stone-100`} aria-keyshortcuts="Escape">
          Exit
        </Link>
        <ResetButton first={first} />
      </nav>
      <div className="flex min-h-0 flex-1 flex-col px-6 py-4 xl:px-10" data-slide-body>
        {children}
      </div>
    </div>
  );
}
