'use client';
/**
 * The frame around every live demo: what is happening (waiting, talking to the server, done,
 * failed), a "Run again" button, the demo's own view, then the HTTP exchanges it made, numbered
 * as shown (a list read page by page counts once).
 */
import type { ReactNode } from 'react';
import { ExchangeView } from '@/components/exchange/ExchangeView';
import { PagedCall } from '@/components/exchange/PagedCall';
import { useFrameDetail } from '@/components/frame/detail';
import { groupPages, type TranscriptEntry } from '@/lib/wire';
import type { RunStatus } from './useLiveRun';

const STATUS_TEXT: Record<RunStatus, string> = {
  waiting: 'Runs when you scroll here.',
  running: 'Talking to this app’s endpoint…',
  done: 'Live: exchanged just now with this app.',
  failed: 'The live call failed:',
};

export interface LiveDemoProps {
  live: { ref: React.RefObject<HTMLDivElement | null>; status: RunStatus; error?: string; entries: readonly TranscriptEntry[]; rerun: () => void };
  label: string;
  children?: ReactNode;
  /** Which recorded exchanges to list (all by default). */
  show?: (e: TranscriptEntry) => boolean;
  /** Open these exchanges by default (e.g. the one call the chapter is about). */
  open?: (e: TranscriptEntry) => boolean;
  id: string;
}

export function LiveDemo({ live, label, children, show, open, id }: LiveDemoProps) {
  const entries = show ? live.entries.filter(show) : live.entries;
  const items = groupPages(entries);
  // A slide with no room left for the wire says only how much there is (F shows it).
  const countOnly = useFrameDetail() === 'count';
  return (
    <div ref={live.ref} className="space-y-3 rounded-xl border border-indigo-100 bg-indigo-50/40 p-4" data-testid={`demo-${id}`} data-status={live.status}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold text-indigo-950">{label}</p>
        <div className="flex items-center gap-3">
          <p className="text-xs text-stone-700" role="status">
            <span
              aria-hidden
              className={`mr-1.5 inline-block size-2 rounded-full ${live.status === 'done' ? 'bg-emerald-500' : live.status === 'failed' ? 'bg-red-500' : 'bg-amber-400'}`}
            />
            {STATUS_TEXT[live.status]} {live.error}
          </p>
          <button
            type="button"
            onClick={live.rerun}
            disabled={live.status === 'running'}
            className="rounded-md border border-indigo-200 bg-white px-2.5 py-1 text-xs font-medium text-indigo-900 hover:bg-indigo-50 disabled:opacity-50"
          >
            Run again
          </button>
        </div>
      </div>
      {children}
      {entries.length > 0 && countOnly ? (
        <p className="text-xs font-medium tracking-wide text-stone-600 uppercase" data-testid="wire-count">
          On the wire ({items.length}): F shows the exchanges
        </p>
      ) : entries.length > 0 ? (
        <div className="space-y-2" data-testid="wire">
          <p className="text-xs font-medium tracking-wide text-stone-600 uppercase">On the wire ({items.length})</p>
          {items.map((item, i) =>
            item.kind === 'pages' ? (
              <PagedCall key={item.pages[0].exchange.seq} method={item.method} pages={item.pages} n={i + 1} />
            ) : (
              <ExchangeView key={item.entry.exchange.seq} entry={item.entry} n={i + 1} defaultOpen={open?.(item.entry) ?? false} />
            ),
          )}
        </div>
      ) : null}
    </div>
  );
}
