/**
 * What went wrong, as it came: the HTTP status and WWW-Authenticate challenge when a door refused,
 * the JSON-RPC error code and message when the server answered with an error, else the client's message.
 */
import { refusedBy } from '../exercises/wire-facts';
import type { CheckId } from '../vocabulary';
import { parseWwwAuthenticate, type Challenge, type TranscriptEntry } from '../wire';

export interface Failure {
  message: string;
  /** JSON-RPC error code (number), or the SDK's own error code (string). */
  code?: number | string;
  data?: unknown;
  status?: number;
  statusText?: string;
  wwwAuthenticate?: string;
  challenges?: Challenge[];
  /** The Bearer challenge's `error` (invalid_token, insufficient_scope) and `scope` (what to ask for). */
  challengeError?: string;
  challengeScope?: string;
  /** Which check refused the credential (the refusal body's machine-readable `check`). */
  check?: CheckId;
  /** Seconds to wait, from a 429's Retry-After. */
  retryAfterS?: number;
  /** The transcript entry that carried the refusal, to point at it. */
  seq?: number;
}

export function describeFailure(err: unknown, entries: readonly TranscriptEntry[], sinceSeq: number): Failure {
  const e = (typeof err === 'object' && err !== null ? err : {}) as { message?: string; code?: unknown; data?: unknown };
  const failure: Failure = { message: e.message || String(err) };
  if (typeof e.code === 'number' || typeof e.code === 'string') failure.code = e.code;
  if (e.data !== undefined) failure.data = e.data;
  // The latest HTTP refusal recorded since `sinceSeq`, if any.
  const refused = entries.findLast((e) => e.exchange.seq > sinceSeq && (e.exchange.response?.status ?? 0) >= 400);
  const res = refused?.exchange.response;
  if (res) {
    failure.status = res.status;
    failure.statusText = res.statusText;
    failure.seq = refused.exchange.seq;
    const challenge = res.headers.find(([k]) => k === 'www-authenticate')?.[1];
    if (challenge) {
      failure.wwwAuthenticate = challenge;
      failure.challenges = parseWwwAuthenticate(challenge);
      const bearer = failure.challenges.find((c) => c.scheme.toLowerCase() === 'bearer')?.params ?? {};
      if (bearer.error) failure.challengeError = bearer.error;
      if (bearer.scope) failure.challengeScope = bearer.scope;
    }
    const check = refusedBy(refused.exchange);
    if (check) failure.check = check;
    const retry = Number(res.headers.find(([k]) => k === 'retry-after')?.[1]);
    if (Number.isFinite(retry) && retry > 0) failure.retryAfterS = retry;
  }
  return failure;
}
