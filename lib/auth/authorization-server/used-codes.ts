/**
 * Single use of authorization codes (and anything else the issuer hands out for one use). Codes are
 * sealed (stateless), so "used" is the one fact the issuer must remember: SET NX in the shared state
 * store until the code expires. With REDIS_URL set this holds across every instance; in memory,
 * within one process only. 'unavailable' means the store could not answer: refuse (503), never accept.
 */
import { isStateUnavailable, type StateStore, stateStore } from '../../state';

export type UseOutcome = 'first-use' | 'replayed' | 'unavailable';

/** Kept a second past expiry, so nothing outlives its record. */
const MARGIN_MS = 1000;

export async function useCodeOnce(id: string, expiresAt: number, store: StateStore = stateStore(), nowMs = Date.now()): Promise<UseOutcome> {
  const ttlMs = Math.max(MARGIN_MS, expiresAt * 1000 - nowMs + MARGIN_MS);
  try {
    return (await store.setIfAbsent(`used:${id}`, '1', ttlMs)) ? 'first-use' : 'replayed';
  } catch (err) {
    if (isStateUnavailable(err)) return 'unavailable';
    throw err;
  }
}
