/**
 * The wire tap: a `fetch` for the MCP client that reports every HTTP exchange whole — request line,
 * headers and body, status and headers, the body, and each SSE event as it arrives — while handing
 * the client exactly what the network gave. Nothing on the wire is altered: secrets are masked only
 * when shown (see mask.ts).
 *
 * Streams are observed in the consumer's path (./pass-through.ts), never tee'd.
 */
import { createParser } from 'eventsource-parser';
import { readTextPrefix } from '../bounded-body';
import { messagesIn } from './frames';
import { passThrough } from './pass-through';
import type { HeaderList, SseEvent, WireExchange, WireListener } from './types';
import { responseKind } from './response-kind';

export type FetchLike = (url: string | URL, init?: RequestInit) => Promise<Response>;

/** Bodies beyond this many bytes are kept truncated (the wire still carries them whole). */
export const MAX_RECORDED_BODY = 200_000;

export interface RecordingFetchOptions {
  /** The real fetch; the global one by default. */
  fetch?: FetchLike;
  /** Clock for timings (ms, monotonic). */
  now?: () => number;
}

export function headerList(headers: HeadersInit | undefined): HeaderList {
  return [...new Headers(headers).entries()];
}

function bodyText(body: BodyInit | null | undefined): string | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  return `[${Object.prototype.toString.call(body).slice(8, -1)} body]`;
}

function failureOf(err: unknown): { kind: 'aborted' | 'network'; message: string } {
  const name = err instanceof Error || (typeof err === 'object' && err !== null) ? (err as { name?: string }).name : undefined;
  const message = err instanceof Error ? err.message : String(err);
  return { kind: name === 'AbortError' ? 'aborted' : 'network', message: message || String(name) };
}

type RpcId = string | number;

/** Ids of the JSON-RPC requests in a body (notifications and responses have none to wait for). */
function requestIds(body: BodyInit | null | undefined): Set<RpcId> {
  const ids = new Set<RpcId>();
  if (typeof body !== 'string') return ids;
  for (const m of messagesIn(body) as { id?: unknown; method?: unknown }[]) {
    if (m && typeof m.method === 'string' && (typeof m.id === 'string' || typeof m.id === 'number')) ids.add(m.id);
  }
  return ids;
}

/** Ids answered by the responses (results or errors) in one SSE event's data. */
function responseIds(data: string): RpcId[] {
  return (messagesIn(data) as { id?: unknown; method?: unknown }[]).flatMap((m) =>
    m && m.method === undefined && (typeof m.id === 'string' || typeof m.id === 'number') ? [m.id] : [],
  );
}

export function createRecordingFetch(listener: WireListener, opts: RecordingFetchOptions = {}): FetchLike {
  const realFetch: FetchLike = opts.fetch ?? ((u, i) => globalThis.fetch(u, i));
  const now = opts.now ?? (() => performance.now());
  let seq = 0;

  return async (url, init) => {
    const t0 = now();
    const at = () => Math.round(now() - t0);
    const exchange: WireExchange = {
      seq: ++seq,
      startedAt: Date.now(),
      request: {
        method: (init?.method ?? 'GET').toUpperCase(),
        url: String(url),
        headers: headerList(init?.headers),
        body: bodyText(init?.body),
      },
    };
    const id = exchange.seq;
    listener({ type: 'request', exchange });

    let res: Response;
    try {
      res = await realFetch(url, init);
    } catch (err) {
      listener({ type: 'failure', seq: id, atMs: at(), ...failureOf(err) });
      throw err;
    }

    const kind = responseKind(res.headers.get('content-type'), res.status);
    listener({
      type: 'response',
      seq: id,
      response: { status: res.status, statusText: res.statusText, headers: headerList(res.headers), headersAtMs: at(), kind, events: [] },
    });

    if (kind !== 'sse' || !res.body) {
      // A whole body: a copy read before the client gets the response, so a client that closes its transport
      // afterwards cannot abort the recording half-way (an abort while the body arrives is real cancellation).
      // Read only as far as it is kept (past MAX_RECORDED_BODY bytes it is cancelled, so a long body is pulled
      // only as fast as the client reads it); a copy that fails throws: the body did not arrive.
      try {
        const copy = await readTextPrefix(res.clone().body, MAX_RECORDED_BODY, { failure: 'throw' });
        listener({ type: 'body', seq: id, body: copy?.text ?? '', truncated: copy?.truncated ?? false });
        listener({ type: 'end', seq: id, atMs: at() });
      } catch (err) {
        listener({ type: 'failure', seq: id, atMs: at(), ...failureOf(err) });
      }
      return res;
    }

    const decoder = new TextDecoder();
    // The JSON-RPC requests this exchange carries: once each has its response on the stream, the
    // exchange is finished, and a client closing the stream after that is not cancelling anything.
    const awaited = requestIds(init?.body);
    const parser = createParser({
      onEvent: (e) => {
        const event: SseEvent = { atMs: at(), data: e.data, ...(e.event ? { event: e.event } : {}), ...(e.id ? { id: e.id } : {}) };
        for (const rid of responseIds(e.data)) awaited.delete(rid);
        listener({ type: 'sse', seq: id, event });
      },
    });
    const answered = () => awaited.size === 0;
    const closedByClient = (message: string) =>
      settle(() => listener(answered() ? { type: 'end', seq: id, atMs: at() } : { type: 'failure', seq: id, atMs: at(), kind: 'aborted', message }));
    let settled = false;
    const settle = (fn: () => void) => {
      if (!settled) {
        settled = true;
        fn();
      }
    };
    const observed = passThrough(res.body, {
      chunk: (value) => parser.feed(decoder.decode(value, { stream: true })),
      end: () => {
        parser.feed(decoder.decode());
        settle(() => listener({ type: 'end', seq: id, atMs: at() }));
      },
      error: (err) => settle(() => listener({ type: 'failure', seq: id, atMs: at(), ...failureOf(err) })),
      // The client closed the stream: cancellation, unless it already had every answer it asked for.
      cancel: (reason) => closedByClient(String(reason ?? 'stream closed by the client')),
    });
    // An abort of the request signal errors the source; report it once (an abort after the answer is a close).
    init?.signal?.addEventListener('abort', () => closedByClient(String(init.signal?.reason ?? 'aborted')));
    return new Response(observed, { status: res.status, statusText: res.statusText, headers: res.headers });
  };
}
