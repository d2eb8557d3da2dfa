/**
 * The built-in issuer for one request: its URL on this deployment's origin and its secret, or the
 * reason it cannot answer: a foreign Host, or off (production without AUTH_SECRET), with the setting
 * that turns it on.
 */
import 'server-only';
import { type AppConfig, config, hostOnly } from '../../config';
import { hostRejection } from '../allowed-host';
import { publicOrigin } from '../public-origin';
import { oauthErrorJson } from '../public-json';

export const ISSUER_PATH = '/oauth';

export interface IssuerContext {
  cfg: AppConfig;
  origin: string;
  issuer: string;
  secret: string;
}

export const AS_OFF_MESSAGE =
  'The built-in authorization server is off: set AUTH_SECRET (32+ characters, the same on every instance) and restart. The rest of the app keeps serving.';

/** For pages, which see headers rather than a Request. */
export function issuerContextFromHeaders(headers: Headers, cfg: AppConfig = config()): { ok: true; ctx: IssuerContext } | { ok: false; reason: 'host' | 'off' } {
  if (!cfg.allowedHosts.includes(hostOnly(headers.get('host') ?? ''))) return { ok: false, reason: 'host' };
  if (!cfg.auth.secret) return { ok: false, reason: 'off' };
  const origin = publicOrigin(headers, cfg);
  return { ok: true, ctx: { cfg, origin, issuer: `${origin}${ISSUER_PATH}`, secret: cfg.auth.secret.value } };
}

/** For route handlers: the context, or the response to send instead (403 foreign Host, 503 off). */
export function issuerContext(req: Request, cfg: AppConfig = config()): { ok: true; ctx: IssuerContext } | { ok: false; response: Response } {
  const rejected = hostRejection(req, cfg);
  if (rejected) return { ok: false, response: rejected };
  const resolved = issuerContextFromHeaders(req.headers, cfg);
  if (!resolved.ok) return { ok: false, response: oauthErrorJson(503, 'temporarily_unavailable', AS_OFF_MESSAGE) };
  return resolved;
}

export const endpoints = (issuer: string) => ({
  authorization: `${issuer}/authorize`,
  token: `${issuer}/token`,
  registration: `${issuer}/register`,
  jwks: `${issuer}/jwks`,
  lab: `${issuer}/lab`,
  consent: `${issuer}/consent`,
});
