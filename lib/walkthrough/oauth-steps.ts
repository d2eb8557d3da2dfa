/**
 * The client half of the OAuth flow as plain async functions over the v2 client's auth helpers
 * (discovery, registration, startAuthorization for PKCE, exchangeAuthorization), each given the
 * recording fetch so its real HTTP exchange can be shown, and the page's origin. No React.
 */
import type { AuthorizationServerMetadata, OAuthClientInformationMixed, OAuthProtectedResourceMetadata } from '@modelcontextprotocol/client';
import { CLIENT_CALLBACK_PATH, CLIENT_METADATA_PATH, DOOR } from '../vocabulary';
import type { FetchLike } from '../wire';

export const OAUTH_DOOR = DOOR.oauth.path;

const sdk = () => import('@modelcontextprotocol/client');

export interface Challenge {
  header: string;
  resourceMetadataUrl?: string;
  scope?: string;
  error?: string;
  errorDescription?: string;
}

/** The SDK's own parser, fed the header exactly as it came. */
export async function readChallenge(header: string): Promise<Challenge> {
  const { extractWWWAuthenticateParams } = await sdk();
  const p = extractWWWAuthenticateParams(new Response(null, { status: 401, headers: { 'www-authenticate': header } }));
  return { header, resourceMetadataUrl: p.resourceMetadataUrl?.href, scope: p.scope, error: p.error, errorDescription: p.errorDescription };
}

export async function fetchResourceMetadata(
  fetch: FetchLike,
  origin: string,
  resourceMetadataUrl: string | undefined,
): Promise<OAuthProtectedResourceMetadata> {
  const { discoverOAuthProtectedResourceMetadata } = await sdk();
  return discoverOAuthProtectedResourceMetadata(new URL(OAUTH_DOOR, origin), resourceMetadataUrl ? { resourceMetadataUrl } : {}, fetch);
}

export async function fetchServerMetadata(fetch: FetchLike, issuer: string): Promise<AuthorizationServerMetadata> {
  const { discoverAuthorizationServerMetadata } = await sdk();
  const m = await discoverAuthorizationServerMetadata(issuer, { fetchFn: fetch });
  if (!m) throw new Error(`${issuer} has no RFC 8414 metadata`);
  return m;
}

export type Registration = 'dcr' | 'cimd';

export const redirectUri = (origin: string) => new URL(CLIENT_CALLBACK_PATH, origin).href;

/** Dynamic registration (RFC 7591) or a client ID metadata document this app serves. */
export async function register(
  fetch: FetchLike,
  origin: string,
  how: Registration,
  issuer: string,
  metadata: AuthorizationServerMetadata,
): Promise<OAuthClientInformationMixed> {
  if (how === 'cimd') {
    const url = new URL(CLIENT_METADATA_PATH, origin).href;
    await fetch(url); // shown so the reader sees what the issuer will fetch
    return { client_id: url };
  }
  const { registerClient } = await sdk();
  return registerClient(issuer, {
    metadata,
    fetchFn: fetch,
    clientMetadata: {
      client_name: 'MCP Observatory walkthrough',
      client_uri: origin,
      redirect_uris: [redirectUri(origin)],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    },
  });
}

export interface Pkce {
  verifier: string;
  challenge: string;
  /** base64url(sha256(verifier)) computed here, independently of the SDK, to show they agree. */
  recomputed: string;
  authorizationUrl: string;
  state: string;
  scope: string;
}

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export async function s256(verifier: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
  return btoa(String.fromCharCode(...digest))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The SDK's startAuthorization makes the verifier and the URL; we recompute the challenge. */
export async function preparePkce(
  origin: string,
  issuer: string,
  metadata: AuthorizationServerMetadata,
  client: OAuthClientInformationMixed,
  resource: string,
  scope: string,
): Promise<Pkce> {
  const { startAuthorization } = await sdk();
  const state = randomState();
  const { authorizationUrl, codeVerifier } = await startAuthorization(issuer, {
    metadata,
    clientInformation: client,
    redirectUrl: redirectUri(origin),
    scope,
    state,
    resource,
  });
  return {
    verifier: codeVerifier,
    challenge: authorizationUrl.searchParams.get('code_challenge') ?? '',
    recomputed: await s256(codeVerifier),
    authorizationUrl: authorizationUrl.href,
    state,
    scope,
  };
}

export interface CallbackParams {
  code?: string;
  state?: string;
  iss?: string;
  error?: string;
  error_description?: string;
}

export interface CallbackCheck {
  label: string;
  ok: boolean;
  detail: string;
}

/** What a client must check before redeeming a code. */
export async function checkCallback(cb: CallbackParams, expectedState: string, metadata: AuthorizationServerMetadata): Promise<CallbackCheck[]> {
  const { validateAuthorizationResponseIssuer } = await sdk();
  let issOk = true;
  let issDetail = `iss ${cb.iss ?? '(absent)'} is ${String(metadata.issuer)} (RFC 9207: no mix-up between issuers)`;
  try {
    validateAuthorizationResponseIssuer({
      iss: cb.iss,
      expectedIssuer: String(metadata.issuer),
      issParameterSupported: metadata.authorization_response_iss_parameter_supported === true,
    });
  } catch (err) {
    issOk = false;
    issDetail = err instanceof Error ? err.message : String(err);
  }
  return [
    {
      label: 'No error from the issuer',
      ok: !cb.error,
      detail: cb.error ? `${cb.error}: ${cb.error_description ?? ''}` : 'the redirect carries a code, not an error',
    },
    { label: 'state matches', ok: cb.state === expectedState, detail: 'the state we sent came back unchanged: this redirect answers our request' },
    { label: 'iss is our issuer', ok: issOk, detail: issDetail },
    { label: 'code present', ok: Boolean(cb.code), detail: cb.code ? `${cb.code.length} characters, single use, short-lived` : 'missing' },
  ];
}

export interface TokenResponse {
  access_token: string;
  token_type: string;
  scope?: string;
  expires_in?: number;
}

/** The code, the verifier, the same redirect_uri and resource, via the SDK. */
export async function redeem(
  fetch: FetchLike,
  origin: string,
  issuer: string,
  metadata: AuthorizationServerMetadata,
  client: OAuthClientInformationMixed,
  cb: CallbackParams,
  verifier: string,
  resource: string,
): Promise<TokenResponse> {
  const { exchangeAuthorization } = await sdk();
  return exchangeAuthorization(issuer, {
    metadata,
    clientInformation: client,
    authorizationCode: cb.code ?? '',
    iss: cb.iss,
    codeVerifier: verifier,
    redirectUri: redirectUri(origin),
    resource: new URL(resource),
    fetchFn: fetch,
  });
}
