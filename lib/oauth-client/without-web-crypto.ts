/**
 * PKCE where the browser gives no Web Crypto. `crypto.subtle` exists only in secure contexts (https,
 * or loopback): a phone opening a workshop laptop at http://192.168.x.y:3000 has none, while
 * `crypto.getRandomValues` works everywhere. The SDK's startAuthorization hashes the challenge with
 * `crypto.subtle` (via pkce-challenge) and has no hook for another hash, so this is the seam: the same
 * authorization URL, its verifier from getRandomValues and its S256 challenge from @noble/hashes'
 * SHA-256 (loaded only here). A test keeps every parameter equal to the SDK's but the two PKCE ones.
 */
import type { AuthorizationServerMetadata, OAuthClientInformationMixed } from '@modelcontextprotocol/client';
import { base64url } from 'jose';

/** True where `crypto.subtle.digest` can be called: every secure context, and Node. */
export const hasWebCrypto = () => typeof globalThis.crypto?.subtle?.digest === 'function';

/** SHA-256 of `bytes`: Web Crypto when the context has it, else @noble/hashes (audited, pure JS). */
export async function sha256(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  if (hasWebCrypto()) return new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  const { sha256: noble } = await import('@noble/hashes/sha2.js');
  return noble(bytes);
}

/** 32 random bytes as base64url: 43 characters of RFC 7636's unreserved set, the length §4.1 recommends. */
export const newVerifier = () => base64url.encode(crypto.getRandomValues(new Uint8Array(32)));

export interface StartOptions {
  metadata: AuthorizationServerMetadata;
  client: OAuthClientInformationMixed;
  redirectUri: string;
  scope: string;
  state: string;
  resource?: string;
  /** base64url(sha256(verifier)). */
  s256: (verifier: string) => Promise<string>;
}

/** The SDK's startAuthorization (2.x), parameter for parameter, with the hash above. Same refusals too. */
export async function startAuthorizationWithoutWebCrypto(o: StartOptions): Promise<{ authorizationUrl: URL; codeVerifier: string }> {
  const { metadata } = o;
  if (!metadata.response_types_supported.includes('code')) throw new Error('Incompatible auth server: does not support response type code');
  if (metadata.code_challenge_methods_supported && !metadata.code_challenge_methods_supported.includes('S256')) {
    throw new Error('Incompatible auth server: does not support code challenge method S256');
  }
  const codeVerifier = newVerifier();
  const url = new URL(String(metadata.authorization_endpoint));
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', o.client.client_id);
  url.searchParams.set('code_challenge', await o.s256(codeVerifier));
  url.searchParams.set('code_challenge_method', 'S256');
  url.searchParams.set('redirect_uri', o.redirectUri);
  url.searchParams.set('state', o.state);
  if (o.scope) url.searchParams.set('scope', o.scope);
  if (o.scope.split(' ').includes('offline_access')) url.searchParams.append('prompt', 'consent');
  if (o.resource) url.searchParams.set('resource', o.resource);
  return { authorizationUrl: url, codeVerifier };
}
