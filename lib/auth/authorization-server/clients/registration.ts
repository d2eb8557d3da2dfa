/**
 * Dynamic client registration (RFC 7591), stateless: the client_id *is* the registration, sealed
 * (encrypted and authenticated) under a key derived from AUTH_SECRET. Nothing is stored; any instance
 * with the same secret opens it. Every client is public (PKCE, no secret): `token_endpoint_auth_method`
 * is answered as `none` whatever was asked, as §3.2.1 allows.
 */
import { seal } from '../sealed';
import { ClientMetadata, clientMetadataFor, firstIssue } from './schema';

export type RegistrationOutcome = { ok: true; status: 201; body: Record<string, unknown> } | { ok: false; error: string; description: string };

/** `origin`: this deployment's configured origin (its own http callbacks are allowed when it is a LAN http origin); without it, loopback only. */
export async function registerClient(input: unknown, secret: string, origin?: string): Promise<RegistrationOutcome> {
  const parsed = (origin ? clientMetadataFor(origin) : ClientMetadata).safeParse(input);
  if (!parsed.success) return { ok: false, error: 'invalid_client_metadata', description: firstIssue(parsed.error) };
  const m = parsed.data;
  const registration = { redirect_uris: m.redirect_uris, client_name: m.client_name, client_uri: m.client_uri };
  const clientId = await seal(secret, 'sealed-registration', registration);
  return {
    ok: true,
    status: 201,
    body: {
      client_id: clientId,
      client_id_issued_at: Math.floor(Date.now() / 1000),
      ...registration,
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
      ...(m.scope ? { scope: m.scope } : {}),
    },
  };
}
