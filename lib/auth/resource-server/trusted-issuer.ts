/**
 * Which issuer this resource server trusts: its exact `iss` and where its keys come from. The resource
 * server knows an issuer the way it would know Auth0 — an issuer URL and a key set — and is handed
 * both by configuration (lib/http wires them); it never asks a request who the issuer is.
 */
import type { JWTVerifyGetKey } from 'jose';

export interface TrustedIssuer {
  issuer: string;
  /** The issuer's public keys: a remote JWKS for an external IdP, the built-in issuer's key in process. */
  keys: JWTVerifyGetKey;
  builtIn: boolean;
}

/**
 * The trusted issuer right now, or why there is none (the text names the setting that fixes it).
 * `basePath` is an observation channel's prefix: the built-in issuer is then that channel's own.
 */
export type IssuerSource = (basePath?: string) => { ok: true; issuer: TrustedIssuer } | { ok: false; description: string };

export const ISSUER_OFF_MESSAGE =
  'No authorization server is configured: set AUTH_SECRET (32+ characters, the same on every instance) to turn on the built-in one, or AUTH_ISSUER and AUTH_JWKS_URL to trust an external IdP.';
