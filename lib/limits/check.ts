/**
 * One question per request: may this caller go on? Limits are per minute per client (client-key.ts),
 * counted in the shared state store, so every instance counts against the same budget when REDIS_URL
 * is set. Each caller decides what an unreachable store means (the issuer refuses, the doors serve).
 */
import { type AppConfig, config } from '../config';
import { isStateUnavailable, type StateStore, stateStore, type StateUnavailableError } from '../state';
import { clientKey } from './client-key';

export type LimitName = keyof AppConfig['rateLimits'];

export type LimitOutcome =
  | { kind: 'allowed' }
  | { kind: 'limited'; retryAfterS: number; perMinute: number }
  | { kind: 'unavailable'; error: StateUnavailableError };

export async function checkLimit(name: LimitName, req: Request, cfg: AppConfig = config(), store?: StateStore): Promise<LimitOutcome> {
  const perMinute = cfg.rateLimits[name];
  if (perMinute === 0) return { kind: 'allowed' };
  try {
    const decision = await (store ?? stateStore()).rateLimiter({ name, points: perMinute, durationS: 60 }).consume(clientKey(req, cfg.trustProxy));
    return decision.allowed ? { kind: 'allowed' } : { kind: 'limited', retryAfterS: Math.ceil(decision.retryAfterMs / 1000), perMinute };
  } catch (err) {
    if (isStateUnavailable(err)) return { kind: 'unavailable', error: err };
    throw err;
  }
}
