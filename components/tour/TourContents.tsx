'use client';
/**
 * The tour's contents, kept in view: a rail beside the chapters on a wide screen, a bar across the top
 * on a phone or a projector that opens into the list. Every chapter's stable anchor, for readers and
 * workshop handouts; the chapter being read is marked (aria-current); and the way into presenter mode.
 */
import { useEffect, useState } from 'react';
import type { ChapterMeta } from '@/content/tour/read-chapters';

/** The chapter whose top has passed this line (a third down the screen) is the one being read. */
const READING_LINE = 0.33;

function useCurrentChapter(anchors: readonly string[]): string | undefined {
  const [current, setCurrent] = useState<string>();
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const line = window.innerHeight * READING_LINE;
      let seen: string | undefined;
      for (const a of anchors) {
        const el = document.getElementById(a);
        if (el && el.getBoundingClientRect().top <= line) seen = a;
      }
      setCurrent(seen);
    };
    // One measure per frame at most, and none while nothing scrolls.
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [anchors]);
  return current;
}

export function TourContents({ chapters }: { chapters: readonly Pick<ChapterMeta, 'anchor' | 'title' | 'number'>[] }) {
  const [anchors] = useState(() => chapters.map((c) => c.anchor));
  const current = useCurrentChapter(anchors);
  const [open, setOpen] = useState(false);
  const at = current ? anchors.indexOf(current) : -1;
  return (
    <aside className="sticky top-0 z-30 -mx-4 mb-6 border-b border-stone-200 bg-white/95 px-4 backdrop-blur xl:top-6 xl:mx-0 xl:mb-0 xl:max-h-[calc(100vh-3rem)] xl:self-start xl:overflow-y-auto xl:border-0 xl:bg-transparent xl:px-0 xl:backdrop-blur-none">
      <button
        type="button"
        className="flex min-h-11 w-full items-center justify-between gap-2 text-left text-sm xl:hidden"
        aria-expanded={open}
        aria-controls="tour-contents"
        onClick={() => setOpen((o) => !o)}
      >
        <span className="min-w-0 truncate">
          <span className="font-semibold text-stone-900">Contents</span>
          {at >= 0 ? (
            <span className="text-stone-700">
              {' '}
              · {chapters[at].number} of {chapters.length}: {chapters[at].title}
            </span>
          ) : null}
        </span>
        <span aria-hidden className="text-stone-600">
          {open ? '▴' : '▾'}
        </span>
      </button>
      <div id="tour-contents" className={`${open ? 'block' : 'hidden'} max-h-[70vh] overflow-y-auto pb-3 xl:block xl:max-h-none xl:pb-0`}>
        <nav aria-label="Chapters">
          <p className="hidden text-sm font-semibold tracking-wide text-stone-600 uppercase xl:block">The tour</p>
          <ol className="mt-2 space-y-0.5 text-sm">
            {chapters.map((c) => (
              <li key={c.anchor}>
                <a
                  href={`#${c.anchor}`}
                  aria-current={c.anchor === current ? 'location' : undefined}
                  onClick={() => setOpen(false)}
                  className={`flex min-h-7 items-baseline gap-1.5 rounded px-1.5 py-0.5 hover:bg-indigo-50 hover:text-indigo-800 ${
                    c.anchor === current ? 'bg-indigo-50 font-semibold text-indigo-900' : 'text-stone-800'
                  }`}
                >
                  <span className="w-5 shrink-0 text-right text-stone-600 tabular-nums">{c.number}.</span>
                  <span>{c.title}</span>
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {chapters[0] ? (
          <p className="mt-3 px-1.5 text-sm">
            <a href={`/present/tour/${chapters[0].anchor}`} className="font-medium text-indigo-800 underline underline-offset-2">
              Present the tour
            </a>{' '}
            <span className="text-stone-600">(one chapter per screen)</span>
          </p>
        ) : null}
      </div>
    </aside>
  );
}
