/**
 * The observer page's store, outside React: records arrive from the channel's feed (each once, by its
 * log id), are replayed through the transcript store (so outcome and duration are worked out exactly
 * as the playground's are) and carry what the channel added: the client's name, the OAuth step.
 * Pause holds new records back until resume; clear empties the view (the channel keeps its log).
 */
import { requestHeader } from './frames';
import type { ObservedRecord, ObservedStep } from './observed';
import { neutralise } from './observed-labels';
import { createTranscriptStore, type TranscriptEntry } from './store';
import type { WireExchange } from './types';

export interface ObservedEntry {
  entry: TranscriptEntry;
  logId: string;
  /** What this request declared itself to be. */
  client?: { name: string; version?: string };
  /** Only when it declared nothing: its User-Agent header, a hint and no more. */
  userAgent?: string;
  step?: ObservedStep;
  skippedBefore?: number;
  /** What it called and on which path, as the server labelled it (neutralised, cut). */
  call?: ObservedRecord['call'];
  path?: string;
}

export interface ObservedSnapshot {
  entries: readonly ObservedEntry[];
  dropped: number;
  paused: boolean;
  /** Records held back while paused. */
  waiting: number;
}

export interface ObservedFeed {
  add(logId: string, record: ObservedRecord): void;
  setPaused(paused: boolean): void;
  clear(): void;
  subscribe(onChange: () => void): () => void;
  getSnapshot(): ObservedSnapshot;
  /** The last log id received (sent as Last-Event-ID by EventSource; kept for a manual resume). */
  lastId(): string | undefined;
}

/**
 * `stepOf` numbers and titles a record's walkthrough step (the page passes the walkthrough's own; lib/wire
 * knows no walkthrough): without it, or for an id it does not know, the entry shows no step.
 */
export function createObservedFeed({ cap = 500, stepOf }: { cap?: number; stepOf?: (id: string) => ObservedStep | undefined } = {}): ObservedFeed {
  const transcript = createTranscriptStore({ cap });
  const meta = new Map<number, Omit<ObservedEntry, 'entry'>>();
  const seen = new Set<string>();
  let held: [string, ObservedRecord][] = [];
  let paused = false;
  let seq = 0;
  let last: string | undefined;
  let snapshot: ObservedSnapshot = { entries: [], dropped: 0, paused: false, waiting: 0 };
  const listeners = new Set<() => void>();

  const rebuild = () => {
    const t = transcript.getSnapshot();
    snapshot = {
      entries: t.entries.flatMap((entry) => {
        const m = meta.get(entry.exchange.seq);
        return m ? [{ entry, ...m }] : [];
      }),
      dropped: t.dropped,
      paused,
      waiting: held.length,
    };
    for (const l of listeners) l();
  };

  const replay = (logId: string, record: ObservedRecord) => {
    const x: WireExchange = { ...record.exchange, seq: ++seq };
    const agent = requestHeader(x, 'user-agent')?.trim().slice(0, 120);
    meta.set(x.seq, {
      logId,
      ...(record.client ? { client: record.client } : agent ? { userAgent: agent } : {}),
      ...(record.step && stepOf?.(record.step.id) ? { step: stepOf(record.step.id) } : {}),
      ...(record.skippedBefore ? { skippedBefore: record.skippedBefore } : {}),
      ...(record.call ? { call: record.call } : {}),
      ...(record.path !== undefined ? { path: record.path } : {}),
    });
    const { response, endedAtMs, failure, ...request } = x;
    transcript.record({ type: 'request', exchange: request });
    if (response) {
      transcript.record({ type: 'response', seq: x.seq, response: { ...response, events: [] } });
      for (const event of response.events) transcript.record({ type: 'sse', seq: x.seq, event });
      if (response.body !== undefined) transcript.record({ type: 'body', seq: x.seq, body: response.body, truncated: Boolean(response.truncated) });
    }
    if (failure) transcript.record({ type: 'failure', seq: x.seq, atMs: endedAtMs ?? 0, ...failure });
    else transcript.record({ type: 'end', seq: x.seq, atMs: endedAtMs ?? 0 });
  };

  return {
    add(logId, record) {
      if (seen.has(logId)) return;
      seen.add(logId);
      // Ids only repeat across a reconnect's overlap: the recent ones are all it takes to skip them.
      if (seen.size > 5_000) seen.delete(seen.values().next().value as string);
      last = logId;
      if (paused) held.push([logId, record]);
      else replay(logId, record);
      rebuild();
    },
    setPaused(next) {
      paused = next;
      if (!paused) {
        for (const [id, r] of held) replay(id, r);
        held = [];
      }
      rebuild();
    },
    clear() {
      transcript.clear();
      meta.clear();
      held = [];
      rebuild();
    },
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    getSnapshot: () => snapshot,
    lastId: () => last,
  };
}

/**
 * Who sent it, for one line, as a claim (anyone can name their client anything, "the facilitator"
 * included): the declared name and version, else the User-Agent marked as only that. Neutralised.
 */
export function clientLabel(e: Pick<ObservedEntry, 'client' | 'userAgent'>): string | undefined {
  if (e.client) return `says it is “${neutralise(`${e.client.name}${e.client.version ? ` ${e.client.version}` : ''}`, 120)}”`;
  if (e.userAgent) return `User-Agent “${neutralise(e.userAgent, 120)}” (no client named)`;
  return undefined;
}
