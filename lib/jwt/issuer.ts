/**
 * What a verifier needs, discovered the way a client would: the door's protected-resource metadata
 * names its issuer, the issuer's RFC 8414 metadata names its JWKS, and the JWKS holds the keys.
 * Every fetch goes through the caller's (recording) fetch so the page can show it.
 */
import 'client-only';
import type { JSONWebKeySet } from 'jose';
import { ISSUER_ENDPOINT_PATHS } from '../vocabulary';
import type { FetchLike } from '../wire';
import { sdkThread } from '../browser/sdk-thread';

export interface IssuerFacts {
  resource: string;
  issuer: string;
  jwksUri: string;
  jwks: JSONWebKeySet;
}

export async function discoverIssuer(fetch: FetchLike, doorPath: string): Promise<IssuerFacts> {
  // The SDK does the discovering (and validating) in its worker; the fetches are made, and recorded, here.
  const sdk = sdkThread();
  const prm = await sdk.discoverResource(new URL(doorPath, window.location.origin).href, fetch);
  const issuer = prm.authorization_servers?.[0] as string | undefined;
  if (!issuer) throw new Error(`${doorPath} names no authorization server`);
  const asm = await sdk.discoverAuthorizationServer(issuer, fetch);
  const jwksUri = typeof asm?.jwks_uri === 'string' ? asm.jwks_uri : undefined;
  if (!asm || !jwksUri) throw new Error(`${issuer} publishes no jwks_uri`);
  const res = await fetch(jwksUri);
  if (!res.ok) throw new Error(`JWKS fetch failed: HTTP ${res.status}`);
  return { resource: prm.resource, issuer: String(asm.issuer), jwksUri, jwks: (await res.json()) as JSONWebKeySet };
}

export interface LabToken {
  kind: string;
  token: string;
  lesson: string;
}

export interface LabMint {
  resource: string;
  tokens: LabToken[];
  /** Right in every check a reader sees; refused by every door for its lab mark (the JWT lab opens on it). */
  specimen?: { token: string; lesson: string };
}

/** One of each broken token from the issuer's lab, aimed at a door of this deployment. */
export async function mintLabTokens(fetch: FetchLike, door: string): Promise<LabMint> {
  const res = await fetch(new URL(ISSUER_ENDPOINT_PATHS.lab, window.location.origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ door }),
  });
  if (!res.ok) throw new Error(`The lab answered HTTP ${res.status}: ${(await res.text()).slice(0, 200)}`);
  return (await res.json()) as LabMint;
}
