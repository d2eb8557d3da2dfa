/**
 * One slide of presenter mode: the deck's name and where we are in it, Previous/Next/Exit/Reset (the
 * same as the keys), then the slide in large type. Its data attributes tell PresenterShell where each
 * key leads.
 */
import Link from 'next/link';
import type { ReactNode } from 'react';
import { ResetButton } from './PresenterShell';

export interface SlideFrameProps {
  deck: string;
  position: number;
  total: number;
  title: string;
  first: string;
  last: string;
  prev?: string;
  next?: string;
  /** The normal page this slide is part of (Escape). */
  exit: string;
  children: ReactNode;
}

const NAV = 'inline-flex items-center rounded-md px-3 py-1.5 text-sm font-medium';

export function SlideFrame({ deck, position, total, title, first, last, prev, next, exit, children }: SlideFrameProps) {
  return (
    <div
      data-slide
      data-position={position}
      data-total={total}
      data-title={title}
      data-first={first}
      data-last={last}
      data-exit={exit}
      {...(prev ? { 'data-prev': prev } : {})}
      {...(next ? { 'data-next': next } : {})}
      className="space-y-6"
    >
      <nav aria-label="Slides" className="flex flex-wrap items-center gap-2 border-b border-stone-200 pb-3">
        <p className="mr-auto text-sm font-medium text-stone-700">
          {deck} · <span data-testid="slide-position">{position}</span> / {total}
        </p>
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
        <Link href={exit} className={`${NAV} border border-stone-300 bg-white text-stone-900 hover:bg-stone-100`} aria-keyshortcuts="Escape">
          Exit
        </Link>
        <ResetButton first={first} />
      </nav>
      {children}
      <p className="text-sm text-stone-600">Keys: → or Page Down next · ← or Page Up back · Home, End · Esc leaves presenter mode · R resets everything.</p>
    </div>
  );
}
