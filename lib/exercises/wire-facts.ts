/**
 * Small questions an exercise asks of one exchange, read from the wire as recorded (never from a
 * page's prose): which door it went to, whether it carried a credential, the challenge's parameters,
 * the refusal's `check`, the JSON-RPC request and the answer to it.
 */
import { type CheckId, doorByPath, isCheckId, OBSERVE_CHANNEL_PREFIX } from '../vocabulary';
import type { DoorFacts } from '../vocabulary';
import { exchangeFrames, type Frame, parseWwwAuthenticate, requestFrame, type WireExchange } from '../wire';

/** A channel's prefix (`/o/<id>`): the same door seen through an observation channel. */
const CHANNEL_PATH = new RegExp(`^${OBSERVE_CHANNEL_PREFIX}[A-Za-z0-9_-]+(?=/)`);

/** The path as the door sees it: a request a client made through a channel counts as made to the door itself. */
export function pathOf(x: WireExchange): string {
  try {
    return new URL(x.request.url, 'http://page.invalid').pathname.replace(CHANNEL_PATH, '');
  } catch {
    return '';
  }
}

export const doorOf = (x: WireExchange): DoorFacts | undefined => doorByPath(pathOf(x));

const header = (list: WireExchange['request']['headers'], name: string) => list.find(([k]) => k === name)?.[1];

export const sentBearer = (x: WireExchange): boolean => /^bearer\s+\S/i.test(header(x.request.headers, 'authorization') ?? '');

export const statusOf = (x: WireExchange): number | undefined => x.response?.status;

/** The first Bearer challenge's parameters (error, scope, resource_metadata…), if the response carried one. */
export function challengeOf(x: WireExchange): Record<string, string> | undefined {
  const h = x.response && header(x.response.headers, 'www-authenticate');
  if (!h) return undefined;
  return parseWwwAuthenticate(h).find((c) => c.scheme.toLowerCase() === 'bearer')?.params;
}

/** The refusal's JSON body: the id of the check that refused (`check`), its OAuth error and description. */
export function refusalBody(x: WireExchange): { check?: CheckId; error?: string; description?: string } {
  try {
    const b = JSON.parse(x.response?.body ?? '') as { check?: unknown; error?: unknown; error_description?: unknown };
    return {
      ...(isCheckId(b.check) ? { check: b.check } : {}),
      ...(typeof b.error === 'string' ? { error: b.error } : {}),
      ...(typeof b.error_description === 'string' ? { description: b.error_description } : {}),
    };
  } catch {
    return {};
  }
}

export const refusedBy = (x: WireExchange): CheckId | undefined => refusalBody(x).check;

export interface RpcCall {
  method: string;
  params: Record<string, unknown>;
  /** The response that carries the request's id, if one came back. */
  answer?: Frame;
}

/** The JSON-RPC request this exchange sent, and the response (JSON body or SSE event) that answers it. */
export function rpcCall(x: WireExchange): RpcCall | undefined {
  const req = requestFrame(x);
  if (req?.kind !== 'request' || !req.method) return undefined;
  const raw = (req.message as { params?: unknown }).params;
  const params = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const answer = exchangeFrames(x).find((f) => f.direction === 'received' && f.id === req.id && f.method === undefined);
  return { method: req.method, params, ...(answer ? { answer } : {}) };
}

/** The answer's `result` when it is a complete success (not an error, not input_required, not a tool error). */
export function successOf(call: RpcCall | undefined): Record<string, unknown> | undefined {
  if (call?.answer?.kind !== 'result') return undefined;
  const result = (call.answer.message as { result?: unknown }).result;
  if (!result || typeof result !== 'object') return undefined;
  const r = result as Record<string, unknown>;
  return r.isError === true ? undefined : r;
}
