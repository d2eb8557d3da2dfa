/**
 * Registration, one exchange: dynamic registration (RFC 7591, what 2025-era clients do) through the
 * SDK, or a client ID metadata document (the 2026-07-28 preference): the client_id is the document's
 * https URL, fetched here once so the reader sees what the issuer will fetch.
 */
import type { AuthorizationServerMetadata, OAuthClientInformationMixed, OAuthClientMetadata } from '@modelcontextprotocol/client';
import { type FetchLike, sdk } from './fetch';

export type Registration = 'dcr' | 'cimd';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * SEP-837's application_type, from where the client is sent back to (RFC 8252): a loopback or
 * private-use-scheme redirect is a native app's, anything else a web app's.
 */
export function applicationType(redirectUris: readonly string[]): 'native' | 'web' {
  const native = redirectUris.some((raw) => {
    if (!URL.canParse(raw)) return false;
    const url = new URL(raw);
    return (url.protocol !== 'http:' && url.protocol !== 'https:') || LOOPBACK_HOSTS.has(url.hostname);
  });
  return native ? 'native' : 'web';
}

/** A public client (no secret: PKCE is its proof) that redirects to `redirectUri`. */
export function publicClient(name: string, redirectUris: readonly string[], clientUri?: string): OAuthClientMetadata {
  return {
    client_name: name,
    ...(clientUri ? { client_uri: clientUri } : {}),
    application_type: applicationType(redirectUris),
    redirect_uris: [...redirectUris],
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    token_endpoint_auth_method: 'none',
  };
}

/** POST the issuer's registration endpoint (from its metadata); the issuer's refusal is thrown as the SDK's error. */
export async function registerDynamically(
  fetch: FetchLike,
  metadata: AuthorizationServerMetadata,
  clientMetadata: OAuthClientMetadata,
): Promise<OAuthClientInformationMixed> {
  if (!metadata.registration_endpoint) throw new Error(`${String(metadata.issuer)} offers no dynamic registration (no registration_endpoint).`);
  const { registerClient } = await sdk();
  return registerClient(String(metadata.issuer), { metadata, fetchFn: fetch, clientMetadata });
}

/** A client ID metadata document: the client_id is its URL. */
export async function useMetadataDocument(fetch: FetchLike, documentUrl: string): Promise<OAuthClientInformationMixed> {
  const res = await fetch(documentUrl);
  if (!res.ok) throw new Error(`The client ID metadata document at ${documentUrl} answered HTTP ${res.status}.`);
  return { client_id: documentUrl };
}
