/**
 * PKCE (RFC 7636, S256) and the authorization request: the SDK's startAuthorization makes the
 * verifier and the URL (client_id, redirect_uri, challenge, state, scope, resource); the challenge is
 * recomputed here with Web Crypto and jose's base64url, independently, to show the two agree. No
 * exchange: the URL is read before the browser goes there. A page that is not a secure context (plain
 * http off loopback: a workshop's LAN origin) has no Web Crypto, so the SDK cannot run there and
 * without-web-crypto.ts makes the same URL with @noble/hashes instead (`hashedBy` says which).
 */
import type { AuthorizationServerMetadata, OAuthClientInformationMixed } from '@modelcontextprotocol/client';
import { base64url } from 'jose';
import { sdk } from './fetch';
import { hasWebCrypto, sha256, startAuthorizationWithoutWebCrypto } from './without-web-crypto';

/** base64url(sha256(verifier)): the S256 code_challenge. Web Crypto where the page has it, else @noble/hashes. */
export async function s256(verifier: string): Promise<string> {
  return base64url.encode(await sha256(new TextEncoder().encode(verifier)));
}

/** `bytes` random bytes as base64url: a state, or a verifier an attack makes up. */
export const randomToken = (bytes = 16) => base64url.encode(crypto.getRandomValues(new Uint8Array(bytes)));

export interface AuthorizationRequest {
  /** The whole URL the browser is sent to. */
  authorizationUrl: string;
  /** Stays with the client until the code is redeemed. */
  verifier: string;
  /** The code_challenge the URL carries (the SDK's). */
  challenge: string;
  /** base64url(sha256(verifier)) computed here, independently of the SDK, to show they agree. */
  recomputed: string;
  state: string;
  scope: string;
  redirectUri: string;
  /** The RFC 8707 resource asked for; absent only when an attack leaves it out. */
  resource?: string;
  /** Who made the challenge: the SDK (Web Crypto), or @noble/hashes on a page without Web Crypto. */
  hashedBy: 'sdk' | 'noble';
}

export interface AuthorizationRequestOptions {
  metadata: AuthorizationServerMetadata;
  client: OAuthClientInformationMixed;
  redirectUri: string;
  scope: string;
  /** The door the token is for; `null` leaves `resource` out (what the break bench's attack does). */
  resource: string | null;
  state?: string;
}

export async function startAuthorizationRequest(o: AuthorizationRequestOptions): Promise<AuthorizationRequest> {
  const state = o.state ?? randomToken();
  const webCrypto = hasWebCrypto();
  const { authorizationUrl, codeVerifier } = webCrypto
    ? await (await sdk()).startAuthorization(String(o.metadata.issuer), {
        metadata: o.metadata,
        clientInformation: o.client,
        redirectUrl: o.redirectUri,
        scope: o.scope,
        state,
        // As a string: exactly as the protected-resource metadata published it (a URL would add a '/' to a bare origin).
        ...(o.resource ? { resource: o.resource } : {}),
      })
    : await startAuthorizationWithoutWebCrypto({ ...o, state, resource: o.resource ?? undefined, s256 });
  return {
    authorizationUrl: authorizationUrl.href,
    verifier: codeVerifier,
    challenge: authorizationUrl.searchParams.get('code_challenge') ?? '',
    recomputed: await s256(codeVerifier),
    state,
    scope: o.scope,
    redirectUri: o.redirectUri,
    ...(o.resource ? { resource: o.resource } : {}),
    hashedBy: webCrypto ? 'sdk' : 'noble',
  };
}
