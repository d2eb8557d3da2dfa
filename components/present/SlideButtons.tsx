'use client';
/** The slide bar's switches that act in this window: the full frames (F) and the speaker notes window (N). */
import { openNotes } from './deck-channel';
import { useFullFrames } from './PresenterShell';

const BUTTON = 'inline-flex items-center rounded-md border border-stone-300 bg-white px-3 py-1.5 text-sm font-medium text-stone-900 hover:bg-stone-100';

export function FullFramesButton() {
  const { full, toggle } = useFullFrames();
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={full}
      aria-keyshortcuts="F"
      className={`${BUTTON} aria-pressed:bg-indigo-100`}
      data-testid="slide-full"
    >
      Full frames
    </button>
  );
}

export function NotesButton() {
  return (
    <button type="button" onClick={openNotes} aria-keyshortcuts="N" className={BUTTON}>
      Speaker notes
    </button>
  );
}
