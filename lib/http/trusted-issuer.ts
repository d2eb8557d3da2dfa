/**
 * Wires the resource server to the issuer configuration says to trust. An external IdP: its exact
 * `iss` and a bounded remote JWKS at AUTH_JWKS_URL. The built-in issuer: its URL on the configured
 * origin and its public key, handed over in process — the doors never fetch this deployment's own
 * JWKS over HTTP, so no request can steer where keys come from.
 */
import 'server-only';
import type { JWTVerifyGetKey } from 'jose';
import { ISSUER_OFF_MESSAGE, type IssuerSource } from '../auth/resource-server/trusted-issuer';
import { type AppConfig, config } from '../config';
import { deployment, ORIGIN_MISSING_MESSAGE } from '../identity';

type Resolved = ReturnType<IssuerSource>;
const memo = new WeakMap<AppConfig, Resolved>();
const builtIns = new WeakMap<AppConfig, Resolved>();

/** The issuer the configuration `cfg` gives says to trust (the process's own: `trustedIssuer`). */
export const trustedIssuerFor =
  (cfgOf: () => AppConfig): IssuerSource =>
  (basePath = '') => {
    const cfg = cfgOf();
    const found = memo.get(cfg) ?? resolve(cfg);
    memo.set(cfg, found);
    if (!basePath || !found.ok || !found.issuer.builtIn) return found;
    // An observation channel's door trusts the channel's issuer: same key, its own `iss`.
    const urls = deployment(cfg, basePath);
    return urls ? { ok: true, issuer: { ...found.issuer, issuer: urls.issuer } } : found;
  };

export const trustedIssuer: IssuerSource = trustedIssuerFor(config);

function resolve(cfg: AppConfig): Resolved {
  const external = cfg.auth.externalIssuer;
  if (external) return { ok: true, issuer: { issuer: external.issuer, keys: remoteKeys(external.jwksUrl), builtIn: false } };
  return builtInIssuer(cfg);
}

/** The built-in issuer on the configured origin, its key in process, whatever issuer the doors trust (the labs' naive door trusts it alone). */
export function builtInIssuer(cfg: AppConfig): Resolved {
  let found = builtIns.get(cfg);
  if (found) return found;
  const urls = deployment(cfg);
  const secret = cfg.auth.secret?.value;
  found = !urls
    ? { ok: false, description: ORIGIN_MISSING_MESSAGE }
    : !secret
      ? { ok: false, description: ISSUER_OFF_MESSAGE }
      : { ok: true, issuer: { issuer: urls.issuer, keys: builtInKeys(secret), builtIn: true } };
  builtIns.set(cfg, found);
  return found;
}

// Key sets (and jose with them) load on the first token to verify: the open door's cold start needs none.
function builtInKeys(secret: string): JWTVerifyGetKey {
  let local: Promise<JWTVerifyGetKey> | undefined;
  return async (header, token) => {
    local ??= Promise.all([import('jose'), import('../auth/authorization-server/keys')]).then(async ([{ createLocalJWKSet }, { signingKey }]) =>
      createLocalJWKSet({ keys: [(await signingKey(secret)).publicJwk] }),
    );
    return (await local)(header, token);
  };
}

function remoteKeys(jwksUrl: string): JWTVerifyGetKey {
  let set: Promise<JWTVerifyGetKey> | undefined;
  return async (header, token) => {
    set ??= import('../auth/resource-server/remote-key-set').then(({ remoteKeySet }) => remoteKeySet(jwksUrl));
    return (await set)(header, token);
  };
}
