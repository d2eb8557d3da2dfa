/**
 * The built-in issuer for one request: its URLs on this deployment's configured origin and its
 * secret, or the reason it cannot answer — a foreign Host (403), no configured origin or no secret
 * (503, naming the setting that fixes it). The request is only checked, never used to build a URL.
 */
import 'server-only';
import { type AppConfig, config } from '../../config';
import { checkHostHeaders, type DeploymentUrls, deployment, ORIGIN_MISSING_MESSAGE } from '../../identity';
import { DOORS, NAIVE_DOOR } from '../../vocabulary';
import { oauthErrorJson } from '../public-json';

export interface IssuerContext {
  cfg: AppConfig;
  origin: string;
  issuer: string;
  urls: DeploymentUrls;
  /** This issuer's own endpoints (the built-in issuer's, or the naive issuer's). */
  endpoints: IssuerEndpoints;
  /** This deployment's door URLs: the only `resource` values (token audiences) this issuer accepts (the naive issuer: the naive door's only). */
  resources: readonly string[];
  secret: string;
  /**
   * The one switch of the labs' naive issuer (NAIVE_ISSUER): PKCE not verified, a redirect_uri matched by
   * host only, codes reusable. Its tickets and codes are sealed under their own keys, its tokens carry its
   * own `iss`, the naive door's `aud` and LAB_CLAIM: nothing it makes passes anywhere the real issuer's would.
   */
  naive: boolean;
}

export interface IssuerEndpoints {
  authorization: string;
  token: string;
  registration: string;
  consent: string;
  jwks: string;
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
  naive = false,
): { ok: true; ctx: IssuerContext } | ({ ok: false } & IssuerUnavailable) {
  const host = checkHostHeaders(headers, cfg);
  if (!host.ok) return { ok: false, reason: 'host', description: `${host.reason}.` };
  const urls = deployment(cfg, basePath);
  if (!urls) return { ok: false, reason: 'origin', description: ORIGIN_MISSING_MESSAGE };
  if (!cfg.auth.secret) return { ok: false, reason: 'off', description: AS_OFF_MESSAGE };
  const secret = cfg.auth.secret.value;
  if (naive) {
    const endpoints = { ...urls.naiveIssuerEndpoints, jwks: urls.issuerEndpoints.jwks };
    return {
      ok: true,
      ctx: { cfg, origin: urls.origin, issuer: urls.naiveIssuer, urls, endpoints, resources: [urls.resource(NAIVE_DOOR.path)], secret, naive },
    };
  }
  const resources = DOORS.map((d) => urls.resource(d.path));
  return { ok: true, ctx: { cfg, origin: urls.origin, issuer: urls.issuer, urls, endpoints: urls.issuerEndpoints, resources, secret, naive } };
}

/** For route handlers: the context, or the response to send instead (403 foreign Host, 503 not configured). */
export function issuerContext(
  req: Request,
  cfg: AppConfig = config(),
  basePath = '',
  naive = false,
): { ok: true; ctx: IssuerContext } | { ok: false; response: Response } {
  const resolved = issuerContextFromHeaders(req.headers, cfg, basePath, naive);
  if (resolved.ok) return resolved;
  if (resolved.reason === 'host') return { ok: false, response: oauthErrorJson(403, 'invalid_request', resolved.description) };
  return { ok: false, response: oauthErrorJson(503, 'temporarily_unavailable', resolved.description) };
}
