/**
 * The stand-in enterprise IdP's two JWTs, each signed with the IdP's own key (derived from AUTH_SECRET
 * under a purpose of its own, so neither passes for the issuer's access tokens, nor the reverse):
 * - the ID token its simulated single sign-on gives the client (`aud` = that client's id);
 * - the ID-JAG (`typ: oauth-id-jag+jwt`) its token exchange grants: the user, the client, the MCP
 *   authorization server (`aud`), the MCP server (`resource`) and the scopes the admin allows.
 * Only the IdP mints them; the MCP authorization server verifies an ID-JAG as it would a real IdP's:
 * by the IdP's issuer identifier and public key, never by sharing its signing key.
 */
import 'server-only';
import { importJWK, type JWTPayload, jwtVerify } from 'jose';
import { ENTERPRISE_POLICY, ID_JAG_TYP, IDP_DEMO_USER, MAX_ASSERTION_LIFETIME_S } from '../../../vocabulary';
import { describeJoseError } from '../client-assertion';
import { signingKey, signJwt } from '../keys';

/** How long the simulated sign-in's ID token lives (seconds). */
export const ID_TOKEN_TTL_S = 600;
/** Clock skew allowed when verifying, seconds. */
const SKEW_S = 30;

export async function mintIdToken(secret: string, idp: string, clientId: string): Promise<string> {
  const payload = { name: IDP_DEMO_USER.name, groups: [IDP_DEMO_USER.group], auth_time: Math.floor(Date.now() / 1000) };
  return signJwt(await signingKey(secret, 'idp-signing-key'), 'JWT', payload, { iss: idp, sub: IDP_DEMO_USER.sub, aud: clientId, ttlS: ID_TOKEN_TTL_S });
}

export interface IdJagClaims {
  idp: string;
  sub: string;
  audience: string;
  clientId: string;
  resource: string;
  scope: string;
}

export async function mintIdJag(secret: string, c: IdJagClaims): Promise<string> {
  const payload = { client_id: c.clientId, resource: c.resource, scope: c.scope };
  return signJwt(await signingKey(secret, 'idp-signing-key'), ID_JAG_TYP, payload, {
    iss: c.idp,
    sub: c.sub,
    aud: c.audience,
    ttlS: ENTERPRISE_POLICY.idJagTtlS,
  });
}

export type Verified = { ok: true; claims: JWTPayload & Record<string, unknown> } | { ok: false; description: string };

/** An ID token of this IdP for `clientId` (the token exchange's subject_token). */
export async function verifyIdToken(secret: string, idp: string, token: string, clientId: string): Promise<Verified> {
  return verify(secret, token, { issuer: idp, audience: clientId, typ: 'JWT', requiredClaims: ['exp', 'sub'] });
}

/** An ID-JAG this IdP issued for the authorization server `audience`: its signature, typ, iss, aud, lifetime. */
export async function verifyIdJag(secret: string, idp: string, token: string, audience: string, nowMs = Date.now()): Promise<Verified> {
  const v = await verify(secret, token, { issuer: idp, audience, typ: ID_JAG_TYP, requiredClaims: ['exp', 'sub', 'jti', 'client_id'], nowMs });
  if (v.ok && (v.claims.exp as number) > Math.floor(nowMs / 1000) + MAX_ASSERTION_LIFETIME_S + SKEW_S)
    return { ok: false, description: `it lives too long: exp may be at most ${MAX_ASSERTION_LIFETIME_S} s ahead.` };
  return v;
}

async function verify(
  secret: string,
  token: string,
  o: { issuer: string; audience: string; typ: string; requiredClaims: string[]; nowMs?: number },
): Promise<Verified> {
  try {
    const key = await signingKey(secret, 'idp-signing-key');
    const publicKey = await importJWK(key.publicJwk, 'EdDSA');
    const { payload } = await jwtVerify(token, publicKey, {
      algorithms: ['EdDSA'],
      issuer: o.issuer,
      audience: o.audience,
      typ: o.typ,
      requiredClaims: o.requiredClaims,
      clockTolerance: SKEW_S,
      ...(o.nowMs !== undefined ? { currentDate: new Date(o.nowMs) } : {}),
    });
    return { ok: true, claims: payload as JWTPayload & Record<string, unknown> };
  } catch (err) {
    return { ok: false, description: describeJoseError(err, o.audience) };
  }
}
