/**
 * The issuer's signing key: Ed25519 (EdDSA), its 32-byte seed derived from AUTH_SECRET. Every
 * instance with the same secret holds the same key, so a token signed by one verifies on any.
 * The public half is published as a JWKS with an RFC 7638 thumbprint as `kid`.
 */
import 'server-only';
import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { randomUUID } from 'node:crypto';
import { calculateJwkThumbprint, type JWK, type JWTPayload, SignJWT } from 'jose';
import { deriveBytes } from '../derive';

export interface SigningKey {
  privateKey: KeyObject;
  publicJwk: JWK;
  kid: string;
}

// An Ed25519 private key in PKCS#8 DER is this fixed prefix followed by the 32-byte seed (RFC 8410).
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

const cache = new Map<string, Promise<SigningKey>>();

/** `purpose`: the issuer's key, or the stand-in enterprise IdP's (a key of its own, so neither's JWT passes for the other's). */
export function signingKey(secret: string, purpose: 'signing-key' | 'idp-signing-key' = 'signing-key'): Promise<SigningKey> {
  const id = `${purpose}:${secret}`;
  let key = cache.get(id);
  if (!key) {
    key = build(secret, purpose);
    cache.set(id, key);
  }
  return key;
}

async function build(secret: string, purpose: 'signing-key' | 'idp-signing-key'): Promise<SigningKey> {
  const seed = deriveBytes(secret, purpose);
  const privateKey = createPrivateKey({ key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]), format: 'der', type: 'pkcs8' });
  const jwk = createPublicKey(privateKey).export({ format: 'jwk' }) as JWK;
  const kid = await calculateJwkThumbprint(jwk);
  return { privateKey, kid, publicJwk: { ...jwk, kid, alg: 'EdDSA', use: 'sig' } };
}

/** A JWT signed EdDSA with `key`: the payload, then iss, sub, aud, iat (now), exp (`ttlS` later) and a fresh jti. */
export function signJwt(key: SigningKey, typ: string, payload: JWTPayload, c: { iss: string; sub: string; aud: string; ttlS: number }): Promise<string> {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'EdDSA', typ, kid: key.kid })
    .setIssuer(c.iss)
    .setSubject(c.sub)
    .setAudience(c.aud)
    .setIssuedAt()
    .setExpirationTime(`${c.ttlS}s`)
    .setJti(randomUUID())
    .sign(key.privateKey);
}
