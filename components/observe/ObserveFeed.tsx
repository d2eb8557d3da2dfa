'use client';
/**
 * The channel's live feed: an EventSource on /observe/<channel>/events (it resumes with Last-Event-ID
 * by itself after the server ends a stream), a store outside React, and the playground's exchange view
 * for each exchange, with who sent it and which OAuth step it is. Pause, filter by method, clear, export.
 * When a connection is refused (a 429, a 503, the network), EventSource gives up: the page opens a new
 * one after a growing delay, resuming after the last id it has. Only the server's `gone` event ends it.
 */
import { ListFilter } from '@/components/exchange/ListFilter';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { downloadJson } from '@/components/exchange/download-json';
import { ExchangeView } from '@/components/exchange/ExchangeView';
import { PresentFeedList } from './PresentFeedList';
import { publishFeedExchange } from '@/lib/browser/page-wire';
import { clientLabel, createObservedFeed, exportSession, type ObservedEntry, type ObservedRecord } from '@/lib/wire';
import { observedStepOf } from '@/lib/walkthrough/observed-step';
import { FEED_EVENT, type FeedGone } from '@/lib/wire/observed';

type Status = 'connecting' | 'live' | 'reconnecting' | 'expired' | 'lost';

const STATUS_TEXT: Record<Status, string> = {
  connecting: 'Connecting…',
  live: 'Live: waiting for your client', // only until the first exchange: then statusText says how many
  reconnecting: 'Reconnecting (nothing is lost)…',
  expired: 'This channel has expired. Open a new one.',
  lost: 'The server lost this channel (its shared store was emptied). Open a new one.',
};

/** Delays before opening a new connection after one was refused: doubling, then every 30 s. */
const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;

const NO_RPC = '(no JSON-RPC)';
/** Who sent an exchange, as the feed can tell participants apart: the client's claimed name, else its User-Agent. */
const senderOf = (e: ObservedEntry) => clientLabel(e) ?? 'no client named';
const methodOf = (e: ObservedEntry) => e.entry.method ?? `${e.entry.exchange.request.method} ${NO_RPC}`;

function Aside({ e }: { e: ObservedEntry }) {
  return (
    <>
      {e.client ? (
        <span className="rounded bg-stone-100 px-1.5 py-0.5 text-xs text-stone-800" data-testid="client-name">
          {clientLabel(e)}
        </span>
      ) : e.userAgent ? (
        <span
          className="rounded border border-dashed border-stone-400 px-1.5 py-0.5 text-xs text-stone-700"
          data-testid="client-agent"
          title="This request did not say which client sent it. This is its User-Agent header, which many clients share."
        >
          {clientLabel(e)}
        </span>
      ) : null}
      {e.step ? (
        <span className="rounded bg-indigo-100 px-1.5 py-0.5 text-xs font-medium text-indigo-900" data-testid="oauth-step" data-step={e.step.id}>
          Step {e.step.n}: {e.step.title}
        </span>
      ) : null}
      {e.skippedBefore ? <span className="text-xs text-orange-900">{e.skippedBefore} not recorded before this (too many at once)</span> : null}
    </>
  );
}

function statusText(status: Status, count: number): string {
  if (status === 'live' && count > 0) return `Live: ${count} ${count === 1 ? 'exchange' : 'exchanges'} so far`;
  return STATUS_TEXT[status];
}

