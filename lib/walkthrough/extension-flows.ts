/**
 * The browser's side of the two extension tracks (client credentials; enterprise-managed authorization):
 * each function is one move on the wire, made through the page's tap so its frames are recorded. The
 * client's key pair is made here with WebCrypto and its private half is not extractable: it signs
 * assertions in this page and never leaves it; only the public JWK is sent, at registration.
 */
import type { Tap } from '../browser/tap';
import { signClientAssertion } from '../oauth-client';
import {
  ASM_PREFIX,
  CLIENT_ASSERTION_TYPE,
  GRANT_CLIENT_CREDENTIALS,
  GRANT_JWT_BEARER,
  GRANT_TOKEN_EXCHANGE,
  IDP_PATH,
  ISSUER_PATH,
  TOKEN_TYPE_ID_JAG,
  TOKEN_TYPE_ID_TOKEN,
} from '../vocabulary';

export interface ClientKey {
  privateKey: CryptoKey;
  publicJwk: JsonWebKey;
}

/** An ECDSA P-256 pair (ES256: every browser's WebCrypto); the private key cannot be exported, by anyone. */
export async function generateClientKey(): Promise<ClientKey> {
  // A page served over plain http off loopback (a workshop's LAN origin) is not a secure context: no WebCrypto there.
  if (!globalThis.isSecureContext && typeof window !== 'undefined')
    throw new Error(
      'This browser offers WebCrypto only on https or localhost pages: open this deployment over https (or on localhost) to make a key pair here.',
    );
  const pair = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify'])) as CryptoKeyPair;
  const { kty, crv, x, y } = await crypto.subtle.exportKey('jwk', pair.publicKey);
  return { privateKey: pair.privateKey, publicJwk: { kty, crv, x, y } };
}

/** A private_key_jwt client assertion (RFC 7523 §3): iss = sub = the client, `aud` = the server it is for, 60 s, a fresh jti. */
export function signAssertion(key: ClientKey, clientId: string, audience: string): Promise<string> {
  return signClientAssertion(clientId, audience, key.privateKey, 'ES256', '60s');
}

export interface ServerMetadata {
  issuer: string;
  token_endpoint: string;
  registration_endpoint?: string;
  grant_types_supported?: string[];
  token_endpoint_auth_methods_supported?: string[];
  [k: string]: unknown;
}

async function json<T>(res: Response, what: string): Promise<T> {
  const body = (await res.json().catch(() => ({}))) as T & { error?: string; error_description?: string };
  if (!res.ok) throw new Error(`${what}: HTTP ${res.status} ${body.error ?? ''}${body.error_description ? `: ${body.error_description}` : ''}`);
  return body;
}

/** RFC 8414 metadata of this deployment's authorization server (`issuer`) or its stand-in enterprise IdP (`idp`). */
export async function readMetadata(tap: Tap, origin: string, which: 'issuer' | 'idp'): Promise<ServerMetadata> {
  return json<ServerMetadata>(await tap.fetch(`${origin}${ASM_PREFIX}${which === 'issuer' ? ISSUER_PATH : IDP_PATH}`), 'Metadata');
}

/** The registration an admin console would make out of band: the public key and the grants, sealed into a client_id. */
export async function registerConfidential(tap: Tap, as: ServerMetadata, key: ClientKey, grant: string, name: string): Promise<string> {
  if (!as.registration_endpoint) throw new Error('The authorization server advertises no registration endpoint.');
  const res = await tap.fetch(as.registration_endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ client_name: name, token_endpoint_auth_method: 'private_key_jwt', grant_types: [grant], jwks: { keys: [key.publicJwk] } }),
  });
  return (await json<{ client_id: string }>(res, 'Registration')).client_id;
}

export interface TokenAnswer {
  access_token: string;
  token_type: string;
  expires_in?: number;
  scope?: string;
  issued_token_type?: string;
  id_token?: string;
}

/** A form POST; its JSON answer, or an error saying `what` failed and how. */
async function postForm<T>(tap: Tap, what: string, url: string, fields: Record<string, string>): Promise<T> {
  const body = new URLSearchParams(fields).toString();
  return json<T>(await tap.fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body }), what);
}

/** grant_type=client_credentials, authenticated by `assertion`, for `resource`. */
export function clientCredentialsToken(tap: Tap, as: ServerMetadata, assertion: string, resource: string, scope: string): Promise<TokenAnswer> {
  return postForm(tap, 'Token request', as.token_endpoint, {
    grant_type: GRANT_CLIENT_CREDENTIALS,
    client_assertion_type: CLIENT_ASSERTION_TYPE,
    client_assertion: assertion,
    resource,
    scope,
  });
}

/** The stand-in IdP's simulated single sign-on: the user's ID token, for this client. */
export async function idpSignIn(tap: Tap, origin: string, clientId: string): Promise<string> {
  return (await postForm<{ id_token: string }>(tap, 'Sign-in', `${origin}${IDP_PATH}/sign-in`, { client_id: clientId })).id_token;
}

/** RFC 8693 at the IdP: the ID token for an ID-JAG naming this authorization server (`audience`) and MCP server (`resource`). */
export function exchangeForIdJag(
  tap: Tap,
  idp: ServerMetadata,
  f: { idToken: string; assertion: string; audience: string; resource: string; scope: string },
): Promise<TokenAnswer> {
  return postForm(tap, 'Token exchange', idp.token_endpoint, {
    grant_type: GRANT_TOKEN_EXCHANGE,
    requested_token_type: TOKEN_TYPE_ID_JAG,
    subject_token: f.idToken,
    subject_token_type: TOKEN_TYPE_ID_TOKEN,
    audience: f.audience,
    resource: f.resource,
    scope: f.scope,
    client_assertion_type: CLIENT_ASSERTION_TYPE,
    client_assertion: f.assertion,
  });
}

/** RFC 7523 at the MCP authorization server: the ID-JAG as the grant, the client authenticated by its own assertion. */
export function redeemIdJag(tap: Tap, as: ServerMetadata, idJag: string, assertion: string): Promise<TokenAnswer> {
  return postForm(tap, 'JWT bearer grant', as.token_endpoint, {
    grant_type: GRANT_JWT_BEARER,
    assertion: idJag,
    client_assertion_type: CLIENT_ASSERTION_TYPE,
    client_assertion: assertion,
  });
}
