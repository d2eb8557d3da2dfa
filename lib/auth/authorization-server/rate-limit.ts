/**
 * The issuer's rate-limited endpoints open with `const r = await limitedIssuerContext(req, 'token', cfg, basePath, naive)`:
 * the context (context.ts), or the response to send instead. A limited caller gets 429 with Retry-After and
 * an OAuth error body; an unreachable store, 503.
 */
import { type AppConfig, config } from '../../config';
import { checkLimit, type LimitName, refusalText } from '../../limits/check';
import { oauthErrorJson } from '../public-json';
import { issuerContext } from './context';
import { stateUnavailableDescription } from './state-unavailable';

export async function limitedIssuerContext(
  req: Request,
  name: Exclude<LimitName, 'door'>,
  cfg: AppConfig = config(),
  basePath = '',
  naive = false,
): Promise<ReturnType<typeof issuerContext>> {
  const r = issuerContext(req, cfg, basePath, naive);
  if (!r.ok) return r;
  const outcome = await checkLimit(name, req, r.ctx.cfg);
  if (outcome.kind === 'allowed') return r;
  if (outcome.kind === 'unavailable') {
    return { ok: false, response: oauthErrorJson(503, 'temporarily_unavailable', stateUnavailableDescription(outcome.error.reason), { 'Retry-After': '5' }) };
  }
  return { ok: false, response: oauthErrorJson(429, 'temporarily_unavailable', refusalText(outcome), { 'Retry-After': String(outcome.retryAfterS) }) };
}
