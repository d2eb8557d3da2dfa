/** Access tokens as RFC 9068 JWTs (`typ: at+jwt`), signed EdDSA, short-lived, bound to one resource. */
import 'server-only';
import { SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';
import { LAB_CLAIM } from '../../vocabulary';
import { signingKey } from './keys';

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
  const key = await signingKey(secret);
  return new SignJWT({ scope: c.scope, client_id: c.clientId, ...(c.lab ? { [LAB_CLAIM]: c.lab } : {}) })
    .setProtectedHeader({ alg: 'EdDSA', typ: 'at+jwt', kid: key.kid })
    .setIssuer(c.issuer)
    .setSubject(c.subject)
    .setAudience(c.audience)
    .setIssuedAt()
    .setExpirationTime(`${c.ttlS}s`)
    .setJti(randomUUID())
    .sign(key.privateKey);
}
