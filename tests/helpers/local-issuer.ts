/**
 * An issuer in the test process: an Ed25519 key pair, its public JWKS, and signed tokens with
 * whatever claims a case needs (good ones by default, each case breaking one thing).
 */
import { exportJWK, generateKeyPair, type JSONWebKeySet, type JWTPayload, SignJWT } from 'jose';

export const ISSUER = 'https://issuer.test/oauth';
export const AUDIENCE = 'https://rs.test/api/mcp/oauth';

export interface LocalIssuer {
  jwks: JSONWebKeySet;
  /** A token signed by this issuer: at+jwt, iss, aud, 10 minutes, `prompts:read`, unless overridden. */
  sign: (claims?: JWTPayload, header?: { typ?: string }) => Promise<string>;
}

export async function localIssuer(kid = 'test-key'): Promise<LocalIssuer> {
  const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'EdDSA', use: 'sig' };
  const now = Math.floor(Date.now() / 1000);
  return {
    jwks: { keys: [jwk] },
    sign: (claims = {}, header = {}) =>
      new SignJWT({ iss: ISSUER, aud: AUDIENCE, sub: 'someone', iat: now, exp: now + 600, scope: 'prompts:read', client_id: 'c1', ...claims })
        .setProtectedHeader({ alg: 'EdDSA', kid, typ: 'typ' in header ? header.typ : 'at+jwt' })
        .sign(privateKey),
  };
}

/** A token with the same claims, signed with HMAC: an algorithm no door accepts. */
export function signHs256(claims: JWTPayload): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' }).sign(new TextEncoder().encode('a shared secret of thirty-two bytes!'));
}

/** An unsigned token (`alg: none`), built by hand since jose refuses to make one. */
export function unsigned(claims: JWTPayload): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'none', typ: 'at+jwt' })}.${part(claims)}.`;
}

/** The same token with one payload claim changed after signing. */
export function tamper(token: string, claims: JWTPayload): string {
  const [h, p, s] = token.split('.');
  const payload = { ...JSON.parse(Buffer.from(p!, 'base64url').toString()), ...claims };
  return `${h}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${s}`;
}
