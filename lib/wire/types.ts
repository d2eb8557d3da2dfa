/**
 * The shapes the wire tap records. Plain data (no Response/Headers objects) so a snapshot can be
 * rendered by React, exported as JSON and compared in tests.
 */

/** Header pairs in the order they were sent or received; names lower-cased. */
export type HeaderList = ReadonlyArray<readonly [name: string, value: string]>;

/** One server-sent event of a streamed response, with when it arrived (ms after the request began). */
export interface SseEvent {
  atMs: number;
  event?: string;
  id?: string;
  data: string;
}

export interface WireRequest {
  method: string;
  url: string;
  headers: HeaderList;
  /** The body as sent (the SDK sends JSON text); undefined for GET/DELETE. */
  body?: string;
  /** Set when the body was cut for recording (an observation channel keeps 64 KiB per frame). */
  bodyTruncated?: boolean;
}

export interface WireResponse {
  status: number;
  statusText: string;
  headers: HeaderList;
  /** ms after the request began when the status line and headers arrived. */
  headersAtMs: number;
  /** json | sse | empty | other, from Content-Type and body. */
  kind: 'json' | 'sse' | 'empty' | 'other';
  /** The whole body as text for non-streamed responses (capped; see truncated). */
  body?: string;
  /** Each SSE event as it arrived, for text/event-stream responses. */
  events: readonly SseEvent[];
  truncated?: boolean;
}

/** One HTTP request/response pair, as the recording fetch saw it. */
export interface WireExchange {
  /** Sequence number within the page's lifetime; unique per recorder. */
  seq: number;
  /** Epoch ms when the request was handed to fetch. */
  startedAt: number;
  request: WireRequest;
  response?: WireResponse;
  /** ms after startedAt when the body finished (or failed). */
  endedAtMs?: number;
  /** Set when the body stream or the fetch itself failed. */
  failure?: { kind: 'aborted' | 'network'; message: string };
}

/** What the recording fetch reports, in order, for each exchange. */
export type WireEvent =
  | { type: 'request'; exchange: WireExchange }
  | { type: 'response'; seq: number; response: WireResponse }
  | { type: 'sse'; seq: number; event: SseEvent }
  | { type: 'body'; seq: number; body: string; truncated: boolean }
  | { type: 'end'; seq: number; atMs: number }
  | { type: 'failure'; seq: number; atMs: number; kind: 'aborted' | 'network'; message: string };

export type WireListener = (event: WireEvent) => void;
