/**
 * The transcript: a small store outside React. The recording fetch feeds it wire events; each
 * exchange is one entry, and its response merges into the entry of the request it answers (matched by
 * JSON-RPC id), with the duration. Old entries fall off past the cap. Snapshots are immutable, so
 * React (useSyncExternalStore) re-renders exactly what changed.
 */
import { calledName } from './called';
import { classify, messagesIn, requestFrame, requestHeader } from './frames';
import type { WireEvent, WireExchange } from './types';

/**
 * What became of an exchange. `accepted` is a JSON-RPC notification's 202; `http` is a plain HTTP
 * exchange that carried no JSON-RPC at all (metadata, JWKS, the lab) and ended with a 2xx/3xx.
 */
export type Outcome = 'pending' | 'result' | 'input_required' | 'error' | 'accepted' | 'http' | 'http-error' | 'aborted' | 'failed';

export interface TranscriptEntry {
  exchange: WireExchange;
  /** The JSON-RPC method the exchange carried (undefined for a bare GET). */
  method?: string;
  /** What it called: the tool or prompt name, the resource URI (lib/wire/called.ts). */
  name?: string;
  rpcId?: string | number | null;
  outcome: Outcome;
  /** From the request to its JSON-RPC response (or to the end of the exchange). */
  durationMs?: number;
}

export interface TranscriptSnapshot {
  entries: readonly TranscriptEntry[];
  /** Entries dropped because of the cap, so the view can say so. */
  dropped: number;
}

export interface TranscriptStore {
  record: (event: WireEvent) => void;
  clear: () => void;
  subscribe: (onChange: () => void) => () => void;
  getSnapshot: () => TranscriptSnapshot;
}

export const DEFAULT_CAP = 300;

/** The response in a JSON body or SSE event that answers `id`, if this text holds one. */
function answers(data: string, id: TranscriptEntry['rpcId']): Outcome | undefined {
  if (id === undefined) return undefined;
  const kind = classify(messagesIn(data).find((m) => (m as { id?: unknown } | null)?.id === id));
  return kind === 'result' || kind === 'error' || kind === 'input_required' ? kind : undefined;
}

/**
 * What a response cut short for recording was (a channel keeps 64 KiB; a random prompt can be 150 kB):
 * the first top-level key among `result` and `error` of the cut JSON, found in one linear pass over
 * strings and nesting. Undefined when the cut came before either.
 */
export function outcomeOfCutMessage(text: string): Outcome | undefined {
  let depth = 0;
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      if (depth === 1) {
        const key = text.slice(i + 1, j);
        let k = j + 1;
        while (text[k] === ' ' || text[k] === '\n' || text[k] === '\r' || text[k] === '\t') k++;
        if (text[k] === ':' && (key === 'result' || key === 'error')) return key;
      }
      i = j + 1;
      continue;
    }
    if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') depth--;
    i++;
  }
  return undefined;
}

export function createTranscriptStore({ cap = DEFAULT_CAP } = {}): TranscriptStore {
  let snapshot: TranscriptSnapshot = { entries: [], dropped: 0 };
  const listeners = new Set<() => void>();

  const emit = () => {
    for (const l of listeners) l();
  };

  const update = (seq: number, fn: (e: TranscriptEntry) => TranscriptEntry) => {
    const i = snapshot.entries.findIndex((e) => e.exchange.seq === seq);
    if (i < 0) return; // dropped by the cap, or never seen
    const entries = snapshot.entries.slice();
    entries[i] = fn(entries[i]);
    snapshot = { ...snapshot, entries };
    emit();
  };

  /** Merges a response into its request's entry: the outcome, and how long it took. */
  const settle = (e: TranscriptEntry, outcome: Outcome | undefined, atMs: number | undefined): TranscriptEntry =>
    outcome && e.outcome === 'pending' ? { ...e, outcome, durationMs: atMs } : e;

  return {
    record(event) {
      switch (event.type) {
        case 'request': {
          const frame = requestFrame(event.exchange);
          // A body cut for recording no longer parses: its Mcp-Method header still says what it was.
          const method = frame?.method ?? (event.exchange.request.bodyTruncated ? requestHeader(event.exchange, 'mcp-method')?.trim() || undefined : undefined);
          const name = method ? calledName(event.exchange, frame) : undefined;
          const entry: TranscriptEntry = {
            exchange: event.exchange,
            method,
            ...(name ? { name } : {}),
            ...(frame && frame.kind === 'request' ? { rpcId: frame.id } : {}),
            outcome: 'pending',
          };
          const all = [...snapshot.entries, entry];
          const over = Math.max(0, all.length - cap);
          snapshot = { entries: over ? all.slice(over) : all, dropped: snapshot.dropped + over };
          emit();
          return;
        }
        case 'response':
          return update(event.seq, (e) => {
            const next = { ...e, exchange: { ...e.exchange, response: event.response } };
            if (event.response.status >= 400) return { ...next, outcome: 'http-error', durationMs: event.response.headersAtMs };
            if (event.response.status === 202)
              return { ...next, outcome: e.method === undefined ? 'http' : 'accepted', durationMs: event.response.headersAtMs };
            return next;
          });
        case 'sse':
          return update(event.seq, (e) => {
            const res = e.exchange.response;
            if (!res) return e;
            const next = { ...e, exchange: { ...e.exchange, response: { ...res, events: [...res.events, event.event] } } };
            return settle(next, answers(event.event.data, e.rpcId), event.event.atMs);
          });
        case 'body':
          return update(event.seq, (e) => {
            const res = e.exchange.response;
            if (!res) return e;
            return { ...e, exchange: { ...e.exchange, response: { ...res, body: event.body, ...(event.truncated ? { truncated: true } : {}) } } };
          });
        case 'end':
          return update(event.seq, (e) => {
            const next = { ...e, exchange: { ...e.exchange, endedAtMs: event.atMs } };
            const body = e.exchange.response?.body;
            const res = e.exchange.response;
            let settled = settle(next, body === undefined ? undefined : answers(body, e.rpcId), event.atMs);
            // An answer cut for recording no longer parses: its first top-level key still says what it was.
            const cut = res?.truncated && e.rpcId !== undefined ? (body ?? res.events.at(-1)?.data) : undefined;
            if (cut !== undefined) settled = settle(settled, outcomeOfCutMessage(cut), event.atMs);
            if (settled.outcome !== 'pending' || e.rpcId !== undefined) return settled;
            // No JSON-RPC request to answer: plain HTTP, or a notification whose exchange ended (done either way).
            return { ...settled, outcome: e.method === undefined ? 'http' : 'accepted', durationMs: event.atMs };
          });
        case 'failure':
          return update(event.seq, (e) => {
            const next = { ...e, exchange: { ...e.exchange, endedAtMs: event.atMs, failure: { kind: event.kind, message: event.message } } };
            return e.outcome === 'pending' ? { ...next, outcome: event.kind === 'aborted' ? 'aborted' : 'failed', durationMs: event.atMs } : next;
          });
      }
    },
    clear() {
      snapshot = { entries: [], dropped: 0 };
      emit();
    },
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    getSnapshot: () => snapshot,
  };
}
