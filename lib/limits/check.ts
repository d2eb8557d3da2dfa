/**
 * One question per request: may this caller go on? Limits are per minute per participant (one address:
 * client-key.ts), counted in the shared state store, so every instance counts against the same budget
 * when REDIS_URL is set. Each caller decides what an unreachable store means (the issuer refuses, the
 * doors serve). A refusal names whose budget ran out and which setting sizes it (`refusalText`).
 */
import { type AppConfig, config } from '../config';
import { isStateUnavailable, type StateStore, stateStore, type StateUnavailableError } from '../state';
import { clientKey, describeClientKey } from './client-key';

export type LimitName = keyof AppConfig['rateLimits'];

/** Each limit's setting and what it counts, in a refusal's words and on /facilitator. */
export const LIMITS: Record<LimitName, { env: string; counts: string }> = {
  register: { env: 'RATE_LIMIT_REGISTER', counts: 'client registrations (POST /oauth/register)' },
  authorize: { env: 'RATE_LIMIT_AUTHORIZE', counts: 'authorization requests (GET /oauth/authorize)' },
  consent: { env: 'RATE_LIMIT_CONSENT', counts: 'consent answers (POST /oauth/authorize)' },
  token: { env: 'RATE_LIMIT_TOKEN', counts: 'token requests (POST /oauth/token)' },
  lab: { env: 'RATE_LIMIT_LAB', counts: 'lab token requests (POST /oauth/lab)' },
  idp: { env: 'RATE_LIMIT_IDP', counts: 'enterprise IdP sign-ins and token exchanges (POST /idp/…)' },
  door: { env: 'MCP_RATE_LIMIT', counts: 'MCP requests' },
  analyze: { env: 'RATE_LIMIT_ANALYZE', counts: 'corpus analyses' },
  observeOpen: { env: 'RATE_LIMIT_OBSERVE_OPEN', counts: 'observation channels opened' },
  observeFeed: { env: 'RATE_LIMIT_OBSERVE_FEED', counts: 'observer feed connections' },
  observeJoin: { env: 'RATE_LIMIT_OBSERVE_JOIN', counts: 'join-code lookups' },
};

export type LimitOutcome =
  | { kind: 'allowed' }
  | { kind: 'limited'; retryAfterS: number; perMinute: number; name: LimitName /** Whose budget, in words: "your address 127.0.0.5". */; who: string }
  | { kind: 'unavailable'; error: StateUnavailableError };

export async function checkLimit(name: LimitName, req: Request, cfg: AppConfig = config(), store?: StateStore): Promise<LimitOutcome> {
  const perMinute = cfg.rateLimits[name];
  if (perMinute === 0) return { kind: 'allowed' };
  const key = clientKey(req, cfg.trustProxy);
  try {
    const decision = await (store ?? stateStore()).rateLimiter({ name, points: perMinute, durationS: 60 }).consume(key);
    return decision.allowed
      ? { kind: 'allowed' }
      : { kind: 'limited', retryAfterS: Math.ceil(decision.retryAfterMs / 1000), perMinute, name, who: describeClientKey(key) };
  } catch (err) {
    if (isStateUnavailable(err)) return { kind: 'unavailable', error: err };
    throw err;
  }
}

/**
 * The refusal's sentence: "Your address 127.0.0.5 has made its 180 client registrations (POST
 * /oauth/register) for this minute: the limit is 180 a minute for one participant (RATE_LIMIT_REGISTER);
 * try again in 12 s."
 * It names only the caller's own address and a setting, never another participant or a secret.
 */
export function refusalText(outcome: Extract<LimitOutcome, { kind: 'limited' }>): string {
  const { env, counts } = LIMITS[outcome.name];
  const who = outcome.who.charAt(0).toUpperCase() + outcome.who.slice(1);
  return `${who} has made its ${outcome.perMinute} ${counts} for this minute: the limit is ${outcome.perMinute} a minute for one participant (${env}); try again in ${outcome.retryAfterS} s.`;
}
