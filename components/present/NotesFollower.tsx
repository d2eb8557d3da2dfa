'use client';
/**
 * The speaker-notes window: it asks the deck where it is, then shows the notes of whichever slide
 * the deck shows (every slide's notes are on the page, one visible at a time), with what comes next.
 * Its own ← → (and a clicker pointed at it) move the deck, over the same channel.
 */
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { DECK_CHANNEL, type DeckMessage, readDeckMessage, type SlideShown } from './deck-channel';
import { type SlideMove, slideAction } from './slide-keys';

const BUTTON = 'inline-flex items-center rounded-md border border-stone-300 bg-white px-3 py-1.5 text-base font-medium text-stone-900 hover:bg-stone-100';

export function NotesFollower({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<SlideShown>();
  const box = useRef<HTMLDivElement>(null);
  const channel = useRef<BroadcastChannel | null>(null);

  useEffect(() => {
    const bc = new BroadcastChannel(DECK_CHANNEL);
    channel.current = bc;
    bc.onmessage = (e: MessageEvent) => {
      const m = readDeckMessage(e.data);
      if (m?.type === 'slide') setShown(m);
    };
    bc.postMessage({ type: 'where' } satisfies DeckMessage);
    const onKey = (e: KeyboardEvent) => {
      const action = slideAction({ key: e.key, altKey: e.altKey, ctrlKey: e.ctrlKey, metaKey: e.metaKey });
      if (action === 'next' || action === 'prev' || action === 'first' || action === 'last') {
        e.preventDefault();
        bc.postMessage({ type: 'go', move: action } satisfies DeckMessage);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      bc.close();
      channel.current = null;
    };
  }, []);

  // One slide's notes visible: the sections are the server's, so their `hidden` is set here.
  useEffect(() => {
    for (const s of box.current?.querySelectorAll<HTMLElement>('[data-notes-for]') ?? []) s.hidden = s.dataset.notesFor !== shown?.href;
    window.scrollTo({ top: 0 });
  }, [shown]);

  const go = (move: SlideMove) => channel.current?.postMessage({ type: 'go', move } satisfies DeckMessage);
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-6 py-6">
      <header className="space-y-2 border-b border-stone-200 pb-4">
        <h1 className="text-2xl font-bold tracking-tight">Speaker notes</h1>
        <p className="text-lg text-stone-800" role="status" data-testid="notes-following">
          {shown
            ? `${shown.deck} · slide ${shown.position} of ${shown.total}: ${shown.title}`
            : 'Waiting for the deck: press N on a slide in the other window.'}
        </p>
        {shown ? <p className="text-base text-stone-700">{shown.nextTitle ? `Next: ${shown.nextTitle}` : 'Last slide of this deck.'}</p> : null}
        <div className="flex gap-2">
          <button type="button" className={BUTTON} onClick={() => go('prev')} disabled={!shown} aria-keyshortcuts="ArrowLeft PageUp">
            ← Previous slide
          </button>
          <button type="button" className={BUTTON} onClick={() => go('next')} disabled={!shown} aria-keyshortcuts="ArrowRight PageDown">
            Next slide →
          </button>
        </div>
      </header>
      <div ref={box} data-notes className="space-y-4 text-xl leading-relaxed">
        {children}
      </div>
    </div>
  );
}
