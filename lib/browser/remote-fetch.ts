/**
 * A fetch carried across the SDK worker's boundary. The worker's client calls `remoteFetch(server)`;
 * each call is made on the page by `serveFetch(fetch)`, through the page's own (recording) fetch, so the
 * tap records the request and the response exactly as it would a direct call and keeps its state where
 * the page renders it. The answer's body crosses back one chunk per read (a pull stream), so an SSE
 * answer streams as it arrives; an abort or a cancel in the worker is an abort or a cancel on the page.
 */
import type { FetchLike } from '../wire';

export interface WireRequest {
  url: string;
  method: string;
  headers: [string, string][];
  body?: string;
}

export interface WireHead {
  status: number;
  statusText: string;
  headers: [string, string][];
  hasBody: boolean;
}

/** The page's side, called from the worker (through Comlink there, directly in a test). Ids are the worker's. */
export interface FetchServer {
  start(id: number, request: WireRequest): Promise<WireHead>;
  /** The next chunk of the body, or null at its end. */
  read(id: number): Promise<Uint8Array | null>;
  /** The client stopped reading the body (as ReadableStream.cancel). */
  cancel(id: number, reason?: string): Promise<void>;
  /** The request's signal fired (as AbortController.abort). */
  abort(id: number, reason?: string): Promise<void>;
}

/** Statuses whose Response may not carry a body (the constructor throws). */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

/** On the page: serves one client's requests through `fetch`; an exchange is forgotten once its body ends, fails or is dropped. */
export function serveFetch(fetch: FetchLike): FetchServer {
  const open = new Map<number, { controller: AbortController; reader?: ReadableStreamDefaultReader<Uint8Array> }>();
  return {
    async start(id, { url, method, headers, body }) {
      const controller = new AbortController();
      open.set(id, { controller });
      try {
        const res = await fetch(url, { method, headers, ...(body === undefined ? {} : { body }), signal: controller.signal });
        const entry = open.get(id);
        if (entry && res.body) entry.reader = res.body.getReader();
        else open.delete(id);
        return { status: res.status, statusText: res.statusText, headers: [...res.headers], hasBody: res.body !== null };
      } catch (err) {
        open.delete(id);
        throw err;
      }
    },
    async read(id) {
      const reader = open.get(id)?.reader;
      if (!reader) return null;
      try {
        const { done, value } = await reader.read();
        if (done) open.delete(id);
        return done ? null : value;
      } catch (err) {
        open.delete(id);
        throw err;
      }
    },
    async cancel(id, reason) {
      const entry = open.get(id);
      open.delete(id);
      await entry?.reader?.cancel(reason);
    },
    async abort(id, reason) {
      const entry = open.get(id);
      open.delete(id);
      entry?.controller.abort(reason);
    },
  };
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('This operation was aborted', 'AbortError');
}

async function wireRequest(input: string | URL | Request, init: RequestInit): Promise<WireRequest> {
  const request = input instanceof Request ? input : undefined;
  const headers = new Headers(init.headers ?? request?.headers);
  let body: string | undefined;
  if (typeof init.body === 'string') body = init.body;
  else if (init.body instanceof URLSearchParams) {
    body = init.body.toString();
    if (!headers.has('content-type')) headers.set('content-type', 'application/x-www-form-urlencoded;charset=UTF-8');
  } else if (init.body != null) throw new TypeError('The SDK worker carries string and form bodies only');
  else if (request?.body) body = await request.text();
  return {
    url: String(request ? request.url : input),
    method: (init.method ?? request?.method ?? 'GET').toUpperCase(),
    headers: [...headers],
    ...(body === undefined ? {} : { body }),
  };
}

/** In the worker: a fetch whose every call is made by the page's `server`. */
export function remoteFetch(server: FetchServer): FetchLike {
  let next = 0;
  return async (input, init = {}) => {
    const id = ++next;
    const { signal } = init;
    if (signal?.aborted) throw abortError(signal);
    const request = await wireRequest(input, init);
    const onAbort = () => void server.abort(id, signal ? String(signal.reason ?? 'aborted') : undefined).catch(() => undefined);
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);
    let head: WireHead;
    try {
      head = await server.start(id, request);
    } catch (err) {
      done();
      throw signal?.aborted ? abortError(signal) : err;
    }
    const body =
      head.hasBody && !NULL_BODY.has(head.status)
        ? new ReadableStream<Uint8Array>({
            async pull(controller) {
              try {
                const chunk = await server.read(id);
                if (chunk) controller.enqueue(chunk);
                else {
                  done();
                  controller.close();
                }
              } catch (err) {
                done();
                controller.error(signal?.aborted ? abortError(signal) : err);
              }
            },
            async cancel(reason) {
              done();
              await server.cancel(id, reason === undefined ? undefined : String(reason));
            },
          })
        : null;
    if (!body) {
      done();
      // A body the Response may not carry (a 204's, say): let the page forget its reader.
      if (head.hasBody) void server.cancel(id).catch(() => undefined);
    }
    return new Response(body, { status: head.status, statusText: head.statusText, headers: head.headers });
  };
}
