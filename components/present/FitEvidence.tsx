'use client';
/**
 * A slide's live evidence, folded until it fits the screen left under the lesson line: frames with
 * only the lines that matter, then exchanges closed to their summary lines, then only their count
 * (components/frame/detail.ts). It folds as results arrive and never unfolds on the same slide, so
 * nothing jumps back and forth. What still does not fit is cut at the bottom edge with a sign
 * saying so; F (the full frames) shows everything, scrolling the page.
 */
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { FrameDetailContext, SLIDE_FOLDS } from '@/components/frame/detail';
import { useFullFrames } from './PresenterShell';

export function FitEvidence({ children }: { children: ReactNode }) {
  const { full } = useFullFrames();
  const [fold, setFold] = useState(0);
  const [cut, setCut] = useState(false);
  const outer = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const box = outer.current;
    const content = inner.current;
    if (full || !box || !content) return;
    const check = () => {
      const over = content.offsetHeight > box.clientHeight + 1;
      if (!over) return;
      if (fold < SLIDE_FOLDS.length - 1) setFold(fold + 1);
      else setCut(true);
    };
    check();
    const watch = new ResizeObserver(check);
    watch.observe(content);
    watch.observe(box);
    return () => watch.disconnect();
  }, [fold, full]);

  return (
    <div ref={outer} data-fit data-fold={full ? 'full' : SLIDE_FOLDS[fold]} className="relative min-h-0 min-w-0 flex-1">
      <div ref={inner} data-evidence className="space-y-3">
        <FrameDetailContext value={full ? 'full' : SLIDE_FOLDS[fold]}>{children}</FrameDetailContext>
      </div>
      {cut && !full ? (
        <p
          className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-stone-50 from-60% to-transparent pt-8 pb-1 text-center text-lg font-medium text-stone-800"
          data-testid="slide-cut"
        >
          More below the screen’s edge: F shows everything
        </p>
      ) : null}
    </div>
  );
}
