'use client';
/**
 * The meter, live: the same search_prompts call twice, each with a W3C traceparent of this page's making
 * in `_meta`; the lesson reads the trace id and the durations back from the results' meters.
 */
import { METER_META_KEY, type Meter, meterOf } from '@/lib/vocabulary';
import { LiveDemo } from '../LiveDemo';
import { Proof } from '../Lesson';
import { useLiveRun, withClient } from '../useLiveRun';

/** A word of its own in each run's query, so the first search is computed here, not found among kept rankings. */
const argsFor = (fresh: string) => ({ query: `unit test ${fresh}`, limit: 3 });

function hex(bytes: number): string {
  return [...crypto.getRandomValues(new Uint8Array(bytes))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export function MeterDemo() {
  const live = useLiveRun(async (fetch) => {
    const traceId = hex(16);
    const traceparent = `00-${traceId}-${hex(8)}-01`;
    const args = argsFor(hex(3));
    return withClient({ fetch }, async (client) => {
      const meters: (Meter | undefined)[] = [];
      for (let i = 0; i < 2; i++) meters.push(meterOf(await client.callTool({ name: 'search_prompts', arguments: args, _meta: { traceparent } })));
      return { traceId, meters };
    });
  });
  const v = live.value;
  const [first, second] = v?.meters ?? [];
  return (
    <LiveDemo
      live={live}
      lessonLines={[4, 2]}
      id="meter"
      label="tools/call search_prompts, the same query twice, with a traceparent"
      show={(e) => e.method === 'tools/call'}
      highlight={{
        headers: ['server-timing'],
        keys: ['params._meta.traceparent', `result._meta.${METER_META_KEY}.traceId`, `result._meta.${METER_META_KEY}.durationMs`],
      }}
      lesson={
        v && first && second ? (
          <>
            sent trace <Proof>{v.traceId.slice(0, 12)}…</Proof> → meter.traceId <Proof>{first.traceId.slice(0, 12)}…</Proof>
            {first.traceId === v.traceId ? ' (yours)' : ' (not yours)'} · same search: <Proof>{first.durationMs} ms</Proof>, then{' '}
            <Proof>{second.durationMs} ms</Proof>
          </>
        ) : undefined
      }
    />
  );
}
