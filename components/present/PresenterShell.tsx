'use client';
/**
 * Presenter mode's frame, kept across slides (it lives in app/present/layout.tsx): the keys, a live
 * region that says which slide is showing, focus moved to each new slide's heading, "reset
 * everything", the full-frames switch (F) and the speaker-notes window it keeps informed (N). The
 * slide on screen describes itself in data attributes (data-slide, data-prev, data-next, data-first,
 * data-last, data-exit), so the tour and the walkthrough decks share this.
 * Slides change by client navigation, so a walkthrough that is running keeps running.
 */
import { usePathname, useRouter } from 'next/navigation';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { FrameDetailContext, OnSlideContext } from '@/components/frame/detail';
import { resetBrowserState } from '@/lib/browser/reset';
import { DECK_CHANNEL, openNotes, readDeckMessage, type SlideShown } from './deck-channel';
import { type SlideMove, slideAction } from './slide-keys';

const currentSlide = () => document.querySelector<HTMLElement>('[data-slide]');

/** Whether the slide shows its full frames (F), and how to toggle it: the slide's own switch reads this. */
export const FullFramesContext = createContext<{ full: boolean; toggle: () => void }>({ full: false, toggle: () => undefined });
export const useFullFrames = () => useContext(FullFramesContext);

/** What the notes window needs to know about the slide on screen, read from its data attributes. */
function describe(slide: HTMLElement): SlideShown {
  const d = slide.dataset;
  return {
    type: 'slide',
    href: window.location.pathname,
    deck: d.deck ?? '',
    position: Number(d.position),
    total: Number(d.total),
    title: d.title ?? '',
    ...(d.nextTitle ? { nextTitle: d.nextTitle } : {}),
  };
}
/** A move under way: keys pressed before its slide shows wait here (a clicker's double press is two slides). */
interface Pending {
  since: number;
  queued: SlideMove[];
}
/** A move whose slide never showed (a failed navigation) stops holding keys back after this long. */
const PENDING_MS = 5000;

/** Moves from the slide on screen, unless there is nowhere to go (nothing before the first, Home on the first). */
function go(push: (href: string) => void, pending: { current: Pending | null }, slide: HTMLElement, move: SlideMove, queued: SlideMove[]) {
  const href = slide.dataset[move];
  if (!href || href === window.location.pathname) return;
  pending.current = { since: Date.now(), queued };
  push(href);
}

/** Asks, then clears this browser's state and reloads at the deck's first slide (a reload empties every wire tap). */
export function confirmReset(firstHref: string | undefined) {
  if (!window.confirm('Reset everything? Tokens and keys handed between pages, every exercise tick and this deck’s live state are cleared.')) return;
  resetBrowserState();
  window.location.assign(firstHref ?? window.location.pathname);
}

export function PresenterShell({ children }: { children: ReactNode }) {
  const router = useRouter();
  const path = usePathname();
  const [said, setSaid] = useState('');
  const pending = useRef<Pending | null>(null);
  const [full, setFull] = useState(false);
  const channel = useRef<BroadcastChannel | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again on each slide change (the path), reading the new slide from the page
  useEffect(() => {
    const slide = currentSlide();
    setFull(false); // each slide opens with only the lines that matter
    if (!slide) return;
    channel.current?.postMessage(describe(slide));
    setSaid(`Slide ${slide.dataset.position} of ${slide.dataset.total}: ${slide.dataset.title}`);
    window.scrollTo({ top: 0 });
    slide.querySelector<HTMLElement>('[data-slide-title]')?.focus({ preventScroll: true });
    // the slide a move led to is here: play the keys pressed while it loaded
    const waiting = pending.current?.queued ?? [];
    pending.current = null;
    const [next, ...rest] = waiting;
    if (next) go(router.push, pending, slide, next, rest);
  }, [path]);

  useEffect(() => {
    // A move asked while the last one is still loading waits for it (a clicker's double press is two slides).
    const move = (slide: HTMLElement, action: SlideMove) => {
      const under = pending.current;
      if (under && Date.now() - under.since < PENDING_MS) under.queued.push(action);
      else go(router.push, pending, slide, action, []);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented) return;
      const target = e.target instanceof HTMLElement ? e.target : null;
      const inField = !!target?.closest('input, textarea, select, [contenteditable="true"], [contenteditable=""]');
      const action = slideAction({ key: e.key, altKey: e.altKey, ctrlKey: e.ctrlKey, metaKey: e.metaKey, inField });
      const slide = currentSlide();
      if (!action || !slide) return;
      e.preventDefault();
      if (action === 'reset') return confirmReset(slide.dataset.first);
      if (action === 'full') return setFull((f) => !f);
      if (action === 'notes') return openNotes();
      move(slide, action);
    };
    // A link inside a slide to another slide (a row of the diagram) moves by client navigation too, keeping the deck's live state.
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const a = e.target instanceof Element ? e.target.closest<HTMLAnchorElement>('[data-slide] a[href^="/present/"]') : null;
      if (!a) return;
      e.preventDefault();
      router.push(a.getAttribute('href') ?? '/present');
    };
    // The notes window asks where the deck is, and may move it (its own keys).
    const bc = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(DECK_CHANNEL);
    channel.current = bc;
    if (bc)
      bc.onmessage = (e: MessageEvent) => {
        const m = readDeckMessage(e.data);
        const slide = currentSlide();
        if (!m || !slide) return;
        if (m.type === 'where') bc.postMessage(describe(slide));
        else if (m.type === 'go') move(slide, m.move);
      };
    const slide = currentSlide();
    if (bc && slide) bc.postMessage(describe(slide));
    window.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
      bc?.close();
      channel.current = null;
    };
  }, [router]);

  return (
    <div data-presenter data-detail={full ? 'full' : 'compact'} className="flex flex-col">
      <FullFramesContext value={{ full, toggle: () => setFull((f) => !f) }}>
        <OnSlideContext value={true}>
          <FrameDetailContext value={full ? 'full' : 'compact'}>{children}</FrameDetailContext>
        </OnSlideContext>
      </FullFramesContext>
      <p className="sr-only" aria-live="polite" aria-atomic="true" data-testid="slide-announcer">
        {said}
      </p>
    </div>
  );
}

export function ResetButton({ first }: { first: string }) {
  return (
    <button
      type="button"
      onClick={() => confirmReset(first)}
      className="rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm font-medium text-red-900 hover:bg-red-50"
      aria-keyshortcuts="R"
    >
      Reset everything
    </button>
  );
}
