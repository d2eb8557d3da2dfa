/**
 * Rate limits on the issuer's endpoints, one line per endpoint: `const limited = await issuerRateLimit(req, 'token', ctx.cfg)`.
 * A limited caller gets 429 with Retry-After and an OAuth error body; an unreachable store, 503.
 */
import type { AppConfig } from '../../config';
import { checkLimit, type LimitName, refusalText } from '../../limits/check';
import { oauthErrorJson } from '../public-json';
import { stateUnavailableResponse } from './state-unavailable';

export async function issuerRateLimit(req: Request, name: Exclude<LimitName, 'door'>, cfg: AppConfig): Promise<Response | undefined> {
  const outcome = await checkLimit(name, req, cfg);
  if (outcome.kind === 'allowed') return undefined;
  if (outcome.kind === 'unavailable') return stateUnavailableResponse(outcome.error.reason);
  return oauthErrorJson(429, 'temporarily_unavailable', refusalText(outcome), { 'Retry-After': String(outcome.retryAfterS) });
}
