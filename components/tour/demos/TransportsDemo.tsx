'use client';
/**
 * Streamable HTTP in one POST: analyze_corpus over the whole corpus, its progress ticks
 * and then its result arriving as server-sent events on the same response.
 */
import { LiveDemo } from '../LiveDemo';
import { Proof } from '../Lesson';
import { useLiveRun, withClient } from '../useLiveRun';

export function TransportsDemo() {
  const live = useLiveRun((fetch) =>
    withClient({ fetch }, async (client) => {
      let ticks = 0;
      const res = await client.callTool({ name: 'analyze_corpus', arguments: { query: '*', paceMs: 40 } }, { onprogress: () => void ticks++ });
      return { ticks, analyzed: (res.structuredContent as { analyzed?: number } | undefined)?.analyzed };
    }),
  );
  const call = live.entries.find((e) => e.method === 'tools/call');
  const res = call?.exchange.response;
  const type = res?.headers.find(([k]) => k === 'content-type')?.[1];
  return (
    <LiveDemo
      live={live}
      lessonLines={[4, 2]}
      id="transports"
      label="tools/call analyze_corpus {&quot;query&quot;: &quot;*&quot;}: one POST, answered as a stream"
      show={(e) => e.method === 'tools/call'}
      open={() => true}
      highlight={{ headers: ['content-type'] }}
      lesson={
        res && live.value ? (
          <span data-testid="stream-summary">
            one POST → <Proof>{res.status}</Proof> <Proof>{type ?? '?'}</Proof> carrying <Proof>{res.events.length}</Proof> events: {live.value.ticks} progress
            notifications, then the result ({live.value.analyzed?.toLocaleString('en')} prompts analysed)
          </span>
        ) : undefined
      }
    />
  );
}
