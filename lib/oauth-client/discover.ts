/**
 * Discovery, one exchange per function: the door's challenge read (no exchange: the SDK's parser on
 * the header as it came), its protected-resource metadata (RFC 9728), then the issuer's metadata
 * (RFC 8414, whose `issuer` the SDK checks against the URL asked).
 */
import type { AuthorizationServerMetadata, OAuthProtectedResourceMetadata } from '@modelcontextprotocol/client';
import { type FetchLike, sdk } from './fetch';

export interface Challenge {
  header: string;
  resourceMetadataUrl?: string;
  scope?: string;
  error?: string;
  errorDescription?: string;
}

/** The SDK's own parser, fed the WWW-Authenticate header exactly as it came. */
export async function readChallenge(header: string): Promise<Challenge> {
  const { extractWWWAuthenticateParams } = await sdk();
  const p = extractWWWAuthenticateParams(new Response(null, { status: 401, headers: { 'www-authenticate': header } }));
  return { header, resourceMetadataUrl: p.resourceMetadataUrl?.href, scope: p.scope, error: p.error, errorDescription: p.errorDescription };
}

/** GET the door's RFC 9728 document: at the challenge's `resource_metadata` when given, else at the door's path-aware well-known URL. */
export async function fetchResourceMetadata(fetch: FetchLike, resource: string | URL, resourceMetadataUrl?: string): Promise<OAuthProtectedResourceMetadata> {
  const { discoverOAuthProtectedResourceMetadata } = await sdk();
  return discoverOAuthProtectedResourceMetadata(resource, resourceMetadataUrl ? { resourceMetadataUrl } : {}, fetch);
}

/** GET the issuer's RFC 8414 document (the SDK refuses one whose `issuer` is not the URL asked). */
export async function fetchServerMetadata(fetch: FetchLike, issuer: string | URL): Promise<AuthorizationServerMetadata> {
  const { discoverAuthorizationServerMetadata } = await sdk();
  const m = await discoverAuthorizationServerMetadata(issuer, { fetchFn: fetch });
  if (!m) throw new Error(`${String(issuer)} publishes no RFC 8414 metadata.`);
  return m;
}

/** The issuer a protected resource names first (this app's doors name one). */
export function issuerOf(prm: OAuthProtectedResourceMetadata): string {
  const issuer = prm.authorization_servers?.[0];
  if (!issuer) throw new Error('The protected-resource metadata names no authorization server.');
  return String(issuer);
}
