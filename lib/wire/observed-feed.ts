/**
 * The observer page's store, outside React: records arrive from the channel's feed (each once, by its
 * log id), are replayed through the transcript store (so outcome and duration are worked out exactly
 * as the playground's are) and carry what the channel added: the client's name, the OAuth step.
 * Pause holds new records back until resume; clear empties the view (the channel keeps its log).
 */
import type { ObservedRecord, ObservedStep } from './observed';
import { createTranscriptStore, type TranscriptEntry } from './store';
import type { WireExchange } from './types';

export interface ObservedEntry {
  entry: TranscriptEntry;
  logId: string;
  client?: { name: string; version?: string; inferred?: boolean };
  step?: ObservedStep;
  skippedBefore?: number;
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

const header = (x: WireExchange, name: string) => x.request.headers.find(([k]) => k === name)?.[1];

export function createObservedFeed({ cap = 500 } = {}): ObservedFeed {
  const transcript = createTranscriptStore({ cap });
  const meta = new Map<number, Omit<ObservedEntry, 'entry'>>();
  const seen = new Set<string>();
  /** 2025-era requests after initialize carry no clientInfo: the User-Agent that initialized says who. */
  const byAgent = new Map<string, { name: string; version?: string }>();
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
    const agent = header(x, 'user-agent') ?? '';
    if (record.client) byAgent.set(agent, record.client);
    const inferred = !record.client && byAgent.get(agent);
    meta.set(x.seq, {
      logId,
      ...(record.client ? { client: record.client } : inferred ? { client: { ...inferred, inferred: true } } : {}),
      ...(record.step ? { step: record.step } : {}),
      ...(record.skippedBefore ? { skippedBefore: record.skippedBefore } : {}),
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
