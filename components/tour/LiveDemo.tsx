'use client';
/**
 * The frame around every live demo: what is happening (waiting, talking to the server, done, failed),
 * a start or "Run again" button, then the lesson the exchange proves (one line, read off the wire), the
 * demo's own view, and, collapsed, the HTTP exchanges it made, numbered as shown (a list read page by
 * page counts once). The frames are rendered only once the reader opens them.
 */
import { type ReactNode, useDeferredValue, useState } from 'react';
import { type ExchangeHighlight, ExchangeView } from '@/components/exchange/ExchangeView';
import { PagedCall } from '@/components/exchange/PagedCall';
import { useFrameDetail, useOnSlide } from '@/components/frame/detail';
import { groupPages, type TranscriptEntry } from '@/lib/wire';
import { Lesson } from './Lesson';
import type { RunStatus, RunTrigger } from './useLiveRun';

const STATUS_TEXT: Record<RunStatus, string> = {
  waiting: 'Runs when seen.',
  running: 'Talking to this app…',
  done: 'Live: exchanged just now.',
  failed: 'The live call failed:',
};

export interface LiveDemoProps {
  live: {
    ref: React.RefObject<HTMLDivElement | null>;
    status: RunStatus;
    error?: string;
    entries: readonly TranscriptEntry[];
    rerun: () => void;
    trigger: RunTrigger;
  };
  label: string;
  /** The finding, drawn from the live exchange (undefined until it can be). */
  lesson: ReactNode | undefined;
  /** How many lines the finding takes on a phone and from 640 px up (its space is reserved). */
  lessonLines?: readonly [phone: number, wide: number];
  /** What the start button says for a demo that waits for the reader. */
  startLabel?: string;
  /** The demo's own view, between the lesson and the frames. */
  children?: ReactNode;
  /** Reserved height of the demo's own view (a Tailwind min-h class), so nothing below moves when it fills. */
  reserve?: string;
  /** Which recorded exchanges to list (all by default). */
  show?: (e: TranscriptEntry) => boolean;
  /** Open these exchanges once the frames are shown (e.g. the one call the chapter is about). */
  open?: (e: TranscriptEntry) => boolean;
  /** The header and keys that prove the lesson, marked in the frames. */
  highlight?: ExchangeHighlight;
  /** A demo that lays its frames out itself (two columns…): rendered in place of the list, when opened. */
  frames?: () => ReactNode;
  /** How many exchanges those frames show. */
  framesCount?: number;
  id: string;
}

export function LiveDemo({
  live,
  label,
  lesson,
  lessonLines,
  startLabel = 'Start',
  children,
  reserve,
  show,
  open,
  highlight,
  frames,
  framesCount,
  id,
}: LiveDemoProps) {
  const [wireOpen, setWireOpen] = useState(false);
  // The wire redraws as a deferred (interruptible) render: on a slide, where it is open, each exchange
  // arriving would otherwise redraw every frame in the task that recorded it.
  const recorded = useDeferredValue(live.entries);
  const entries = show ? recorded.filter(show) : recorded;
  const items = groupPages(entries);
  const count = frames ? (framesCount ?? 0) : items.length;
  const waitingForReader = live.trigger === 'click' && live.status === 'waiting';
  // On a slide the wire is the evidence: shown open, folded by the slide's detail; with no room left it
  // says only how much there is (F shows it).
  const detail = useFrameDetail();
  const onSlide = useOnSlide();
  const wireShown = wireOpen || onSlide;
  return (
    <div
      ref={live.ref}
      className="space-y-3 rounded-xl border border-indigo-100 bg-indigo-50/40 p-4"
      data-testid={`demo-${id}`}
      data-status={live.status}
      data-trigger={live.trigger}
    >
      {/* The label on its own line, the status and button on theirs: a status or button label of another width never rewraps the row. */}
      <div className="space-y-1">
        <h3 className="min-w-0 text-sm font-semibold wrap-anywhere text-indigo-950">{label}</h3>
        <div className="flex min-h-9 items-center justify-between gap-3">
          <p className="min-w-0 text-xs text-stone-700" role="status">
            <span
              aria-hidden
              className={`mr-1.5 inline-block size-2 rounded-full ${live.status === 'done' ? 'bg-emerald-500' : live.status === 'failed' ? 'bg-red-500' : 'bg-amber-400'}`}
            />
            {waitingForReader ? 'Waits for you.' : STATUS_TEXT[live.status]} {live.error}
          </p>
          <button
            type="button"
            onClick={live.rerun}
            disabled={live.status === 'running'}
            className={`min-h-8 rounded-md border px-3 py-1 text-sm font-medium disabled:opacity-50 ${
              waitingForReader
                ? 'border-indigo-700 bg-indigo-700 text-white hover:bg-indigo-800'
                : 'border-indigo-200 bg-white text-indigo-900 hover:bg-indigo-50'
            }`}
          >
            {waitingForReader ? startLabel : 'Run again'}
          </button>
        </div>
      </div>
      <Lesson
        lines={lessonLines}
        waiting={
          waitingForReader ? `Press “${startLabel}”: the finding appears here, read off the exchange.` : 'The finding appears here, read off the exchange.'
        }
      >
        {lesson}
      </Lesson>
      {children !== undefined || reserve ? (
        <div className={reserve} data-reserve>
          {children}
        </div>
      ) : null}
      {onSlide && detail === 'count' && count > 0 ? (
        <p className="text-xs font-medium tracking-wide text-stone-600 uppercase" data-testid="wire-count">
          On the wire ({count}): F shows the exchanges
        </p>
      ) : (
        <details
          className="rounded-lg border border-stone-200 bg-white/70"
          data-testid="wire"
          open={wireShown}
          onToggle={(e) => setWireOpen(e.currentTarget.open)}
        >
          <summary className="min-h-10 cursor-pointer px-3 py-2.5 text-sm font-medium text-stone-800">On the wire ({count}): the full exchanges</summary>
          {wireShown ? (
            <div className="space-y-2 border-t border-stone-200 p-2">
              {frames
                ? frames()
                : items.map((item, i) =>
                    item.kind === 'pages' ? (
                      <PagedCall key={item.pages[0].exchange.seq} method={item.method} pages={item.pages} n={i + 1} />
                    ) : (
                      <ExchangeView
                        key={item.entry.exchange.seq}
                        entry={item.entry}
                        n={i + 1}
                        defaultOpen={open?.(item.entry) ?? false}
                        highlight={highlight}
                      />
                    ),
                  )}
            </div>
          ) : null}
        </details>
      )}
    </div>
  );
}
