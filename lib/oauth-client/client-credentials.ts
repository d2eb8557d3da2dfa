/**
 * The client credentials grant (OAuth 2.1 §4.2; the MCP extension io.modelcontextprotocol/oauth-client-credentials):
 * no person and no browser, a confidential client's own token, one exchange. The client proves itself
 * by private_key_jwt (RFC 7523 §2.2: a JWT it signs with its private key, iss = sub = its client_id,
 * aud = the issuer, short-lived, a fresh jti) or by client_secret_basic (RFC 6749 §2.3.1: its id and
 * secret, each form-urlencoded, in an HTTP Basic header). `resource` (RFC 8707) names the door.
 */
import type { AuthorizationServerMetadata } from '@modelcontextprotocol/client';
import { importPKCS8, SignJWT } from 'jose';
import { CLIENT_ASSERTION_TYPE } from '../vocabulary';
import type { FetchLike } from './fetch';
import { postTokenForm, readTokenResponse, type TokenResponse } from './redeem';

/** How long a client assertion may be used: long enough to reach the token endpoint, no longer. */
const ASSERTION_LIFETIME = '5m';

export type ClientAuthentication =
  | { method: 'private_key_jwt'; privateKeyPem: string; algorithm: string }
  | { method: 'client_secret_basic'; clientSecret: string };

export interface ClientCredentialsRequest {
  metadata: AuthorizationServerMetadata;
  clientId: string;
  auth: ClientAuthentication;
  /** The door the token is for. */
  resource: string;
  scope?: string;
}

/** The signed assertion private_key_jwt sends (RFC 7523 §3): iss = sub = client_id, aud = the issuer, a fresh jti. */
export function signClientAssertion(
  clientId: string,
  audience: string,
  key: CryptoKey | Awaited<ReturnType<typeof importPKCS8>>,
  algorithm: string,
  lifetime = ASSERTION_LIFETIME,
): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: algorithm, typ: 'JWT' })
    .setIssuer(clientId)
    .setSubject(clientId)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(lifetime)
    .setJti(crypto.randomUUID())
    .sign(key);
}

/** The same, with the private key given as PKCS#8 PEM. */
export async function clientAssertion(clientId: string, audience: string, privateKeyPem: string, algorithm: string): Promise<string> {
  return signClientAssertion(clientId, audience, await importPKCS8(privateKeyPem, algorithm), algorithm);
}

/** RFC 6749 §2.3.1: each part form-urlencoded before the Basic encoding. */
export function basicCredentials(clientId: string, clientSecret: string): string {
  const enc = (s: string) => encodeURIComponent(s).replace(/%20/g, '+');
  return `Basic ${btoa(`${enc(clientId)}:${enc(clientSecret)}`)}`;
}

/** The form and headers of one client credentials request, for a page to show before it is sent. */
export async function clientCredentialsForm(
  r: ClientCredentialsRequest,
): Promise<{ form: Record<string, string | undefined>; headers: Record<string, string> }> {
  const form: Record<string, string | undefined> = { grant_type: 'client_credentials', resource: r.resource, scope: r.scope || undefined };
  if (r.auth.method === 'client_secret_basic') return { form, headers: { authorization: basicCredentials(r.clientId, r.auth.clientSecret) } };
  const assertion = await clientAssertion(r.clientId, String(r.metadata.issuer), r.auth.privateKeyPem, r.auth.algorithm);
  return { form: { ...form, client_id: r.clientId, client_assertion_type: CLIENT_ASSERTION_TYPE, client_assertion: assertion }, headers: {} };
}

/** POST the issuer's token endpoint; its refusal is thrown as the SDK's OAuth error. */
export async function requestClientCredentialsToken(fetch: FetchLike, r: ClientCredentialsRequest): Promise<TokenResponse> {
  const { form, headers } = await clientCredentialsForm(r);
  return readTokenResponse(await postTokenForm(fetch, String(r.metadata.token_endpoint), form, headers));
}
