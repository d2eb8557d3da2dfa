/** PKCE (RFC 7636), S256 only: the verifier's SHA-256, base64url, must equal the challenge. */
import { createHash, timingSafeEqual } from 'node:crypto';

export const PKCE_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
export const PKCE_VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;

export function pkceMatches(verifier: string, challenge: string): boolean {
  const computed = Buffer.from(createHash('sha256').update(verifier).digest('base64url'));
  const expected = Buffer.from(challenge);
  return computed.length === expected.length && timingSafeEqual(computed, expected);
}

/** A short, non-reversible handle for a value (a client_id inside a code, say). */
export function digest(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}
