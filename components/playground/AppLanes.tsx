'use client';
/**
 * The app's exchange, end to end, in two lanes side by side (stacked on a phone): the postMessage
 * JSON-RPC between the app and this page (the host), and the HTTP exchanges the host made for it. A call
 * the host forwarded names the HTTP exchange it became, and that exchange names the app's call it was for.
 */
import { useMemo, useState, useSyncExternalStore } from 'react';
import { ExchangeView } from '@/components/exchange/ExchangeView';
import { Frame } from '@/components/frame/Frame';
import type { Lane, LaneFrame } from '@/lib/playground/app-lane';
import { useTranscript } from './context';

/** Methods whose frames open by themselves: the handshake and the calls, the point of the lanes. */
const OPEN_METHODS = new Set(['ui/initialize', 'tools/call', 'ui/message']);

const laneHttpId = (seq: number) => `app-http-${seq}`;

function kindLabel(f: LaneFrame): string {
  if (f.kind === 'invalid') return 'not a JSON-RPC message';
  if (f.kind === 'result' || f.kind === 'error') return `${f.kind} for id ${JSON.stringify(f.id)}`;
  return `${f.method ?? '?'}${f.kind === 'request' ? ` · id ${JSON.stringify(f.id)}` : ''}`;
}

function LaneItem({ frame, opensWith }: { frame: LaneFrame; opensWith: boolean }) {
  const [chosen, setChosen] = useState<boolean>();
  const open = chosen ?? opensWith;
  const toHost = frame.direction === 'app-to-host';
  const label = `${toHost ? 'App to host' : 'Host to app'}: ${kindLabel(frame)}`;
  return (
    <details
      open={open}
      className="rounded-lg border border-stone-200 bg-white shadow-sm"
      data-testid="lane-frame"
      data-direction={frame.direction}
      data-method={frame.method ?? ''}
      data-kind={frame.kind}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a summary is the details' own button (keyboard included); its click only keeps React's open state in step */}
      <summary
        className="flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm"
        onClick={(e) => {
          e.preventDefault();
          setChosen(!open);
        }}
      >
        <span className="font-mono text-xs text-stone-500 tabular-nums">#{frame.seq}</span>
        <span className={`rounded px-1.5 py-0.5 text-xs font-medium ${toHost ? 'bg-violet-100 text-violet-900' : 'bg-sky-100 text-sky-900'}`}>
          {toHost ? 'app → host' : 'host → app'}
        </span>
        <span className="font-mono font-medium wrap-anywhere text-stone-900">{kindLabel(frame)}</span>
        {frame.refused ? <span className="rounded bg-red-100 px-1.5 py-0.5 text-xs font-medium text-red-900">refused by the host</span> : null}
      </summary>
      {open ? (
        <div className="space-y-2 border-t border-stone-200 px-3 py-3">
          {frame.refused ? <p className="text-sm text-red-900">Refused: {frame.refused}.</p> : null}
          {frame.http && frame.http.length > 0 ? (
            <p className="text-sm text-stone-800" data-testid="lane-forwarded">
              The host forwarded it to the server as{' '}
              {frame.http.map((seq, i) => (
                <span key={seq}>
                  {i > 0 ? ', ' : ''}
                  <a className="font-medium text-indigo-800 underline" href={`#${laneHttpId(seq)}`}>
                    HTTP exchange #{seq}
                  </a>
                </span>
              ))}
              ; its answer comes back below, with the same id.
            </p>
          ) : null}
          <Frame message={frame.message} label={label} channel="postMessage" />
        </div>
      ) : null}
    </details>
  );
}

export function AppLanes({ lane, readSeqs }: { lane: Lane; readSeqs: readonly number[] }) {
  const snapshot = useSyncExternalStore(lane.subscribe, lane.get, lane.get);
  const transcript = useTranscript();
  // Which app request each HTTP exchange carried, and which exchanges belong on the HTTP lane.
  const forApp = useMemo(() => {
    const m = new Map<number, string | number | undefined>();
    for (const seq of readSeqs) m.set(seq, undefined);
    for (const f of snapshot.frames) for (const seq of f.http ?? []) m.set(seq, f.id);
    return m;
  }, [snapshot, readSeqs]);
  const http = transcript.entries.filter((e) => forApp.has(e.exchange.seq));
  const lastCall = snapshot.frames.findLast((f) => f.method === 'tools/call' && f.kind === 'request')?.id;
  const opens = (f: LaneFrame, i: number) =>
    (f.method !== undefined && OPEN_METHODS.has(f.method) && (f.method !== 'tools/call' || f.id === lastCall)) ||
    ((f.kind === 'result' || f.kind === 'error') && f.id === lastCall && i >= snapshot.frames.length - 12) ||
    f.refused !== undefined;
  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
      <section aria-labelledby="lane-pm-heading" className="min-w-0 space-y-2" data-testid="lane-postmessage">
        <h3 id="lane-pm-heading" className="text-base font-semibold">
          postMessage: app ↔ host{' '}
          <span className="text-sm font-normal text-stone-600">
            ({snapshot.frames.length} messages{snapshot.dropped ? `, ${snapshot.dropped} older dropped` : ''})
          </span>
        </h3>
        {snapshot.frames.length === 0 ? (
          <p className="rounded-lg border border-dashed border-stone-300 p-3 text-sm text-stone-700">No message yet: open the app.</p>
        ) : (
          <ol className="space-y-2">
            {snapshot.frames.map((f, i) => (
              <li key={f.seq}>
                <LaneItem frame={f} opensWith={opens(f, i)} />
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="lane-http-heading" className="min-w-0 space-y-2" data-testid="lane-http">
        <h3 id="lane-http-heading" className="text-base font-semibold">
          HTTP: host ↔ server <span className="text-sm font-normal text-stone-600">({http.length} exchanges)</span>
        </h3>
        {http.length === 0 ? (
          <p className="rounded-lg border border-dashed border-stone-300 p-3 text-sm text-stone-700">No exchange yet.</p>
        ) : (
          <ol className="space-y-2">
            {http.map((entry) => {
              const id = forApp.get(entry.exchange.seq);
              return (
                <li key={entry.exchange.seq} id={laneHttpId(entry.exchange.seq)} className="scroll-mt-4">
                  <ExchangeView
                    entry={entry}
                    defaultOpen={entry.method === 'tools/call' && id === lastCall}
                    aside={
                      <span className="text-xs text-stone-700">
                        {id === undefined ? 'the host reads the app' : `for the app's tools/call id ${JSON.stringify(id)}`}
                      </span>
                    }
                  />
                </li>
              );
            })}
          </ol>
        )}
      </section>
    </div>
  );
}
