/**
 * What the issuer's unit tests share: an issuer context (on a fixed origin, or on any), a confidential client whose
 * key the test holds (as the walkthrough's page holds its own), and assertions signed with it.
 */
import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { registerConfidentialClient } from '../../../lib/auth/authorization-server/clients/confidential';
import type { IssuerContext } from '../../../lib/auth/authorization-server/context';
import { type AppConfig, parseConfig } from '../../../lib/config';
import { deploymentUrls } from '../../../lib/identity/urls';
import { CLIENT_ASSERTION_TYPE, DOORS } from '../../../lib/vocabulary';

export const ORIGIN = 'http://127.0.0.1:3000';
export const RESOURCE = `${ORIGIN}/api/mcp/oauth`;
export const SECRET = 'a test secret that is long enough for the issuer';

/** The built-in issuer's context on `origin`, as a request to it would get it from `cfg`. */
export function issuerContextFor(origin: string, cfg: AppConfig, secret: string): IssuerContext {
  const urls = deploymentUrls(origin);
  return { cfg, origin, issuer: urls.issuer, urls, endpoints: urls.issuerEndpoints, resources: DOORS.map((d) => urls.resource(d.path)), secret, naive: false };
}

export const ctx = issuerContextFor(ORIGIN, parseConfig({ NODE_ENV: 'test', AUTH_SECRET: SECRET, MCP_PUBLIC_ORIGIN: ORIGIN }), SECRET);

export interface TestClient {
  clientId: string;
  privateKey: CryptoKey;
  /** A fresh assertion: iss = sub = client_id, aud = the issuer, 60 s, a new jti; `claims` and `header` override. */
  assertion: (claims?: JWTPayload, header?: Record<string, unknown>) => Promise<string>;
}

export async function confidentialClient(grantTypes: string[]): Promise<TestClient> {
  const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
  const reg = await registerConfidentialClient(
    { token_endpoint_auth_method: 'private_key_jwt', grant_types: grantTypes, jwks: { keys: [await exportJWK(publicKey)] }, client_name: 'test daemon' },
    SECRET,
  );
  if (!reg.ok) throw new Error(reg.description);
  const clientId = reg.body.client_id as string;
  const assertion = (claims: JWTPayload = {}, header: Record<string, unknown> = {}) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ iss: clientId, sub: clientId, aud: ctx.issuer, iat: now, exp: now + 60, jti: randomUUID(), ...claims })
      .setProtectedHeader({ alg: 'ES256', ...header })
      .sign(privateKey);
  };
  return { clientId, privateKey, assertion };
}

export const assertionFields = (assertion: string) => ({ client_assertion_type: CLIENT_ASSERTION_TYPE, client_assertion: assertion });
