/** Access tokens as RFC 9068 JWTs (`typ: at+jwt`), signed EdDSA, short-lived, bound to one resource. */
import 'server-only';
import { LAB_CLAIM } from '../../vocabulary';
import type { IssuerContext } from './context';
import { signingKey, signJwt } from './keys';
import type { TokenOutcome } from './token-outcome';

export interface AccessTokenClaims {
  issuer: string;
  subject: string;
  audience: string;
  scope: string;
  clientId: string;
  ttlS: number;
  /** A lab token's kind (the naive issuer's): set as LAB_CLAIM, which every real door refuses. */
  lab?: string;
}

export async function mintAccessToken(secret: string, c: AccessTokenClaims): Promise<string> {
  const payload = { scope: c.scope, client_id: c.clientId, ...(c.lab ? { [LAB_CLAIM]: c.lab } : {}) };
  return signJwt(await signingKey(secret), 'at+jwt', payload, { iss: c.issuer, sub: c.subject, aud: c.audience, ttlS: c.ttlS });
}

/**
 * Every grant's success (RFC 6749 §5.1): a new access token from this issuer, `ttlS` the configured
 * lifetime unless given. `scope` is the answer's; `tokenScope` the token's, where the two differ.
 */
export async function tokenResponse(
  ctx: IssuerContext,
  t: Omit<AccessTokenClaims, 'issuer' | 'ttlS'> & { ttlS?: number; tokenScope?: string },
  extra: Record<string, unknown> = {},
): Promise<TokenOutcome> {
  const ttlS = t.ttlS ?? ctx.cfg.auth.tokenTtlS;
  const accessToken = await mintAccessToken(ctx.secret, { ...t, scope: t.tokenScope ?? t.scope, issuer: ctx.issuer, ttlS });
  return { status: 200, body: { access_token: accessToken, token_type: 'Bearer', expires_in: ttlS, scope: t.scope, ...extra } };
}
