/**
 * What went wrong, as it came: the HTTP status and WWW-Authenticate challenge when a door refused,
 * the JSON-RPC error code and message when the server answered with an error, else the client's message.
 */
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
  /** The transcript entry that carried the refusal, to point at it. */
  seq?: number;
}

/** The latest HTTP refusal recorded since `sinceSeq`, if any. */
function refusal(entries: readonly TranscriptEntry[], sinceSeq: number): TranscriptEntry | undefined {
  return [...entries].reverse().find((e) => e.exchange.seq > sinceSeq && (e.exchange.response?.status ?? 0) >= 400);
}

export function describeFailure(err: unknown, entries: readonly TranscriptEntry[], sinceSeq: number): Failure {
  const e = (typeof err === 'object' && err !== null ? err : {}) as { message?: string; code?: unknown; data?: unknown };
  const failure: Failure = { message: e.message || String(err) };
  if (typeof e.code === 'number' || typeof e.code === 'string') failure.code = e.code;
  if (e.data !== undefined) failure.data = e.data;
  const refused = refusal(entries, sinceSeq);
  const res = refused?.exchange.response;
  if (res) {
    failure.status = res.status;
    failure.statusText = res.statusText;
    failure.seq = refused.exchange.seq;
    const challenge = res.headers.find(([k]) => k === 'www-authenticate')?.[1];
    if (challenge) {
      failure.wwwAuthenticate = challenge;
      failure.challenges = parseWwwAuthenticate(challenge);
    }
  }
  return failure;
}
