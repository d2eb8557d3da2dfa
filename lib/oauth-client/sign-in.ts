/**
 * One sign-in, from a door's challenge to its token, composed of this module's steps in the order the
 * MCP authorization spec gives them: the challenge read; the door's protected-resource metadata, whose
 * `resource` must be the door asked (RFC 9728 §3.3: otherwise stop before any authorization request);
 * the issuer it names and that issuer's metadata (its `issuer` checked by the SDK); the scope; the
 * client; PKCE and the authorization request; the person's answer; the callback's checks (state, and
 * `iss` by plain string comparison, RFC 9207); the code redeemed with the same `resource`.
 *
 * The scope asked for: the challenge's, else the resource's `scopes_supported`, else none (the
 * parameter left out); united with what this client asked for before at the door (a step-up keeps
 * what it had), plus offline_access when the issuer offers it (a refresh token).
 *
 * The client: credentials registered beforehand for this issuer, else a client ID metadata document
 * where the issuer accepts them (2026-07-28's preference), else dynamic registration. Registrations are
 * kept per issuer, so a door that moves to another issuer gets a new registration there and never the
 * old issuer's client_id.
 */
import type { AuthorizationServerMetadata, OAuthClientInformationMixed, OAuthClientMetadata } from '@modelcontextprotocol/client';
import { parseScope } from '../vocabulary';
import { callbackParams, checkCallback, firstFailure } from './callback';
import { fetchResourceMetadata, fetchServerMetadata, issuerOf, readChallenge } from './discover';
import { type FetchLike, sdk } from './fetch';
import { withOfflineAccess } from './offline-access';
import { startAuthorizationRequest } from './pkce';
import { redeemCode, type TokenResponse } from './redeem';
import { registerDynamically } from './register';

export interface PreRegisteredClient {
  client_id: string;
  client_secret?: string;
}

export interface SignInOptions {
  fetch: FetchLike;
  /** The MCP endpoint the token is for, as the client was configured with it. */
  door: string;
  /** The WWW-Authenticate header of the 401 or 403 that started this, when there was one. */
  challenge?: string | null;
  /** The scope this client asked for before at this door: a step-up asks for the union. */
  previousScope?: string;
  redirectUri: string;
  /** What dynamic registration sends (the redirect URI among its redirect_uris). */
  clientMetadata: OAuthClientMetadata;
  /** A client ID metadata document's https URL, used where the issuer accepts them. */
  metadataDocumentUrl?: string;
  /** Credentials registered beforehand, by issuer URL. */
  preRegistered?: ReadonlyMap<string, PreRegisteredClient>;
  /** The clients this program registered, by issuer URL; a new registration is added here. */
  registrations: Map<string, OAuthClientInformationMixed>;
  /** The person's browser: opens the authorization URL and returns where it was sent back to. */
  approve: (authorizationUrl: string) => Promise<URL>;
}

export interface SignedIn {
  tokens: TokenResponse;
  /** The scope asked for ('' when none was). */
  scope: string;
  issuer: string;
  metadata: AuthorizationServerMetadata;
  client: OAuthClientInformationMixed;
  /** The RFC 8707 resource, exactly as the protected-resource metadata published it. */
  resource: string;
}

/** The scope to ask for: the challenge's, else the resource's scopes_supported, else none; united with the previous one. */
export function chooseScope(challengeScope: string | undefined, scopesSupported: readonly string[] | undefined, previousScope?: string): string {
  const wanted = challengeScope ? parseScope(challengeScope) : [...(scopesSupported ?? [])];
  return [...new Set([...parseScope(previousScope), ...wanted])].join(' ');
}

async function clientFor(o: SignInOptions, issuer: string, metadata: AuthorizationServerMetadata): Promise<OAuthClientInformationMixed> {
  const given = o.preRegistered?.get(issuer);
  if (given) return { ...given };
  const known = o.registrations.get(issuer);
  if (known) return known;
  const client =
    o.metadataDocumentUrl && metadata.client_id_metadata_document_supported === true
      ? { client_id: o.metadataDocumentUrl }
      : await registerDynamically(o.fetch, metadata, o.clientMetadata);
  o.registrations.set(issuer, client);
  return client;
}

export async function signIn(o: SignInOptions): Promise<SignedIn> {
  const challenge = o.challenge ? await readChallenge(o.challenge) : undefined;
  const prm = await fetchResourceMetadata(o.fetch, o.door, challenge?.resourceMetadataUrl);
  const { checkResourceAllowed, resourceUrlFromServerUrl } = await sdk();
  if (!checkResourceAllowed({ requestedResource: resourceUrlFromServerUrl(o.door), configuredResource: prm.resource })) {
    throw new Error(`The protected-resource metadata is for ${prm.resource}, not for ${o.door}: no token is asked for it.`);
  }
  const issuer = issuerOf(prm);
  const metadata = await fetchServerMetadata(o.fetch, issuer);
  const scope = withOfflineAccess(chooseScope(challenge?.scope, prm.scopes_supported, o.previousScope), metadata);
  const client = await clientFor(o, issuer, metadata);
  const request = await startAuthorizationRequest({ metadata, client, redirectUri: o.redirectUri, scope, resource: prm.resource });
  const callback = callbackParams(await o.approve(request.authorizationUrl));
  const failed = firstFailure(await checkCallback(callback, request.state, metadata));
  if (failed) throw failed;
  const tokens = await redeemCode(o.fetch, { metadata, client, callback, verifier: request.verifier, redirectUri: o.redirectUri, resource: prm.resource });
  return { tokens, scope, issuer, metadata, client, resource: prm.resource };
}
