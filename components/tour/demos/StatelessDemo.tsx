'use client';
/**
 * A GET on the endpoint answered 405, then the same small list request from a 2026-07-28 client (no
 * handshake, _meta on the request) beside a 2025-era client (initialize first). All live.
 */
import { ExchangeView } from '@/components/exchange/ExchangeView';
import { detectEra, type TranscriptEntry } from '@/lib/wire';
import type { TapFetch } from '@/lib/browser/tap';
import { LiveDemo } from '../LiveDemo';
import { Proof } from '../Lesson';
import { useLiveRun, withClient } from '../useLiveRun';
import { DOOR } from '@/lib/vocabulary';

/** A request whose answer is short, so the two eras' frames can be read side by side. */
const CALL = 'resources/templates/list';

/** How long the 2025-era client's GET may take to be answered before the demo closes the client anyway. */
const STREAM_ANSWER_MS = 5_000;

function listWith(fetch: TapFetch, era: 'modern' | 'legacy') {
  return withClient({ fetch, era }, async (client) => {
    await client.listResourceTemplates();
    // The 2025-era client asks for its stream after initialize without waiting for the answer: closing before
    // the 405 arrives (a loaded server) aborts that GET, and its column would show "aborted" instead of the 405.
    await Promise.race([fetch.settle(), new Promise((done) => setTimeout(done, STREAM_ANSWER_MS))]);
  });
}

export function StatelessDemo() {
  const live = useLiveRun(async (fetch) => {
    // The server-to-client stream a stateful server would offer; this one has nowhere to keep it.
    await fetch(new URL(DOOR.open.path, window.location.origin), { method: 'GET', headers: { accept: 'text/event-stream' } });
    await listWith(fetch, 'modern');
    await listWith(fetch, 'legacy');
  });
  // The page's own GET; a 2025-era client tries the same stream after initialize, and that GET (it
  // carries the negotiated MCP-Protocol-Version) belongs in its column, 405 and all.
  const ours = (e: TranscriptEntry) => e.exchange.request.method === 'GET' && !e.exchange.request.headers.some(([k]) => k === 'mcp-protocol-version');
  const get = live.entries.filter(ours);
  const modern = live.entries.filter((e) => !ours(e) && detectEra(e.exchange) === 'modern');
  const legacy = live.entries.filter((e) => !ours(e) && !modern.includes(e));
  // Numbered in the order they are shown: the GET, then the 2026-07-28 column, then the 2025 one.
  const order = [...get, ...modern, ...legacy];
  const shownAs = (e: TranscriptEntry) => order.indexOf(e) + 1;
  const status = get[0]?.exchange.response?.status;
  const done = live.status === 'done';
  return (
    <LiveDemo
      live={live}
      lessonLines={[5, 2]}
      id="stateless"
      label={`GET ${DOOR.open.path} · ${CALL} in both eras`}
      show={() => false}
      framesCount={order.length}
      lesson={
        done && status !== undefined ? (
          <span data-testid="stateless-lesson">
            GET → <Proof>{status}</Proof>: no stream to open · 2026-07-28: <Proof>{modern.map((e) => e.method ?? e.exchange.request.method).join(' → ')}</Proof>
            , {modern.some((e) => e.method === 'initialize') ? 'with' : 'no'} initialize · 2025 era: <Proof>{legacy[0]?.method ?? '?'}</Proof> first,{' '}
            <Proof>{legacy.length}</Proof> exchanges for the same list
          </span>
        ) : undefined
      }
      frames={() => (
        <>
          <div className="space-y-2">
            <h4 className="text-sm font-semibold text-stone-900">GET on the endpoint</h4>
            {get.map((e) => (
              <ExchangeView key={e.exchange.seq} entry={e} n={shownAs(e)} defaultOpen highlight={{ headers: ['allow'] }} />
            ))}
          </div>
          <div className="grid gap-4 lg:grid-cols-2">
            <Column title="2026-07-28: every request stands alone" entries={modern} n={shownAs} testId="era-modern" />
            <Column title="2025 era: initialize, initialized, a GET for the stream (405), then the request" entries={legacy} n={shownAs} testId="era-legacy" />
          </div>
        </>
      )}
    />
  );
}

function Column({ title, entries, n, testId }: { title: string; entries: TranscriptEntry[]; n: (e: TranscriptEntry) => number; testId: string }) {
  return (
    <section className="min-w-0 space-y-2" aria-label={title} data-testid={testId}>
      <h4 className="text-sm font-semibold text-stone-900">{title}</h4>
      <ol className="space-y-2">
        {entries.map((e) => (
          <li key={e.exchange.seq}>
            <ExchangeView entry={e} n={n(e)} defaultOpen={e.method === CALL || e.method === 'initialize'} highlight={{ keys: ['params._meta', 'method'] }} />
          </li>
        ))}
      </ol>
    </section>
  );
}
