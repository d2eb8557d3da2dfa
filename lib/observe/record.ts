/**
 * Recording one exchange of a client with a channel, around the very handler the deployment uses for
 * the same path. The request body is read from a clone (bounded: 64 KiB recorded, the rest discarded
 * unread); the response is observed in the client's own read path (../wire/pass-through.ts, never tee'd, so a
 * client closing the stream still cancels the work). The record is published once the response has
 * ended or been closed, after the client has what it asked for; a failure to publish never reaches it.
 * Its way is one direction: mask the exchange, then label it (client, call, step) from the masked copy,
 * then publish.
 */
import 'server-only';
import { after } from 'next/server';
import { createParser } from 'eventsource-parser';
import { type AppConfig, config } from '../config';
import { readTextPrefix, textPrefix } from '../bounded-body';
import { clientKey } from '../limits/client-key';
import { type ObservedStepId, observedStepId } from '../vocabulary';
import { maskExchangeDeep } from '../wire/mask';
import type { HeaderList, SseEvent, WireExchange, WireResponse } from '../wire/types';
import { OBSERVED_FRAME_CAP, type ObservedRecord } from '../wire/observed';
import { observedLabels } from '../wire/observed-labels';
import { passThrough } from '../wire/pass-through';
import { responseKind } from '../wire/response-kind';
import { deploymentSecrets } from './deployment-secrets';
import { publishExchange } from './publish';

export interface ObserveTarget {
  channel: string;
  /** The path the same request would have without the channel's prefix (what the handler serves). */
  path: string;
  /** The URL the client used, on the configured origin (never rebuilt from Host). */
  url: string;
}

/**
 * Headers a proxy or the platform added (the caller's address, Vercel's geolocation, Next's internals):
 * not what the client sent, and personal data an observer has no business seeing.
 */
const ADDED_ON_THE_WAY = /^(x-forwarded-|x-real-ip$|forwarded$|x-vercel-|cf-|true-client-ip$|x-middleware-|x-invoke-|x-matched-path$|x-nextjs-)/;

/** A streamed response still open this long is published as it stands. */
const STREAM_DEADLINE_MS = 10 * 60_000;

/** The record an observer sees: the exchange masked, then labelled from the masked copy. */
function labelled(exchange: WireExchange, path: string, step: ObservedStepId | undefined, cfg: AppConfig): ObservedRecord {
  const masked = maskExchangeDeep(exchange, { secrets: deploymentSecrets(cfg) });
  return { exchange: masked, ...observedLabels(masked, path), ...(step ? { step: { id: step } } : {}) };
}

function schedule(work: Promise<void>): void {
  try {
    after(work);
  } catch {
    // Outside a Next.js request (tests calling the wrapper directly): the promise runs on its own.
    void work;
  }
}

