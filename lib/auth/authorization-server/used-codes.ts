/**
 * Single use of authorization codes. Codes are sealed (stateless), so "used" is the one fact the
 * issuer must remember: SET NX in the shared state store until the code expires. With REDIS_URL set
 * this holds across every instance; in memory it holds within one process only.
 */
import { isStateUnavailable, type StateStore, type StateUnavailableError, stateStore } from '../../state';

export type UseOutcome = { kind: 'first-use' } | { kind: 'replayed' } | { kind: 'unavailable'; error: StateUnavailableError };

/** Kept a second past `exp`, so a code cannot outlive its record. */
const MARGIN_MS = 1000;

export async function useCodeOnce(jti: string, exp: number, store: StateStore = stateStore(), nowMs = Date.now()): Promise<UseOutcome> {
  const ttlMs = Math.max(MARGIN_MS, exp * 1000 - nowMs + MARGIN_MS);
  try {
    return (await store.setIfAbsent(`code:${jti}`, '1', ttlMs)) ? { kind: 'first-use' } : { kind: 'replayed' };
  } catch (err) {
    if (isStateUnavailable(err)) return { kind: 'unavailable', error: err };
    throw err;
  }
}
