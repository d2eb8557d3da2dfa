/**
 * The built-in issuer for one request: its URLs on this deployment's configured origin and its
 * secret, or the reason it cannot answer — a foreign Host (403), no configured origin or no secret
 * (503, naming the setting that fixes it). The request is only checked, never used to build a URL.
 */
import 'server-only';
import { type AppConfig, config } from '../../config';
import { checkHostHeaders, type DeploymentUrls, deployment, ORIGIN_MISSING_MESSAGE } from '../../identity';
import { DOORS } from '../../vocabulary';
import { oauthErrorJson } from '../public-json';

export interface IssuerContext {
  cfg: AppConfig;
  origin: string;
  issuer: string;
  urls: DeploymentUrls;
  /** This deployment's door URLs: the only `resource` values (token audiences) this issuer accepts. */
  resources: readonly string[];
  secret: string;
}

export const AS_OFF_MESSAGE =
  'The built-in authorization server is off: set AUTH_SECRET (32+ characters, the same on every instance) and restart. The rest of the app keeps serving.';

export type IssuerUnavailable = { reason: 'host'; description: string } | { reason: 'origin' | 'off'; description: string };

/**
 * For pages, which see headers rather than a Request. `basePath` is an observation channel's prefix
 * (`/o/<channel>`): the issuer then lives at `<origin>/o/<channel>/oauth` and accepts only that channel's
 * doors as `resource`, so its tokens open no other door.
 */
export function issuerContextFromHeaders(
  headers: Headers,
  cfg: AppConfig = config(),
  basePath = '',
): { ok: true; ctx: IssuerContext } | ({ ok: false } & IssuerUnavailable) {
  const host = checkHostHeaders(headers, cfg);
  if (!host.ok) return { ok: false, reason: 'host', description: `${host.reason}.` };
  const urls = deployment(cfg, basePath);
  if (!urls) return { ok: false, reason: 'origin', description: ORIGIN_MISSING_MESSAGE };
  if (!cfg.auth.secret) return { ok: false, reason: 'off', description: AS_OFF_MESSAGE };
  return {
    ok: true,
    ctx: { cfg, origin: urls.origin, issuer: urls.issuer, urls, resources: DOORS.map((d) => urls.resource(d.path)), secret: cfg.auth.secret.value },
  };
}

/** For route handlers: the context, or the response to send instead (403 foreign Host, 503 not configured). */
export function issuerContext(req: Request, cfg: AppConfig = config(), basePath = ''): { ok: true; ctx: IssuerContext } | { ok: false; response: Response } {
  const resolved = issuerContextFromHeaders(req.headers, cfg, basePath);
  if (resolved.ok) return resolved;
  if (resolved.reason === 'host') return { ok: false, response: oauthErrorJson(403, 'invalid_request', resolved.description) };
  return { ok: false, response: oauthErrorJson(503, 'temporarily_unavailable', resolved.description) };
}
