'use client';
/** A run of progress notifications as one scrubber: drag to any of them and see that frame as it arrived. */
import { useId, useState } from 'react';
import { Frame } from '@/components/frame/Frame';
import type { SseEvent } from '@/lib/wire';

type Parsed = { method?: string; id?: unknown; params?: { progress?: number; total?: number } };

export function parse(data: string): Parsed | undefined {
  try {
    return JSON.parse(data) as Parsed;
  } catch {
    return undefined;
  }
}

export function ProgressRun({ events }: { events: readonly SseEvent[] }) {
  const id = useId();
  // Opens on the last one: how far the work got.
  const [picked, setPicked] = useState<number>();
  const i = Math.min(picked ?? events.length - 1, events.length - 1);
  const event = events[i];
  const parsed = parse(event.data);
  const { progress, total } = parsed?.params ?? {};
  const message = parsed ?? event.data; // shown as text when not JSON
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <label htmlFor={id} className="text-stone-700">
          Notification
        </label>
        <input
          id={id}
          type="range"
          min={1}
          max={events.length}
          value={i + 1}
          onChange={(e) => setPicked(Number(e.currentTarget.value) - 1)}
          className="w-48 max-w-full accent-indigo-700"
          aria-valuetext={`${i + 1} of ${events.length}: progress ${progress ?? '?'}${total ? ` of ${total}` : ''}`}
        />
        <output htmlFor={id} className="font-mono text-stone-800 tabular-nums" data-testid="progress-run-pick">
          {i + 1} / {events.length} · progress {progress ?? '?'}
          {total ? ` / ${total}` : ''} · +{event.atMs} ms
        </output>
      </div>
      <Frame message={message} label={`Received: notifications/progress ${i + 1} of ${events.length}`} />
    </div>
  );
}
