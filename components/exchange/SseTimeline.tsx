/** The events of a streamed response on a time axis: when each arrived, and what it was. */
import { classify, type SseEvent } from '@/lib/wire';

function describe(data: string): string {
  try {
    const m = JSON.parse(data) as { method?: string; id?: unknown; params?: { progress?: number; total?: number } };
    const kind = classify(m);
    if (m.method === 'notifications/progress') return `progress ${m.params?.progress}${m.params?.total ? ` / ${m.params.total}` : ''}`;
    if (kind === 'notification') return m.method ?? 'notification';
    return `${kind} (id ${JSON.stringify(m.id)})`;
  } catch {
    return data ? 'non-JSON data' : 'priming event (no data)';
  }
}

export function SseTimeline({ events, endedAtMs }: { events: readonly SseEvent[]; endedAtMs?: number }) {
  const span = Math.max(endedAtMs ?? 0, ...events.map((e) => e.atMs), 1);
  return (
    <ol aria-label="Server-sent events, in arrival order" className="space-y-1">
      {events.map((e, i) => (
        <li key={i} className="grid grid-cols-[4.5rem_1fr] items-center gap-2 text-xs">
          <span className="text-right font-mono text-stone-600 tabular-nums">+{e.atMs} ms</span>
          <span className="relative h-5 rounded bg-stone-100">
            <span aria-hidden className="absolute inset-y-0 left-0 rounded bg-indigo-200" style={{ width: `${Math.max(2, (e.atMs / span) * 100)}%` }} />
            <span className="relative px-2 leading-5 text-stone-900">
              {e.event ? `${e.event}: ` : ''}
              {describe(e.data)}
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}
