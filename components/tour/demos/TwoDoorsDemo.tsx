'use client';
/**
 * The stdio session recorded at build time beside the same call over HTTP, now (side by side where
 * there is room, once the frames are opened); the lesson compares the two structuredContent values byte for byte.
 */
import { ExchangeView } from '@/components/exchange/ExchangeView';
import { Frame } from '@/components/frame/Frame';
import type { StdioTranscriptResult } from '@/lib/tour/read-stdio-transcript';
import { LiveDemo } from '../LiveDemo';
import { Proof } from '../Lesson';
import { useLiveRun, withClient } from '../useLiveRun';

function structured(message: unknown): string | undefined {
  const r = (message as { result?: { structuredContent?: unknown } } | undefined)?.result;
  return r?.structuredContent === undefined ? undefined : JSON.stringify(r.structuredContent);
}

export function TwoDoorsDemo({ stdio }: { stdio: StdioTranscriptResult }) {
  const call = stdio.ok ? stdio.transcript.call : undefined;
  const live = useLiveRun(async (fetch) => {
    if (!call) throw new Error('no recorded call to repeat');
    return withClient({ fetch }, async (client) => JSON.stringify((await client.callTool({ name: call.name, arguments: call.arguments })).structuredContent));
  });
  const stdioResult = stdio.ok ? structured(stdio.transcript.lines.find((l) => l.stream === 'stdout' && structured(l.message))?.message) : undefined;
  const same = live.value !== undefined && stdioResult !== undefined ? live.value === stdioResult : undefined;

  const httpCall = live.entries.find((e) => e.method === 'tools/call');

  const bytes = live.value ? new TextEncoder().encode(live.value).length : undefined;
  return (
    <LiveDemo
      live={live}
      lessonLines={[4, 2]}
      id="two-doors"
      label={call ? `tools/call ${call.name} over stdio and over HTTP` : 'stdio and HTTP'}
      show={() => false}
      framesCount={(stdio.ok ? stdio.transcript.lines.length : 0) + (httpCall ? 1 : 0)}
      lesson={
        same !== undefined ? (
          <span data-testid="doors-compare">
            stdio (recorded at build) and HTTP (now) answered with {same ? 'the same' : 'a different'} structuredContent
            {same ? (
              <>
                : <Proof>{bytes} bytes</Proof>, <Proof>identical</Proof> byte for byte
              </>
            ) : (
              <>
                : <Proof>different</Proof>, the corpus changed since the build recorded the stdio session
              </>
            )}
          </span>
        ) : undefined
      }
      frames={() => (
        <div className="grid gap-4 lg:grid-cols-2">
          {stdio.ok ? (
            <section aria-label="Recorded stdio session" className="min-w-0 space-y-2" data-testid="door-stdio">
              <h4 className="text-sm font-semibold text-stone-900">
                stdio, recorded at build time{' '}
                <span className="font-normal text-stone-600">
                  · <code className="font-mono wrap-anywhere">{stdio.transcript.command}</code> · {new Date(stdio.transcript.recordedAt).toUTCString()}
                </span>
              </h4>
              {stdio.transcript.lines.map((l, i) => (
                <div key={i} className="space-y-1">
                  <p className="font-mono text-xs text-stone-600">
                    {l.stream === 'stdin' ? '→ stdin (one line)' : '← stdout (one line)'} at {l.atMs} ms
                  </p>
                  <Frame message={l.message} label={`stdio ${l.stream} line ${i + 1}`} highlight={['result.structuredContent']} />
                </div>
              ))}
            </section>
          ) : (
            <p className="text-sm text-amber-900">{stdio.problem}</p>
          )}
          <section aria-label="The same call over HTTP" className="min-w-0 space-y-2" data-testid="door-http">
            <h4 className="text-sm font-semibold text-stone-900">HTTP, from your browser, now</h4>
            {httpCall ? <ExchangeView entry={httpCall} n={1} defaultOpen highlight={{ keys: ['result.structuredContent'] }} /> : null}
          </section>
        </div>
      )}
    />
  );
}
