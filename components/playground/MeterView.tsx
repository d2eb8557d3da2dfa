/**
 * The per-call meter a tool result carries in `_meta` (io.github.prompts-observatory/meter): what the
 * call cost on the server, phase by phase, and the trace it joined. Renders nothing for a result
 * without one (a 2025-era server, another server).
 */
import { meterOf } from '@/lib/vocabulary';

/** `parent`: whose span the meter's span is a child of, in words (a call's meter: the caller's; a task result's: the call's). */
export function MeterView({ result, label = 'Meter', parent = 'your span' }: { result: unknown; label?: string; parent?: string }) {
  const meter = meterOf(result);
  if (!meter) return null;
  const phases = Object.entries(meter.breakdown);
  return (
    <div className="space-y-1.5 rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-stone-900" data-testid="meter">
      <p className="font-semibold">
        {label}: <span className="tabular-nums">{meter.durationMs.toFixed(1)} ms</span> on the server
        {phases.length > 0 ? (
          <span className="font-normal text-stone-700"> ({phases.map(([k, v]) => `${k.replace(/Ms$/, '')} ${v.toFixed(1)} ms`).join(', ')})</span>
        ) : null}
      </p>
      {meter.replayed ? (
        <p className="text-xs text-stone-700" data-testid="meter-replayed">
          The tool did not run: the server had answered this very request before, and sent the same answer again with this call's id.
        </p>
      ) : null}
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-xs">
        <dt className="text-stone-700">trace id</dt>
        <dd className="font-mono break-all" data-testid="trace-id">
          {meter.traceId}
        </dd>
        <dt className="text-stone-700">span id</dt>
        <dd className="font-mono break-all">
          {meter.spanId}
          {meter.parentSpanId ? (
            <span className="text-stone-700">
              {' '}
              (child of {parent} {meter.parentSpanId})
            </span>
          ) : null}
        </dd>
        <dt className="text-stone-700">door · era</dt>
        <dd>
          {meter.door} · {meter.era}
        </dd>
        <dt className="text-stone-700">corpus</dt>
        <dd className="font-mono break-all">sha256 {meter.corpusSha256.slice(0, 16)}…</dd>
      </dl>
    </div>
  );
}
