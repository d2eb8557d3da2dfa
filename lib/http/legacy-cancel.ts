/**
 * Cancel for 2025-era clients (SDK 1.x, mcp-remote's default): they send `notifications/cancelled` as a
 * separate POST, which, served statelessly, reaches a fresh server that knows nothing of the call (a
 * 2026-07-28 client closes the request's stream instead). Every 2025-era tools/call this instance runs is
 * held under (door, caller, request id); a cancel naming the same three aborts it as a closed stream would
 * (the tool's own signal fires, an analysis stops part way). Both must land on the same instance.
 *
 * "The same caller": on the key and OAuth doors the credential's principal (lib/mcp/tasks/principal.ts), so
 * one caller never stops another's call; on the open door, where request ids are small integers every client
 * starts at 1, only the caller's address as the trusted proxy saw it (TRUST_PROXY; with none, as under a bare
 * `next start`, an open-door cancel matches nothing and the call runs on).
 *
 * Bounded: at most MAX_IN_FLIGHT calls are held; beyond that a call is uncancellable by notification (its
 * stream's close still stops it). An entry leaves when its answer ends.
 */
import type { AuthInfo } from '@modelcontextprotocol/server';
import { instanceSlot } from '../instance-slots';
import { clientKey, SHARED_CLIENT_KEY } from '../limits/client-key';
import { principalOfAuth } from '../mcp';
import { passThrough } from '../wire/pass-through';

export const MAX_IN_FLIGHT = 1024;

/** One registry per process, however many route bundles load this module (/api/health reads its counts). */
const { inFlight, counters } = instanceSlot('legacy-cancel', () => ({
  inFlight: new Map<string, AbortController>(),
  counters: { held: 0, matched: 0, unmatched: 0 },
}));

export interface CancelCaller {
  /** The door's id: a cancel stops only a call made through the same door. */
  door: string;
  authInfo: AuthInfo | undefined;
  req: Request;
  trustProxy: boolean;
}

type Message = { method?: unknown; id?: unknown; params?: { requestId?: unknown } };

/** The caller part of the key, or undefined when this caller cannot be told apart from others. */
function callerKey({ door, authInfo, req, trustProxy }: CancelCaller): string | undefined {
  if (authInfo) return `${door} ${principalOfAuth(authInfo)}`;
  const address = clientKey(req, trustProxy);
  return address === SHARED_CLIENT_KEY ? undefined : `${door} ${address}`;
}

const entryKey = (caller: string, id: unknown) => `${caller} ${JSON.stringify(id)}`;

function isRequestId(id: unknown): id is string | number {
  return typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id));
}

/** A 2025-era cancel names a call this instance holds for the same caller: stop it. Returns whether it did. */
export function cancelLegacyCall(caller: CancelCaller, body: unknown): boolean {
  const message = body as Message | null;
  if (message?.method !== 'notifications/cancelled' || !isRequestId(message.params?.requestId)) return false;
  const who = callerKey(caller);
  const held = who === undefined ? undefined : inFlight.get(entryKey(who, message.params.requestId));
  if (!held) {
    counters.unmatched += 1;
    return false;
  }
  counters.matched += 1;
  held.abort(new Error('cancelled by notifications/cancelled'));
  return true;
}

/**
 * Hold a 2025-era tools/call while it is answered. Returns the request to hand to the SDK (its signal
 * also fires on a matching cancel) and `settle`, which wraps the answer so the entry leaves when the
 * answer's body ends or its reader goes away. Anything else passes through untouched.
 */
export function holdLegacyCall(caller: CancelCaller, body: unknown): { req: Request; settle: (res: Response) => Response } | undefined {
  const message = body as Message | null;
  if (message?.method !== 'tools/call' || !isRequestId(message.id) || inFlight.size >= MAX_IN_FLIGHT) return undefined;
  const who = callerKey(caller);
  if (who === undefined) return undefined;
  const key = entryKey(who, message.id);
  if (inFlight.has(key)) return undefined; // the same id twice at once: a cancel could not say which
  const controller = new AbortController();
  inFlight.set(key, controller);
  counters.held += 1;
  const release = () => {
    if (inFlight.get(key) === controller) inFlight.delete(key);
  };
  const { req } = caller;
  // The body was already read (and bounded) by the door, which passes it on as parsedBody.
  const held = new Request(req.url, { method: req.method, headers: req.headers, signal: AbortSignal.any([req.signal, controller.signal]) });
  return { req: held, settle: (res) => releasedWhenDone(res, release) };
}

function releasedWhenDone(res: Response, release: () => void): Response {
  if (!res.body) {
    release();
    return res;
  }
  const body = passThrough(res.body, { end: release, error: release, cancel: release });
  return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
}

/** For /api/health: how many 2025-era calls were held, and how many cancels found their call. */
export function legacyCancelActivity(): Readonly<typeof counters> & { inFlight: number } {
  return { ...counters, inFlight: inFlight.size };
}
