/**
 * The token endpoint, one exchange per function: the code redeemed (with the verifier, the same
 * redirect_uri and the RFC 8707 resource, through the SDK, which checks `iss` again first), a refresh
 * token exchanged, or a form posted exactly as given (the break bench and the refusal tests decide
 * every field). `resource` goes as given, exactly as the protected-resource metadata published it.
 * Plus what a client may read from a JWT it holds: not a verification.
 */
import type { AuthorizationServerMetadata, OAuthClientInformationMixed } from '@modelcontextprotocol/client';
import { decodeJwt } from 'jose';
import type { CallbackParams } from './callback';
import { type FetchLike, sdk } from './fetch';

export interface TokenResponse {
  access_token: string;
  token_type: string;
  scope?: string;
  expires_in?: number;
  refresh_token?: string;
}

export interface Redemption {
  metadata: AuthorizationServerMetadata;
  client: OAuthClientInformationMixed;
  callback: CallbackParams;
  verifier: string;
  redirectUri: string;
  resource: string;
}

/**
 * The SDK refuses an http token endpoint off loopback (InsecureTokenEndpointError: the MCP spec asks for
 * TLS). A page served over that same plain http (a workshop's LAN origin, MCP_ALLOW_HTTP_ORIGIN=1)
 * already carries everything in clear to that origin; there, and only there, the code is redeemed here
 * after that refusal: the SDK's own iss check, the honest form, the SDK's error parsing. The SDK's
 * refusal decides when, so its loopback rule is not copied here.
 */
const onThisPagesOrigin = (tokenEndpoint: string) => new URL(tokenEndpoint).origin === globalThis.location?.origin;

async function redeemOnThisPagesHttpOrigin(fetch: FetchLike, r: Redemption, tokenEndpoint: string): Promise<TokenResponse> {
  const { validateAuthorizationResponseIssuer } = await sdk();
  validateAuthorizationResponseIssuer({
    iss: r.callback.iss,
    expectedIssuer: r.metadata.issuer,
    issParameterSupported: r.metadata.authorization_response_iss_parameter_supported === true,
  });
  return readTokenResponse(await postTokenForm(fetch, tokenEndpoint, redemptionForm({ ...r, code: r.callback.code ?? '' })));
}

/** A token endpoint's answer: its tokens, or its refusal thrown as the SDK's OAuth error. */
export async function readTokenResponse(res: Response): Promise<TokenResponse> {
  if (!res.ok) throw await (await sdk()).parseErrorResponse(res);
  const json = (await res.json()) as Partial<TokenResponse>;
  if (typeof json.access_token !== 'string' || typeof json.token_type !== 'string') throw new Error('The token response has no access_token or token_type.');
  return json as TokenResponse;
}

export async function redeemCode(fetch: FetchLike, r: Redemption): Promise<TokenResponse> {
  const { exchangeAuthorization, InsecureTokenEndpointError } = await sdk();
  try {
    return await exchangeAuthorization(String(r.metadata.issuer), {
      metadata: r.metadata,
      clientInformation: r.client,
      authorizationCode: r.callback.code ?? '',
      iss: r.callback.iss,
      codeVerifier: r.verifier,
      redirectUri: r.redirectUri,
      resource: r.resource,
      fetchFn: fetch,
    });
  } catch (e) {
    const tokenEndpoint = String(r.metadata.token_endpoint);
    if (e instanceof InsecureTokenEndpointError && onThisPagesOrigin(tokenEndpoint)) return redeemOnThisPagesHttpOrigin(fetch, r, tokenEndpoint);
    throw e;
  }
}

export async function refresh(
  fetch: FetchLike,
  r: { metadata: AuthorizationServerMetadata; client: OAuthClientInformationMixed; refreshToken: string; resource: string; scope?: string },
): Promise<TokenResponse> {
  const { refreshAuthorization } = await sdk();
  return refreshAuthorization(String(r.metadata.issuer), {
    metadata: r.metadata,
    clientInformation: r.client,
    refreshToken: r.refreshToken,
    resource: r.resource,
    ...(r.scope ? { scope: r.scope } : {}),
    fetchFn: fetch,
  });
}

/** POST the token endpoint with exactly this form (undefined fields left out); the response as it came. */
export function postTokenForm(
  fetch: FetchLike,
  tokenEndpoint: string | URL,
  form: Record<string, string | undefined>,
  headers: Record<string, string> = {},
): Promise<Response> {
  const body = new URLSearchParams(Object.entries(form).filter((e): e is [string, string] => e[1] !== undefined));
  return fetch(tokenEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', ...headers },
    body,
  });
}

/** The form of an honest redemption, for a test or an attack to change one field of. */
export const redemptionForm = (r: Omit<Redemption, 'metadata' | 'callback'> & { code: string }): Record<string, string> => ({
  grant_type: 'authorization_code',
  code: r.code,
  redirect_uri: r.redirectUri,
  client_id: r.client.client_id,
  code_verifier: r.verifier,
  resource: r.resource,
});

/** The claims a client may read from a JWT it holds (exp, scope); undefined for an opaque token. Not a verification. */
export function readClaims(token: string): { exp?: unknown; scope?: unknown } | undefined {
  try {
    return decodeJwt(token);
  } catch {
    return undefined;
  }
}
