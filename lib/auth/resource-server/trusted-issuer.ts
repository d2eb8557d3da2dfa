/**
 * Which issuer this resource server trusts, and where its keys are. An external IdP comes from
 * config (AUTH_ISSUER + AUTH_JWKS_URL); otherwise it is the built-in one, known here the way
 * Auth0 would be: by its issuer URL and JWKS URL on this deployment's origin, nothing more.
 */
import type { AppConfig } from '../../config';

export interface TrustedIssuer {
  issuer: string;
  jwksUrl: string;
  builtIn: boolean;
}

/** Where the built-in issuer lives on every deployment (the authorization server's routes). */
const BUILT_IN_ISSUER_PATH = '/oauth';
const BUILT_IN_JWKS_PATH = '/oauth/jwks';

/** undefined: production without AUTH_SECRET and no external issuer, so nobody can issue tokens. */
export function trustedIssuer(origin: string, cfg: AppConfig): TrustedIssuer | undefined {
  if (cfg.auth.externalIssuer) return { ...cfg.auth.externalIssuer, builtIn: false };
  if (!cfg.auth.secret) return undefined;
  return { issuer: `${origin}${BUILT_IN_ISSUER_PATH}`, jwksUrl: `${origin}${BUILT_IN_JWKS_PATH}`, builtIn: true };
}

export const ISSUER_OFF_MESSAGE =
  'No authorization server is configured: set AUTH_SECRET (32+ characters, the same on every instance) to turn on the built-in one, or AUTH_ISSUER and AUTH_JWKS_URL to trust an external IdP.';
