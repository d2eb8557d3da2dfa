/**
 * Remote key sets, one per JWKS URL, kept at module scope so keys are fetched once per instance
 * (jose caches them and refetches on an unknown kid, with a cooldown). The URLs come from config or
 * from an allowed Host, so the map stays small; it is bounded anyway.
 */
import 'server-only';
import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';

const MAX_SETS = 32;
const sets = new Map<string, JWTVerifyGetKey>();

export function remoteKeySet(jwksUrl: string): JWTVerifyGetKey {
  let set = sets.get(jwksUrl);
  if (!set) {
    if (sets.size >= MAX_SETS) sets.delete(sets.keys().next().value as string);
    set = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5_000, cooldownDuration: 30_000, cacheMaxAge: 10 * 60_000 });
    sets.set(jwksUrl, set);
  }
  return set;
}
