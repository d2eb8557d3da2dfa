'use client';
/** Every exchange with the endpoint, newest first, filterable by method; export the session as JSON. */
import { MethodFilter } from '@/components/exchange/MethodFilter';
import { useMemo, useState } from 'react';
import { ExchangeView } from '@/components/exchange/ExchangeView';
import { exportSession } from '@/lib/wire';
import { useConnection, usePlayground, useTranscript } from './context';

/** Methods worth opening by default: the ones a person just asked for. */
const OPEN_BY_DEFAULT = new Set(['tools/call', 'prompts/get', 'resources/read', 'server/discover', 'initialize']);

export function Transcript() {
  const { session } = usePlayground();
  const snapshot = useTranscript();
  const conn = useConnection();
  const [method, setMethod] = useState('');
  const methods = useMemo(() => [...new Set(snapshot.entries.map((e) => e.method ?? `${e.exchange.request.method} (no JSON-RPC)`))].sort(), [snapshot]);
  const shown = snapshot.entries
    .filter((e) => !method || (e.method ?? `${e.exchange.request.method} (no JSON-RPC)`) === method)
    .slice()
    .reverse();

  const download = () => {
    const doc = exportSession(snapshot, { door: conn.door, era: conn.era, endpoint: session.endpoint() });
    const url = URL.createObjectURL(new Blob([JSON.stringify(doc, null, 2)], { type: 'application/json' }));
    const a = Object.assign(document.createElement('a'), { href: url, download: `mcp-session-${new Date().toISOString().replace(/[:.]/g, '-')}.json` });
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <section aria-labelledby="transcript-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="transcript-heading" className="text-lg font-semibold">
          On the wire{' '}
          <span className="text-sm font-normal text-stone-600">
            ({snapshot.entries.length} exchanges{snapshot.dropped ? `, ${snapshot.dropped} older dropped` : ''})
          </span>
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <MethodFilter methods={methods} value={method} onChange={setMethod} />
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
        <ol className="space-y-2">
          {shown.map((e, i) => (
            <li key={e.exchange.seq}>
              <ExchangeView entry={e} defaultOpen={i < 4 && OPEN_BY_DEFAULT.has(e.method ?? '')} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
