/**
 * Single use of authorization codes, per process. Codes are stateless (sealed), so "used" is the
 * one fact that needs memory: a bounded map of code ids until they expire.
 *
 * Honest limit: across instances this cannot be guaranteed without shared storage. A code replayed
 * to a *different* instance within its lifetime (AUTH_CODE_TTL_S, 60 s by default) would be accepted
 * once more there. PKCE still binds the code to the client's verifier, and the lifetime is short;
 * a deployment that needs strict single use across instances needs a shared store (e.g. Redis SETNX).
 */
const MAX_ENTRIES = 50_000;
const used = new Map<string, number>(); // code id → expiry (epoch seconds)

export type UseOutcome = 'first-use' | 'replayed' | 'full';

export function useCodeOnce(id: string, expiresAt: number, now = Math.floor(Date.now() / 1000)): UseOutcome {
  if (used.has(id)) return 'replayed';
  if (used.size >= MAX_ENTRIES) {
    for (const [k, exp] of used) if (exp < now) used.delete(k);
    // Still full of live codes: refuse rather than forget one (forgetting would allow a replay).
    if (used.size >= MAX_ENTRIES) return 'full';
  }
  used.set(id, expiresAt);
  return 'first-use';
}
