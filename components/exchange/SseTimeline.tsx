/**
 * The events of a streamed response on a time axis: when each arrived, and what it was. A run of
 * progress notifications is one row with a scrubber (they differ only in their numbers), so a long
 * analysis reads as one line, not thirty identical frames.
 */
import type { ReactNode } from 'react';
import { classify, type SseEvent } from '@/lib/wire';
import { ProgressRun, parse } from './ProgressRun';

function isProgress(e: SseEvent): boolean {
  return parse(e.data)?.method === 'notifications/progress';
}

function describe(data: string): string {
  const m = parse(data);
  if (!m) return data ? 'non-JSON data' : 'priming event (no data)';
  const kind = classify(m);
  if (m.method === 'notifications/progress') return `progress ${m.params?.progress}${m.params?.total ? ` / ${m.params.total}` : ''}`;
  if (kind === 'notification') return m.method ?? 'notification';
  return `${kind} (id ${JSON.stringify(m.id)})`;
}

type Row = { kind: 'event'; event: SseEvent } | { kind: 'progress'; events: SseEvent[] };

/** Consecutive progress notifications (two or more) become one row. */
export function timelineRows(events: readonly SseEvent[]): Row[] {
  const rows: Row[] = [];
  for (const event of events) {
    const last = rows.at(-1);
    if (isProgress(event) && last?.kind === 'progress') last.events.push(event);
    else if (isProgress(event)) rows.push({ kind: 'progress', events: [event] });
    else rows.push({ kind: 'event', event });
  }
  return rows.map((r) => (r.kind === 'progress' && r.events.length === 1 ? { kind: 'event', event: r.events[0] } : r));
}

function Bar({ from = 0, to, span, children }: { from?: number; to: number; span: number; children: ReactNode }) {
  return (
    <span className="relative h-5 min-w-0 rounded bg-stone-100">
      <span
        aria-hidden
        className="absolute inset-y-0 rounded bg-indigo-200"
        style={{ left: `${(from / span) * 100}%`, width: `${Math.max(2, ((to - from) / span) * 100)}%` }}
      />
      <span className="relative block truncate px-2 leading-5 text-stone-900">{children}</span>
    </span>
  );
}

export function SseTimeline({ events, endedAtMs }: { events: readonly SseEvent[]; endedAtMs?: number }) {
  const span = Math.max(endedAtMs ?? 0, ...events.map((e) => e.atMs), 1);
  return (
    <ol aria-label="Server-sent events, in arrival order" className="space-y-1">
      {timelineRows(events).map((row, i) =>
        row.kind === 'event' ? (
          <li key={i} className="grid grid-cols-[4.5rem_1fr] items-center gap-2 text-xs">
            <span className="text-right font-mono text-stone-600 tabular-nums">+{row.event.atMs} ms</span>
            <Bar to={row.event.atMs} span={span}>
              {row.event.event ? `${row.event.event}: ` : ''}
              {describe(row.event.data)}
            </Bar>
          </li>
        ) : (
          <li key={i} className="grid grid-cols-[4.5rem_1fr] items-start gap-2 text-xs" data-testid="progress-run">
            <span className="text-right font-mono leading-5 text-stone-600 tabular-nums">+{row.events[0].atMs} ms</span>
            <div className="min-w-0 space-y-1">
              <Bar from={row.events[0].atMs} to={row.events.at(-1)!.atMs} span={span}>
                {row.events.length} progress notifications, until +{row.events.at(-1)!.atMs} ms
              </Bar>
              <ProgressRun events={row.events} />
            </div>
          </li>
        ),
      )}
    </ol>
  );
}
