/**
 * Confidential clients that authenticate with `private_key_jwt` (RFC 7523 §2.2): a daemon or CI job
 * using the client-credentials extension, or an enterprise client redeeming ID-JAGs. The extension
 * says such clients are pre-registered out of band; here the registration endpoint stands in for the
 * admin console that would do it. The client sends its public key inline (`jwks`, one key): the
 * walkthrough's key is born in a browser page, so there is no URL to serve a `jwks_uri` or a client ID
 * metadata document from, and an inline key spares the issuer a fetch on every token request (no SSRF
 * path, nothing to cache). Stateless as DCR is here: the registration is sealed into the client_id
 * under a purpose of its own, so a confidential client never opens as a public one (no code flow) and
 * a public client never passes for this kind (no client credentials).
 */
import { z } from 'zod';
import { ASSERTION_ALGS, type AssertionAlg, GRANT_CLIENT_CREDENTIALS, GRANT_JWT_BEARER } from '../../../vocabulary';
import { seal, unseal } from '../sealed';
import { firstIssue } from './schema';

const B64URL = /^[A-Za-z0-9_-]+$/;
const coordinate = (length: number) => z.string().length(length).regex(B64URL, 'must be base64url');

/** One public key: P-256 for ES256 or Ed25519 for EdDSA. A private part (`d`) is refused, never stored. */
const kid = z.string().max(100).optional();
const usage = { use: z.literal('sig').optional(), key_ops: z.array(z.literal('verify')).max(1).optional(), ext: z.boolean().optional() };
const PublicJwk = z.union([
  z.strictObject({ kty: z.literal('EC'), crv: z.literal('P-256'), x: coordinate(43), y: coordinate(43), kid, alg: z.literal('ES256').optional(), ...usage }),
  z.strictObject({ kty: z.literal('OKP'), crv: z.literal('Ed25519'), x: coordinate(43), kid, alg: z.literal('EdDSA').optional(), ...usage }),
]);

export const CONFIDENTIAL_GRANTS = [GRANT_CLIENT_CREDENTIALS, GRANT_JWT_BEARER] as const;

export const ConfidentialClientMetadata = z.object({
  token_endpoint_auth_method: z.literal('private_key_jwt'),
  grant_types: z
    .array(z.enum(CONFIDENTIAL_GRANTS, { error: `a private_key_jwt client's grant_types are ${CONFIDENTIAL_GRANTS.join(' and/or ')}` }))
    .min(1)
    .max(2),
  jwks: z.object({
    keys: z
      .array(PublicJwk, { error: 'jwks.keys must hold one public P-256 (ES256) or Ed25519 (EdDSA) key, without its private part' })
      .length(1, 'jwks.keys must hold exactly one key'),
  }),
  client_name: z.string().trim().min(1).max(200).optional(),
  scope: z.string().max(1000).optional(),
});

const SealedConfidential = z.object({
  jwk: z.object({ kty: z.string(), crv: z.string(), x: z.string(), y: z.string().optional() }),
  alg: z.enum(ASSERTION_ALGS),
  grant_types: z.array(z.enum(CONFIDENTIAL_GRANTS)),
  client_name: z.string().optional(),
});

export interface ConfidentialClient {
  clientId: string;
  jwk: { kty: string; crv: string; x: string; y?: string };
  alg: AssertionAlg;
  grantTypes: readonly string[];
  name?: string;
}

export function isConfidentialRegistration(input: unknown): boolean {
  return typeof input === 'object' && input !== null && (input as Record<string, unknown>).token_endpoint_auth_method === 'private_key_jwt';
}

export async function registerConfidentialClient(
  input: unknown,
  secret: string,
): Promise<{ ok: true; status: 201; body: Record<string, unknown> } | { ok: false; error: string; description: string }> {
  const parsed = ConfidentialClientMetadata.safeParse(input);
  if (!parsed.success) return { ok: false, error: 'invalid_client_metadata', description: firstIssue(parsed.error) };
  const m = parsed.data;
  const key = m.jwks.keys[0];
  const jwk = key.kty === 'EC' ? { kty: key.kty, crv: key.crv, x: key.x, y: key.y } : { kty: key.kty, crv: key.crv, x: key.x };
  const alg: AssertionAlg = key.kty === 'EC' ? 'ES256' : 'EdDSA';
  const grantTypes = [...new Set(m.grant_types)];
  const clientId = await seal(secret, 'sealed-confidential-client', { jwk, alg, grant_types: grantTypes, client_name: m.client_name });
  return {
    ok: true,
    status: 201,
    body: {
      client_id: clientId,
      client_id_issued_at: Math.floor(Date.now() / 1000),
      client_name: m.client_name,
      grant_types: grantTypes,
      token_endpoint_auth_method: 'private_key_jwt',
      token_endpoint_auth_signing_alg: alg,
      jwks: { keys: [jwk] },
    },
  };
}

/** The confidential client this client_id names, or undefined (not one this issuer registered, or AUTH_SECRET changed). */
export async function resolveConfidentialClient(clientId: string, secret: string): Promise<ConfidentialClient | undefined> {
  const c = await unseal(secret, 'sealed-confidential-client', clientId, SealedConfidential);
  return c ? { clientId, jwk: c.jwk, alg: c.alg, grantTypes: c.grant_types, name: c.client_name } : undefined;
}
