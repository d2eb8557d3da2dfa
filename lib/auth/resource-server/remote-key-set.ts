/**
 * An external IdP's key set, fetched only from the configured AUTH_JWKS_URL, and bounded: a body cap,
 * a timeout, and one cache per URL that no caller can grow or evict (the URL comes from configuration,
 * never from a request). jose does the caching, the refetch on an unknown kid and its cooldown.
 */
import 'server-only';
import { createRemoteJWKSet, customFetch, type JWTVerifyGetKey } from 'jose';
import { readBoundedText } from '../../bounded-body';

export const JWKS_MAX_BYTES = 64 * 1024;
const JWKS_TIMEOUT_MS = 5_000;

const sets = new Map<string, JWTVerifyGetKey>();

export function remoteKeySet(jwksUrl: string): JWTVerifyGetKey {
  let set = sets.get(jwksUrl);
  if (!set) {
    set = createRemoteJWKSet(new URL(jwksUrl), {
      timeoutDuration: JWKS_TIMEOUT_MS,
      cooldownDuration: 30_000,
      cacheMaxAge: 10 * 60_000,
      [customFetch]: cappedFetch,
    });
    sets.set(jwksUrl, set);
  }
  return set;
}

/** fetch, but a body over JWKS_MAX_BYTES is cut off and refused instead of read to the end. */
async function cappedFetch(url: string, init: { headers: Headers; method: 'GET'; redirect: 'manual'; signal: AbortSignal }): Promise<Response> {
  const res = await fetch(url, init);
  const read = await readBoundedText(res, JWKS_MAX_BYTES);
  if (!read.ok) throw new Error(`the key set at ${new URL(url).origin} is larger than ${JWKS_MAX_BYTES} bytes`);
  return new Response(read.text, { status: res.status, headers: res.headers });
}
