/**
 * JSON-RPC frames out of HTTP exchanges: which messages went out and came back, what kind each is,
 * and which response answers which request (by id — never by position).
 */
import { capDepth } from './json-depth';
import type { WireExchange } from './types';

export type FrameKind = 'request' | 'notification' | 'result' | 'input_required' | 'error' | 'invalid';

export interface Frame {
  direction: 'sent' | 'received';
  kind: FrameKind;
  /** The parsed message, or the raw text when it was not JSON. */
  message: unknown;
  id?: string | number | null;
  method?: string;
  /** ms after the exchange began (SSE events carry their own arrival time). */
  atMs?: number;
}

type Json = Record<string, unknown>;

function isObject(x: unknown): x is Json {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** The JSON-RPC messages a body or an SSE event's data holds (a batch is several); none when it is not JSON. */
export function messagesIn(text: string): unknown[] {
  try {
    const parsed = JSON.parse(text) as unknown;
    return Array.isArray(parsed) ? parsed : [parsed];
  } catch {
    return [];
  }
}

/** A request header's value (names are lower-cased when recorded). */
export const requestHeader = (x: WireExchange, name: string) => x.request.headers.find(([k]) => k === name)?.[1];

/** What one JSON-RPC message is: a request has a method and an id, a notification a method and no id. */
export function classify(message: unknown): FrameKind {
  if (!isObject(message) || message.jsonrpc !== '2.0') return 'invalid';
  if (typeof message.method === 'string') return 'id' in message ? 'request' : 'notification';
  if ('error' in message && !('result' in message)) return 'error';
  if ('result' in message && !('error' in message)) {
    return isObject(message.result) && message.result.resultType === 'input_required' ? 'input_required' : 'result';
  }
  return 'invalid';
}

function toFrames(text: string | undefined, direction: Frame['direction'], atMs?: number): Frame[] {
  if (text === undefined || text.trim() === '') return [];
  let parsed: unknown;
  try {
    // Bounded once here, so nothing that lays a frame out or pairs it recurses without end.
    parsed = capDepth(JSON.parse(text));
  } catch {
    return [{ direction, kind: 'invalid', message: text, atMs }];
  }
  const messages = Array.isArray(parsed) ? parsed : [parsed];
  return messages.map((message) => {
    const m = isObject(message) ? message : {};
    return {
      direction,
      kind: classify(message),
      message,
      ...('id' in m ? { id: m.id as Frame['id'] } : {}),
      ...(typeof m.method === 'string' ? { method: m.method } : {}),
      ...(atMs !== undefined ? { atMs } : {}),
    };
  });
}

/** Every frame of an exchange, in wire order: what was sent, then what came back (JSON body or SSE events). */
export function exchangeFrames(exchange: WireExchange): Frame[] {
  const sent = toFrames(exchange.request.body, 'sent', 0);
  const res = exchange.response;
  if (!res) return sent;
  if (res.kind === 'sse') return [...sent, ...res.events.flatMap((e) => toFrames(e.data, 'received', e.atMs))];
  if (res.kind === 'json') return [...sent, ...toFrames(res.body, 'received', exchange.endedAtMs)];
  return sent;
}

/** The request frame an exchange carried (the SDK sends one message per POST), if any. */
export function requestFrame(exchange: WireExchange): Frame | undefined {
  return toFrames(exchange.request.body, 'sent').find((f) => f.kind === 'request' || f.kind === 'notification');
}

export interface Pair {
  request: Frame;
  response?: Frame;
  /** Notifications (progress, logging) that arrived while the request was open, in order. */
  related: Frame[];
}

/**
 * Pairs each request with the response that carries its id. Notifications sent by the client stand
 * alone; notifications received are attached to the open request they name (progressToken) or, failing
 * that, to the request whose stream carried them.
 */
export function pairFrames(frames: readonly Frame[]): { pairs: Pair[]; unpaired: Frame[] } {
  const pairs: Pair[] = [];
  const open = new Map<string, Pair>();
  const unpaired: Frame[] = [];
  let lastOpen: Pair | undefined;
  for (const f of frames) {
    if (f.direction === 'sent' && (f.kind === 'request' || f.kind === 'notification')) {
      const pair: Pair = { request: f, related: [] };
      pairs.push(pair);
      if (f.kind === 'request') {
        open.set(JSON.stringify(f.id), pair);
        lastOpen = pair;
      }
      continue;
    }
    if (f.kind === 'result' || f.kind === 'error' || f.kind === 'input_required') {
      const pair = open.get(JSON.stringify(f.id));
      if (pair && !pair.response) {
        pair.response = f;
        open.delete(JSON.stringify(f.id));
      } else unpaired.push(f);
      continue;
    }
    if (f.kind === 'notification' && f.direction === 'received') {
      const token = progressTokenOf(f.message);
      const byToken = token === undefined ? undefined : pairs.find((p) => progressTokenOf(p.request.message) === token && !p.response);
      (byToken ?? lastOpen)?.related.push(f);
      if (!byToken && !lastOpen) unpaired.push(f);
      continue;
    }
    unpaired.push(f);
  }
  return { pairs, unpaired };
}

function progressTokenOf(message: unknown): string | number | undefined {
  if (!isObject(message) || !isObject(message.params)) return undefined;
  const params = message.params;
  if (message.method === 'notifications/progress') return params.progressToken as string | number | undefined;
  return isObject(params._meta) ? (params._meta.progressToken as string | number | undefined) : undefined;
}

/** notifications/progress frames as {progress, total, message}, in arrival order. */
export function progressTicks(frames: readonly Frame[]): { progress: number; total?: number; message?: string; atMs?: number }[] {
  return frames
    .filter((f) => f.kind === 'notification' && f.method === 'notifications/progress' && isObject((f.message as Json).params))
    .map((f) => {
      const p = (f.message as Json).params as Json;
      return {
        progress: Number(p.progress),
        ...(typeof p.total === 'number' ? { total: p.total } : {}),
        ...(typeof p.message === 'string' ? { message: p.message } : {}),
        atMs: f.atMs,
      };
    });
}
