/**
 * Single use of authorization codes (and anything else the issuer hands out for one use). Codes are
 * sealed (stateless), so "used" is the one fact the issuer must remember: SET NX in the shared state
 * store until the code expires. With REDIS_URL set this holds across every instance; in memory,
 * within one process only. A code carries the store epoch it was issued in (lib/state): once the
 * store has lost its data (a Redis restarted without persistence) it is refused as `stale-epoch`, so
 * a code redeemed before the loss cannot be redeemed again after it. A store fault (unreachable,
 * slow, full) means the store could not answer: refuse (503), never accept.
 */
import { isStateUnavailable, type StateFault, type StateStore, stateStore } from '../../state';

export type UseOutcome = 'first-use' | 'replayed' | 'stale-epoch' | StateFault;

/** Kept a second past expiry, so nothing outlives its record. */
const MARGIN_MS = 1000;

export function isStoreFault(outcome: UseOutcome): outcome is StateFault {
  return outcome === 'unreachable' || outcome === 'slow' || outcome === 'full';
}

/** The epoch a code issued now is stamped with, or the store's fault. */
export async function currentEpoch(store: StateStore = stateStore()): Promise<{ epoch: string } | { fault: StateFault }> {
  try {
    return { epoch: await store.epoch() };
  } catch (err) {
    if (isStateUnavailable(err)) return { fault: err.reason ?? 'unreachable' };
    throw err;
  }
}

/** Uses `id` once; with `epoch`, only while the store is still in that epoch. */
export async function useCodeOnce(id: string, expiresAt: number, epoch?: string, store: StateStore = stateStore(), nowMs = Date.now()): Promise<UseOutcome> {
  const ttlMs = Math.max(MARGIN_MS, expiresAt * 1000 - nowMs + MARGIN_MS);
  try {
    if (epoch !== undefined) return await store.spendOnce(`used:${id}`, ttlMs, epoch);
    return (await store.setIfAbsent(`used:${id}`, '1', ttlMs)) ? 'first-use' : 'replayed';
  } catch (err) {
    if (isStateUnavailable(err)) return err.reason ?? 'unreachable';
    throw err;
  }
}
