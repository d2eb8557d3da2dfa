'use client';
/**
 * Every exchange with the endpoint, oldest first (so a connection reads from its server/discover
 * down) or newest first, as the reader chooses; a list read page by page folded into one row;
 * filterable by method; export the session as JSON.
 */
import { ListFilter } from '@/components/exchange/ListFilter';
import { useMemo, useState } from 'react';
import { downloadJson } from '@/components/exchange/download-json';
import { ExchangeView } from '@/components/exchange/ExchangeView';
import { exportSession, groupPages, type TranscriptEntry, type WireItem } from '@/lib/wire';
import { useConnection, usePlayground, useTranscript } from './context';
import { PagedRow } from './PagedRow';

/** Methods worth opening by default: the ones a person just asked for. */
const OPEN_BY_DEFAULT = new Set(['tools/call', 'prompts/get', 'resources/read', 'server/discover', 'initialize']);
/** How many of the latest exchanges may open by themselves. */
const OPEN_LATEST = 4;

/** The wire's anchor: a phone's "Jump to the wire" link lands here. */
export const WIRE_ID = 'wire';

type Order = 'oldest' | 'newest';
const ORDERS: readonly { id: Order; label: string }[] = [
  { id: 'oldest', label: 'Oldest first' },
  { id: 'newest', label: 'Newest first' },
];

const methodOf = (e: TranscriptEntry) => e.method ?? `${e.exchange.request.method} (no JSON-RPC)`;
const seqOf = (item: WireItem) => (item.kind === 'single' ? item.entry.exchange.seq : item.pages[0].exchange.seq);

export function Transcript() {
  const { session } = usePlayground();
  const snapshot = useTranscript();
  const conn = useConnection();
  const [method, setMethod] = useState('');
  const [order, setOrder] = useState<Order>('oldest');
  const methods = useMemo(() => [...new Set(snapshot.entries.map(methodOf))].sort(), [snapshot]);
  const items = useMemo(() => groupPages(snapshot.entries.filter((e) => !method || methodOf(e) === method)), [snapshot, method]);
  const shown = order === 'oldest' ? items : items.slice().reverse();
  const latest = new Set(snapshot.entries.slice(-OPEN_LATEST).map((e) => e.exchange.seq));
  // The latest connection's handshake stays open too: it is what the page's status line reports.
  const handshake = snapshot.entries.findLast((e) => e.method === 'server/discover' || e.method === 'initialize')?.exchange.seq;
  if (handshake !== undefined) latest.add(handshake);

  const download = () => {
    downloadJson('mcp-session', exportSession(snapshot, { door: conn.door, era: conn.era, endpoint: session.endpoint() }));
  };

  return (
    <section id={WIRE_ID} aria-labelledby="transcript-heading" className="scroll-mt-4 space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="transcript-heading" className="text-lg font-semibold">
          On the wire{' '}
          <span className="text-sm font-normal text-stone-600">
            ({snapshot.entries.length} exchanges{snapshot.dropped ? `, ${snapshot.dropped} older dropped` : ''})
          </span>
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <fieldset className="flex items-center gap-1 text-sm" data-testid="wire-order">
            <legend className="sr-only">Order</legend>
            {ORDERS.map((o) => (
              <button
                key={o.id}
                type="button"
                aria-pressed={order === o.id}
                onClick={() => setOrder(o.id)}
                className="min-h-6 rounded-md border border-stone-300 bg-white px-2.5 py-1 text-xs font-medium hover:bg-stone-100 aria-pressed:border-indigo-700 aria-pressed:bg-indigo-700 aria-pressed:text-white"
              >
                {o.label}
              </button>
            ))}
          </fieldset>
          <ListFilter label="Method" options={methods} value={method} onChange={setMethod} testId="method-filter" />
          <button
            type="button"
            onClick={download}
            disabled={snapshot.entries.length === 0}
            className="rounded-md border border-stone-300 bg-white px-2.5 py-1 text-xs font-medium hover:bg-stone-100 disabled:opacity-60"
          >
            Export session JSON
          </button>
          <button
            type="button"
            onClick={() => session.transcript.clear()}
            className="rounded-md border border-stone-300 bg-white px-2.5 py-1 text-xs font-medium hover:bg-stone-100"
          >
            Clear
          </button>
        </div>
      </div>
      {shown.length === 0 ? (
        <p className="rounded-lg border border-dashed border-stone-300 p-4 text-sm text-stone-700">
          Nothing yet. Connect, and every HTTP exchange with the endpoint appears here, frame by frame.
        </p>
      ) : (
        <>
          {/* Each opened exchange titles its request with an h4: this h3 keeps the levels in order under the h2. */}
          <h3 className="sr-only">Exchanges, {order === 'oldest' ? 'oldest first' : 'newest first'}</h3>
          <ol className="space-y-2" data-testid="wire-list" data-order={order}>
            {shown.map((item) => (
              <li key={seqOf(item)}>
                {item.kind === 'pages' ? (
                  <PagedRow method={item.method} pages={item.pages} />
                ) : (
                  <ExchangeView entry={item.entry} defaultOpen={latest.has(item.entry.exchange.seq) && OPEN_BY_DEFAULT.has(item.entry.method ?? '')} />
                )}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