export async function observe(target: ObserveTarget, req: Request, handle: (req: Request) => Promise<Response>, cfg: AppConfig = config()): Promise<Response> {
  const startedAt = Date.now();
  const t0 = performance.now();
  const at = () => Math.round(performance.now() - t0);
  const requestHeaders: HeaderList = [...req.headers.entries()].filter(([k]) => !ADDED_ON_THE_WAY.test(k));
  const participant = clientKey(req, cfg.trustProxy);
  const bearer = /^bearer\s/i.test(req.headers.get('authorization') ?? '');
  // A GET or HEAD Request has no body (its constructor refuses one).
  const bodyRead = req.body ? readTextPrefix(req.clone().body, OBSERVED_FRAME_CAP) : Promise.resolve(undefined);

  let finish!: (r: { response?: WireResponse; endedAtMs: number; failure?: WireExchange['failure'] }) => void;
  const finished = new Promise<Parameters<typeof finish>[0]>((resolve) => {
    finish = resolve;
  });
  schedule(
    finished.then(async (end) => {
      const body = await bodyRead;
      const exchange: WireExchange = {
        seq: 0,
        startedAt,
        request: {
          method: req.method,
          url: target.url,
          headers: requestHeaders,
          ...(body ? { body: body.text, ...(body.truncated ? { bodyTruncated: true } : {}) } : {}),
        },
        ...(end.response ? { response: end.response } : {}),
        endedAtMs: end.endedAtMs,
        ...(end.failure ? { failure: end.failure } : {}),
      };
      const step = observedStepId({
        method: req.method,
        path: target.path,
        status: end.response?.status,
        bearer,
        challenge: end.response?.headers.find(([k]) => k === 'www-authenticate')?.[1],
      });
      await publishExchange(target.channel, () => labelled(exchange, target.path, step, cfg), participant, cfg);
    }),
  );

  let res: Response;
  try {
    res = await handle(req);
  } catch (err) {
    finish({ endedAtMs: at(), failure: { kind: 'network', message: 'the server failed before answering' } });
    throw err;
  }

  const kind = responseKind(res.headers.get('content-type'), res.status);
  const response: WireResponse = {
    status: res.status,
    statusText: res.statusText,
    headers: [...res.headers.entries()],
    headersAtMs: at(),
    kind,
    events: [],
  };
  if (!res.body) {
    finish({ response, endedAtMs: at() });
    return res;
  }

  if (kind !== 'sse') {
    // A whole body (JSON, an error, a document): the handler already made it in memory, so it is read
    // here and handed on as bytes (one copy, a known length) rather than streamed through a recorder.
    let buffer: ArrayBuffer;
    try {
      buffer = await res.arrayBuffer();
    } catch (err) {
      finish({ response, endedAtMs: at(), failure: { kind: 'network', message: 'the response body failed' } });
      throw err;
    }
    const body = textPrefix(new Uint8Array(buffer), OBSERVED_FRAME_CAP);
    finish({ response: { ...response, body: body.text, ...(body.truncated ? { truncated: true } : {}) }, endedAtMs: at() });
    return new Response(buffer, { status: res.status, statusText: res.statusText, headers: res.headers });
  }

  // From here the body is an SSE stream, recorded event by event as the client reads it.
  const events: SseEvent[] = [];
  let eventBytes = 0;
  let eventsCut = false;
  const parser = createParser({
    onEvent: (e) => {
      if (eventBytes + e.data.length > OBSERVED_FRAME_CAP * 4) {
        eventsCut = true;
        return;
      }
      const cut = e.data.length > OBSERVED_FRAME_CAP;
      const data = cut ? e.data.slice(0, OBSERVED_FRAME_CAP) : e.data;
      if (cut) eventsCut = true;
      eventBytes += data.length;
      events.push({ atMs: at(), data, ...(e.event ? { event: e.event } : {}), ...(e.id ? { id: e.id } : {}) });
    },
  });
  const decoder = new TextDecoder();
  let settled = false;
  let deadline: ReturnType<typeof setTimeout> | undefined;
  const onAbort = () => settle({ kind: 'aborted', message: 'the client went away' });
  const settle = (failure?: WireExchange['failure']) => {
    if (settled) return;
    settled = true;
    // The timer and the listener hold this whole closure (the request, the handler's stream): let go of both.
    clearTimeout(deadline);
    req.signal.removeEventListener('abort', onAbort);
    finish({ response: { ...response, events, ...(eventsCut ? { truncated: true } : {}) }, endedAtMs: at(), ...(failure ? { failure } : {}) });
  };
  const observed = passThrough(res.body, {
    chunk: (value) => parser.feed(decoder.decode(value, { stream: true })),
    end: () => {
      parser.feed(decoder.decode());
      settle();
    },
    error: () => settle({ kind: 'network', message: 'the response stream failed' }),
    cancel: () => settle({ kind: 'aborted', message: 'stream closed by the client' }),
  });
  req.signal.addEventListener('abort', onAbort, { once: true });
  // A stream nobody reads to its end and nobody closes is still published, cut, in the end.
  deadline = setTimeout(() => settle({ kind: 'aborted', message: 'still open after 10 minutes; recorded so far' }), STREAM_DEADLINE_MS);
  deadline.unref?.();
  return new Response(observed, { status: res.status, statusText: res.statusText, headers: res.headers });
}

/** A page a client's browser opened in the channel (the consent page): recorded as the GET it was, its HTML not kept. */
export function recordPageView(target: ObserveTarget, headers: Headers, status: number, cfg: AppConfig = config()): void {
  const participant = clientKey(new Request('http://localhost/', { headers }), cfg.trustProxy);
  const exchange: WireExchange = {
    seq: 0,
    startedAt: Date.now(),
    request: { method: 'GET', url: target.url, headers: [...headers.entries()].filter(([k]) => !ADDED_ON_THE_WAY.test(k)) },
    response: {
      status,
      statusText: status === 200 ? 'OK' : '',
      headers: [['content-type', 'text/html; charset=utf-8']],
      headersAtMs: 0,
      kind: 'other',
      events: [],
      body: '(the consent page, HTML)',
    },
    endedAtMs: 0,
  };
  const step = observedStepId({ method: 'GET', path: target.path, status, bearer: false });
  schedule(publishExchange(target.channel, () => labelled(exchange, target.path, step, cfg), participant, cfg));
}
