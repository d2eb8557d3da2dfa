'use client';
/**
 * One HTTP exchange, whole: the request line and headers (Mcp-* marked), the frame(s) sent, the
 * status and headers that came back, the frames received, and for a stream its SSE timeline.
 * Collapsed to one summary line until opened; frames are only rendered when open. A view may ask
 * for an exchange to open once it turns out to matter (its 401 arrived): it opens then, unless the
 * reader already chose.
 */
import { useState } from 'react';
import { CopyButton } from '@/components/CopyButton';
import { useFrameDetail } from '@/components/frame/detail';
import { Frame } from '@/components/frame/Frame';
import { Breakable } from '@/components/text/Breakable';
import { eraLabel } from '@/lib/vocabulary';
import { calledLabel, detectEra, exchangeFrames, maskExchange, toCurl, type TranscriptEntry } from '@/lib/wire';
import { HeaderTable } from './HeaderTable';
import { SseTimeline, timelineRows } from './SseTimeline';

const OUTCOME_STYLE: Record<TranscriptEntry['outcome'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  result: 'bg-emerald-100 text-emerald-900',
  input_required: 'bg-violet-100 text-violet-900',
  error: 'bg-red-100 text-red-900',
  accepted: 'bg-stone-200 text-stone-800',
  http: 'bg-sky-100 text-sky-900',
  'http-error': 'bg-red-100 text-red-900',
  aborted: 'bg-orange-100 text-orange-900',
  failed: 'bg-red-100 text-red-900',
};

const pathOf = (url: string) => (URL.canParse(url) ? new URL(url).pathname : url);

/** The badge: a JSON-RPC exchange says what became of the call; a plain HTTP one, its status line. */
function badge(entry: TranscriptEntry): string {
  const res = entry.exchange.response;
  if (entry.outcome === 'http' && res) return `${res.status} ${res.statusText}`.trim();
  return `${res ? `${res.status} · ` : ''}${entry.outcome.replace(/[_-]/g, ' ')}`;
}

export interface ExchangeViewProps {
  entry: TranscriptEntry;
  defaultOpen?: boolean;
  /** Its number among the exchanges shown beside it (the recorder's sequence number if not given). */
  n?: number;
  /** More to say in the summary line (an observed exchange's client and OAuth step). */
  aside?: React.ReactNode;
  /** What proves the view's point: header names and JSON keys to mark in the opened exchange. */
  highlight?: ExchangeHighlight;
}

export interface ExchangeHighlight {
  headers?: readonly string[];
  keys?: readonly string[];
}

export function ExchangeView({ entry, defaultOpen = false, n, aside, highlight }: ExchangeViewProps) {
  const [chosen, setChosen] = useState<boolean>();
  const [asked, setAsked] = useState(defaultOpen);
  if (defaultOpen && !asked) setAsked(true);
  const detail = useFrameDetail();
  // On a slide: request beside response, without the request line the summary already gives; folded
  // further to summaries, an exchange opens only when someone opens it.
  const compact = detail !== 'full';
  const open = chosen ?? (asked && (detail === 'full' || detail === 'compact' || detail === 'frames'));
  const shown = maskExchange(entry.exchange);
  const { request, response } = shown;
  const frames = open ? exchangeFrames(entry.exchange) : [];
  const era = detectEra(entry.exchange);
  const sent = frames.filter((f) => f.direction === 'sent');
  // Progress notifications that the timeline shows as a run (with a scrubber) are not repeated as frames.
  const runs = response?.kind === 'sse' && timelineRows(response.events).some((r) => r.kind === 'progress');
  const received = frames.filter((f) => f.direction === 'received' && !(runs && f.method === 'notifications/progress'));
  const called = calledLabel(entry.method, entry.name);
  const title = `${request.method} ${pathOf(request.url)}${called ? ` · ${called}` : ''}`;

  return (
    <details
      open={open}
      onToggle={(e) => {
        const now = e.currentTarget.open;
        if (now !== open) setChosen(now);
      }}
      className="rounded-lg border border-stone-200 bg-white shadow-sm"
      data-testid="exchange"
      data-method={entry.method ?? ''}
      data-name={entry.name ?? ''}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a summary is the details' own button (keyboard included); its click only keeps React's open state in step */}
      <summary
        className="flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm"
        onClick={(e) => {
          // React owns `open`: a native toggle raced with re-renders and could close again at once.
          e.preventDefault();
          setChosen(!open);
        }}
      >
        <span className="font-mono text-xs text-stone-500 tabular-nums">#{n ?? entry.exchange.seq}</span>
        <span className="font-mono font-medium text-stone-900">{title}</span>
        <span className={`rounded px-1.5 py-0.5 text-xs font-medium ${OUTCOME_STYLE[entry.outcome]}`}>{badge(entry)}</span>
        {entry.durationMs !== undefined ? <span className="text-xs text-stone-600 tabular-nums">{entry.durationMs} ms</span> : null}
        {era ? <span className="text-xs text-stone-600">{eraLabel(era)}</span> : null}
        {aside}
      </summary>
      {open ? (
        <div className={`border-t border-stone-200 px-3 py-3 ${compact ? 'grid gap-3 lg:grid-cols-2' : 'space-y-4'}`}>
          <section aria-label="Request" className="min-w-0 space-y-2">
            {compact ? null : (
              <div className="flex items-center justify-between gap-2">
                <h4 className="min-w-0 font-mono text-sm font-semibold wrap-break-word text-stone-900">
                  {request.method} <Breakable text={request.url} />
                </h4>
                <CopyButton text={() => toCurl(entry.exchange.request)} label="Copy as curl" />
              </div>
            )}
            <HeaderTable headers={request.headers} label="Request headers" highlight={highlight?.headers} />
            {sent.map((f, i) => (
              <Frame key={i} message={f.message} era={era} highlight={highlight?.keys} label={`Sent: ${f.kind}${f.method ? ` ${f.method}` : ''}`} />
            ))}
            {request.body !== undefined && sent.length === 0 ? (
              <pre className="max-h-40 overflow-auto rounded bg-stone-100 p-2 text-xs wrap-anywhere whitespace-pre-wrap" tabIndex={0}>
                {request.body.slice(0, 2000)}
              </pre>
            ) : null}
            {request.bodyTruncated ? <p className="text-xs text-stone-600">Request body cut at 64 KiB for recording; the server received it whole.</p> : null}
          </section>
          {response ? (
            <section aria-label="Response" className="min-w-0 space-y-2">
              <h4 className="font-mono text-sm font-semibold text-stone-900">
                HTTP {response.status} {response.statusText}
                <span className="ml-2 font-sans text-xs font-normal text-stone-600">headers after {response.headersAtMs} ms</span>
              </h4>
              <HeaderTable headers={response.headers} label="Response headers" highlight={highlight?.headers} />
              {response.kind === 'sse' ? <SseTimeline events={response.events} endedAtMs={shown.endedAtMs} /> : null}
              {received.map((f, i) => (
                <Frame
                  key={i}
                  message={f.message}
                  era={era}
                  highlight={highlight?.keys}
                  label={`Received: ${f.kind}${f.method ? ` ${f.method}` : ''}${f.id !== undefined ? ` for id ${JSON.stringify(f.id)}` : ''}`}
                />
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