/** `present`: the projector's view, one line per exchange in large type (PresentFeedList). */
export function ObserveFeed({ channel, endpoint, present = false }: { channel: string; endpoint: string; present?: boolean }) {
  const feed = useMemo(() => createObservedFeed({ stepOf: observedStepOf }), []);
  const snapshot = useSyncExternalStore(feed.subscribe, feed.getSnapshot, feed.getSnapshot);
  const [status, setStatus] = useState<Status>('connecting');
  const [method, setMethod] = useState('');
  const [sender, setSender] = useState('');

  useEffect(() => {
    let source: EventSource | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay = RETRY_FIRST_MS;
    let stopped = false;
    const connect = () => {
      const last = feed.lastId();
      const es = new EventSource(`/observe/${channel}/events${last ? `?after=${encodeURIComponent(last)}` : ''}`);
      source = es;
      es.addEventListener('open', () => {
        delay = RETRY_FIRST_MS;
        setStatus('live');
      });
      es.addEventListener(FEED_EVENT.exchange, (ev) => {
        const m = ev as MessageEvent<string>;
        try {
          const record = JSON.parse(m.data) as ObservedRecord;
          feed.add(m.lastEventId, record);
          // The exercises judge it as it arrives, paused or not (a tick is kept once, so a resent one is harmless).
          publishFeedExchange(record.exchange);
        } catch {
          /* a malformed record is skipped */
        }
      });
      es.addEventListener(FEED_EVENT.gone, (ev) => {
        stopped = true;
        es.close();
        let reason: FeedGone['reason'] = 'expired';
        try {
          if ((JSON.parse((ev as MessageEvent<string>).data) as FeedGone).reason === 'lost') reason = 'lost';
        } catch {
          /* said without a reason: expired */
        }
        setStatus(reason);
      });
      es.addEventListener('error', () => {
        if (stopped) return;
        setStatus('reconnecting');
        if (es.readyState !== EventSource.CLOSED) return; // EventSource retries by itself
        timer = setTimeout(connect, delay);
        delay = Math.min(RETRY_MAX_MS, delay * 2);
      });
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [channel, feed]);

  const methods = useMemo(() => [...new Set(snapshot.entries.map(methodOf))].sort(), [snapshot]);
  const senders = useMemo(() => [...new Set(snapshot.entries.map(senderOf))].sort(), [snapshot]);
  const shown = snapshot.entries
    .filter((e) => (!method || methodOf(e) === method) && (!sender || senderOf(e) === sender))
    .slice()
    .reverse();

  const download = () => {
    const doc = exportSession({ entries: snapshot.entries.map((e) => e.entry), dropped: snapshot.dropped }, { door: 'observed', era: 'any', endpoint });
    const exchanges = doc.exchanges.map((x, i) => {
      const e = snapshot.entries[i];
      return { ...x, logId: e.logId, client: e.client, userAgent: e.userAgent, oauthStep: e.step };
    });
    downloadJson('mcp-observed', { ...doc, channel: 'observed', exchanges });
  };

  const button = 'rounded-md border border-stone-300 bg-white px-2.5 py-1 text-xs font-medium hover:bg-stone-100 disabled:opacity-60';
  return (
    <section aria-labelledby="feed-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="feed-heading" className="text-xl font-semibold">
          What your client does{' '}
          <span className="text-sm font-normal text-stone-600">
            ({snapshot.entries.length} exchanges{snapshot.dropped ? `, ${snapshot.dropped} older dropped` : ''})
          </span>
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <ListFilter label="Method" options={methods} value={method} onChange={setMethod} testId="method-filter" />
          <ListFilter label="Sender" options={senders} value={sender} onChange={setSender} testId="sender-filter" selectClassName="max-w-[14rem]" />
          <button type="button" className={button} onClick={() => feed.setPaused(!snapshot.paused)} aria-pressed={snapshot.paused}>
            {snapshot.paused ? `Resume${snapshot.waiting ? ` (${snapshot.waiting} waiting)` : ''}` : 'Pause'}
          </button>
          <button type="button" className={button} onClick={download} disabled={snapshot.entries.length === 0}>
            Export JSON
          </button>
          <button type="button" className={button} onClick={() => feed.clear()}>
            Clear
          </button>
        </div>
      </div>
      <p className="text-sm text-stone-700" role="status" data-testid="feed-status" data-status={status}>
        {statusText(status, snapshot.entries.length + snapshot.dropped)}
      </p>
      {shown.length > 0 && present ? (
        <PresentFeedList entries={shown} />
      ) : shown.length === 0 ? (
        <p className="rounded-lg border border-dashed border-stone-300 p-4 text-sm text-stone-700">
          Nothing yet. Paste one of the URLs above into your client and connect: every HTTP exchange it makes appears here, frame by frame.
        </p>
      ) : (
        <ol className="space-y-2" data-testid="observed-list">
          {shown.map((e) => (
            <li key={e.logId}>
              <ExchangeView entry={e.entry} n={snapshot.entries.indexOf(e) + 1} aside={<Aside e={e} />} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
