'use client';
/**
 * One HTTP exchange, whole: the request line and headers (Mcp-* marked), the frame(s) sent, the
 * status and headers that came back, the frames received, and for a stream its SSE timeline.
 * Collapsed to one summary line until opened; frames are only rendered when open.
 */
import { useState } from 'react';
import { CopyButton } from '@/components/CopyButton';
import { Frame } from '@/components/frame/Frame';
import { detectEra, exchangeFrames, maskExchange, toCurl, type TranscriptEntry } from '@/lib/wire';
import { HeaderTable } from './HeaderTable';
import { SseTimeline } from './SseTimeline';

const OUTCOME_STYLE: Record<TranscriptEntry['outcome'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  result: 'bg-emerald-100 text-emerald-900',
  input_required: 'bg-violet-100 text-violet-900',
  error: 'bg-red-100 text-red-900',
  accepted: 'bg-stone-200 text-stone-800',
  'http-error': 'bg-red-100 text-red-900',
  aborted: 'bg-orange-100 text-orange-900',
  failed: 'bg-red-100 text-red-900',
};

function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

export function ExchangeView({ entry, defaultOpen = false }: { entry: TranscriptEntry; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const shown = maskExchange(entry.exchange);
  const { request, response } = shown;
  const frames = open ? exchangeFrames(entry.exchange) : [];
  const era = detectEra(entry.exchange);
  const sent = frames.filter((f) => f.direction === 'sent');
  const received = frames.filter((f) => f.direction === 'received');
  const title = `${request.method} ${pathOf(request.url)}${entry.method ? ` · ${entry.method}` : ''}`;

  return (
    <details
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      className="rounded-lg border border-stone-200 bg-white shadow-sm"
      data-testid="exchange"
      data-method={entry.method ?? ''}
    >
      <summary className="flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm">
        <span className="font-mono text-xs text-stone-500 tabular-nums">#{entry.exchange.seq}</span>
        <span className="font-mono font-medium text-stone-900">{title}</span>
        <span className={`rounded px-1.5 py-0.5 text-xs font-medium ${OUTCOME_STYLE[entry.outcome]}`}>
          {response ? `${response.status} · ` : ''}
          {entry.outcome.replace('_', ' ')}
        </span>
        {entry.durationMs !== undefined ? <span className="text-xs text-stone-600 tabular-nums">{entry.durationMs} ms</span> : null}
        {era ? <span className="text-xs text-stone-600">{era === 'modern' ? '2026-07-28' : '2025 era'}</span> : null}
      </summary>
      {open ? (
        <div className="space-y-4 border-t border-stone-200 px-3 py-3">
          <section aria-label="Request" className="space-y-2">
            <div className="flex items-center justify-between gap-2">
              <h4 className="font-mono text-sm font-semibold break-all text-stone-900">
                {request.method} {request.url}
              </h4>
              <CopyButton text={() => toCurl(entry.exchange.request)} label="Copy as curl" />
            </div>
            <HeaderTable headers={request.headers} label="Request headers" />
            {sent.map((f, i) => (
              <Frame key={i} message={f.message} label={`Sent: ${f.kind}${f.method ? ` ${f.method}` : ''}`} />
            ))}
          </section>
          {response ? (
            <section aria-label="Response" className="space-y-2">
              <h4 className="font-mono text-sm font-semibold text-stone-900">
                HTTP {response.status} {response.statusText}
                <span className="ml-2 font-sans text-xs font-normal text-stone-600">headers after {response.headersAtMs} ms</span>
              </h4>
              <HeaderTable headers={response.headers} label="Response headers" />
              {response.kind === 'sse' ? <SseTimeline events={response.events} endedAtMs={shown.endedAtMs} /> : null}
              {received.map((f, i) => (
                <Frame key={i} message={f.message} label={`Received: ${f.kind}${f.method ? ` ${f.method}` : ''}${f.id !== undefined ? ` for id ${JSON.stringify(f.id)}` : ''}`} />
              ))}
              {response.kind === 'other' && response.body ? (
                <pre className="max-h-40 overflow-auto rounded bg-stone-100 p-2 text-xs" tabIndex={0}>
                  {response.body.slice(0, 2000)}
                </pre>
              ) : null}
              {response.truncated ? <p className="text-xs text-stone-600">Body truncated for display; the client received it whole.</p> : null}
            </section>
          ) : null}
          {shown.failure ? (
            <p className="text-sm text-orange-900">
              {shown.failure.kind === 'aborted' ? 'Stream closed by the client' : 'Network failure'} after {shown.endedAtMs} ms: {shown.failure.message}
            </p>
          ) : null}
        </div>
      ) : null}
    </details>
  );
}
