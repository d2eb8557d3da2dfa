/**
 * The token endpoint's refresh_token grant (RFC 6749 §6, with OAuth 2.1's and RFC 9700 §4.14's rules for a
 * public client): the refresh token, the client_id it was issued to and the resource it is bound to
 * (RFC 8707, required here as for codes). Answers a new short-lived access token and the family's next
 * refresh token; the presented one is spent. `scope` may narrow this access token, never widen the grant.
 */
import { z } from 'zod';
import { parseScope, resourceScopes } from '../../vocabulary';
import { tokenResponse } from './access-token';
import { isMetadataDocumentClientId } from './clients/metadata-document';
import { resolveClient } from './clients/resolve';
import type { IssuerContext } from './context';
import { digest } from './pkce';
import { MAX_ROTATIONS, rotateRefreshToken } from './refresh-tokens';
import { stateUnavailableDescription } from './state-unavailable';
import { fail, type TokenOutcome } from './token-outcome';

const Field = z.string().max(16_000).optional();
const RefreshForm = z.object({ refresh_token: Field, client_id: Field, resource: Field, scope: Field });

const REFUSALS = {
  unknown: () => fail(400, 'invalid_grant', 'The refresh token is unknown, expired or revoked (or its family was): sign in again.', 'refresh-token'),
  reused: () =>
    fail(
      400,
      'invalid_grant',
      'This refresh token was already used. Refresh tokens rotate on every use, so a used one coming back means someone kept a copy: every refresh token of this grant is now revoked. Sign in again.',
      'refresh-reuse',
    ),
  client: () => fail(400, 'invalid_grant', 'The refresh token was issued to a different client_id.', 'refresh-client'),
  resource: () => fail(400, 'invalid_target', 'resource does not match the one the refresh token was issued for.', 'resource'),
  scope: () => fail(400, 'invalid_scope', 'scope may only narrow what the user granted, never add to it.', 'scope'),
  exhausted: () => fail(400, 'invalid_grant', `This grant was refreshed ${MAX_ROTATIONS} times, the most one consent allows: sign in again.`, 'refresh-token'),
  unavailable: () => fail(503, 'temporarily_unavailable', stateUnavailableDescription(), 'state-store'),
} as const;

export async function exchangeRefreshToken(form: URLSearchParams, ctx: IssuerContext): Promise<TokenOutcome> {
  const parsed = RefreshForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) return fail(400, 'invalid_request', 'A parameter is too long.', 'request');
  const f = parsed.data;
  for (const name of ['refresh_token', 'client_id'] as const) {
    if (!f[name]) return fail(400, 'invalid_request', `${name} is missing.`, 'request');
  }
  if (!f.resource) return fail(400, 'invalid_request', 'resource is required (RFC 8707): the same URL the refresh token was issued for.', 'resource');
  const clientId = f.client_id!;
  if (!isMetadataDocumentClientId(clientId)) {
    const known = await resolveClient(clientId, ctx.secret, { allowPrivate: false });
    if (!known.ok) return fail(401, 'invalid_client', known.description, 'client');
  }

  const asked = f.scope ? parseScope(f.scope) : undefined;
  const rotated = await rotateRefreshToken(f.refresh_token!, { cid: digest(clientId), resource: f.resource, scopes: asked });
  if (!rotated.ok) return REFUSALS[rotated.reason]();
  const scope = asked ? asked.join(' ') : rotated.grant.scope;
  const token = { subject: rotated.grant.sub, audience: rotated.grant.resource, scope, tokenScope: resourceScopes(scope), clientId };
  return tokenResponse(ctx, token, { refresh_token: rotated.refreshToken });
}
