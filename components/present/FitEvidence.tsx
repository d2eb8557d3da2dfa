'use client';
/**
 * A slide's live evidence, folded until it fits the screen left under the lesson line: frames with
 * only the lines that matter, then exchanges closed to their summary lines, then only their count
 * (components/frame/detail.ts). While a demo runs it only folds, so nothing jumps back and forth as
 * results arrive; once it has settled (no demo inside running, nothing resized for SETTLE_MS) the
 * folds with more detail are tried before the screen is painted and the most detailed one that fits
 * stays (fold-plan.ts). What still does not fit is cut at the bottom edge with a sign saying so;
 * F (the full frames) shows everything, scrolling the page.
 */
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { FrameDetailContext, SLIDE_FOLDS } from '@/components/frame/detail';
import { FOLD_START, type FoldEvent, nextFold } from './fold-plan';
import { useFullFrames } from './PresenterShell';

/** How long the evidence must stay still before more detail is tried: longer than the gaps between a demo's results. */
export const SETTLE_MS = 300;
const LAST = SLIDE_FOLDS.length - 1;
/** A live demo inside the evidence says it is running (components/tour/LiveDemo.tsx). */
const RUNNING = '[data-status="running"]';

/** `running`: a run the slide knows of (the walkthrough's step); demos inside say so themselves. */
export function FitEvidence({ children, running = false }: { children: ReactNode; running?: boolean }) {
  const { full, toggle } = useFullFrames();
  // The presenter opened an exchange by hand: it stays open and the evidence scrolls, rather than fold away what was asked for.
  const [held, setHeld] = useState(false);
  const [plan, setPlan] = useState(FOLD_START);
  const [cut, setCut] = useState(false);
  const [settled, setSettled] = useState(false);
  const outer = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const busy = useRef(running);
  busy.current = running;
  const shown = useRef(plan.fold);
  shown.current = plan.fold;
  /** Starts the quiet wait again (set by the effect that owns the timer). */
  const restart = useRef<() => void>(() => undefined);
  const send = useCallback((e: FoldEvent) => setPlan((s) => nextFold(s, e, LAST)), []);

  // Measured after every fold change, before paint: a tried fold that does not fit is never seen.
  useLayoutEffect(() => {
    const box = outer.current;
    const content = inner.current;
    if (full || held || !box || !content) return;
    const over = content.offsetHeight > box.clientHeight + 1;
    setCut(over && plan.fold === LAST);
    send({ type: 'measured', over });
  }, [plan.fold, full, held, send]);

  // A walkthrough step starting a run makes new evidence; its end starts the quiet wait (it may end without anything resizing).
  useEffect(() => {
    if (running) send({ type: 'reset' });
    restart.current();
  }, [running, send]);

  useEffect(() => {
    const box = outer.current;
    const content = inner.current;
    if (full || held || !box || !content) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wait = () => {
      clearTimeout(timer);
      setSettled(false);
      timer = setTimeout(() => {
        if (busy.current || content.querySelector(RUNNING)) return;
        send({ type: 'settled' });
        setSettled(true);
      }, SETTLE_MS);
    };
    let boxHeight = box.clientHeight;
    const resized = new ResizeObserver(() => {
      // A new screen size: what did not fit before may fit now.
      if (box.clientHeight !== boxHeight) send({ type: 'reset' });
      boxHeight = box.clientHeight;
      const over = content.offsetHeight > box.clientHeight + 1;
      setCut(over && shown.current === LAST);
      send({ type: 'measured', over });
      wait();
    });
    // A demo starting a run (Run again) makes new evidence: reopening may be tried again once it settles.
    const runs = new MutationObserver(() => {
      if (content.querySelector(RUNNING)) send({ type: 'reset' });
      wait();
    });
    resized.observe(content);
    resized.observe(box);
    runs.observe(content, { subtree: true, attributes: true, attributeFilter: ['data-status'] });
    restart.current = wait;
    wait();
    return () => {
      restart.current = () => undefined;
      clearTimeout(timer);
      resized.disconnect();
      runs.disconnect();
    };
  }, [full, held, send]);

  const fold = full ? 'full' : SLIDE_FOLDS[plan.fold];
  // Folded past the frames: the slide itself says how to open them (F, or this button). Its line is
  // outside the measured box and depends only on the fold, so showing it can never undo the fold.
  // (At the last fold, a count, the demo's own line says F shows the exchanges; the room is the evidence's.)
  const folded = !full && !held && plan.fold > 0 && plan.fold < LAST;
  return (
    <div className="flex min-h-0 min-w-0 flex-1 flex-col gap-2">
      <div
        ref={outer}
        data-fit
        data-fold={fold}
        data-held={held ? 'true' : undefined}
        data-settled={settled && plan.tryingFrom === undefined ? 'true' : 'false'}
        className={`relative min-h-0 min-w-0 flex-1 ${held ? 'overflow-y-auto' : ''}`}
        onClickCapture={(e) => {
          if (!full && e.target instanceof Element && e.target.closest('summary')) setHeld(true);
        }}
      >
        <div ref={inner} data-evidence className="space-y-3">
          <FrameDetailContext value={fold}>{children}</FrameDetailContext>
        </div>
        {cut && !full ? (
          <p
            className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-stone-50 from-60% to-transparent pt-8 pb-1 text-center text-xl font-medium text-stone-800"
            data-testid="slide-cut"
          >
            More below the screen’s edge: F shows everything
          </p>
        ) : null}
      </div>
      {folded ? (
        <p className="flex shrink-0 justify-end">
          <button
            type="button"
            onClick={toggle}
            aria-keyshortcuts="F"
            className="rounded-md border border-indigo-300 bg-white px-3 py-1 text-xl font-medium text-indigo-900 hover:bg-indigo-50"
            data-testid="slide-unfold"
          >
            Folded to fit the screen: F opens the full frames
          </button>
        </p>
      ) : null}
    </div>
  );
}
