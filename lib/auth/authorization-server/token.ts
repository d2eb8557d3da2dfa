/**
 * The token endpoint (RFC 6749 §4.1.3 + PKCE + RFC 8707): the authorization_code grant here, the
 * refresh_token grant in refresh-grant.ts, client_credentials in client-credentials-grant.ts and the
 * ID-JAG's jwt-bearer grant in jwt-bearer-grant.ts (the naive issuer has none of those three). Every
 * refusal says which check failed. The code is burnt on its first presentation, right or wrong,
 * so a stolen code gets one try at most. The labs' naive issuer (ctx.naive) skips exactly three of
 * these checks, single use, the exact redirect_uri and PKCE, and mints only lab tokens for the naive door.
 */
import { z } from 'zod';
import { GRANT_CLIENT_CREDENTIALS, GRANT_JWT_BEARER, NAIVE_ISSUER, parseScope, resourceScopes, SCOPE_OFFLINE } from '../../vocabulary';
import { tokenResponse } from './access-token';
import { exchangeClientCredentials } from './client-credentials-grant';
import { exchangeIdJag } from './jwt-bearer-grant';
import { resolveClient } from './clients/resolve';
import { isMetadataDocumentClientId } from './clients/metadata-document';
import type { IssuerContext } from './context';
import { SealedCode } from './decision';
import { digest, pkceMatches, PKCE_VERIFIER } from './pkce';
import { sameRedirect } from './redirect';
import { exchangeRefreshToken } from './refresh-grant';
import { startRefreshFamily } from './refresh-tokens';
import { sealedFor, unseal } from './sealed';
import { stateUnavailableDescription } from './state-unavailable';
import { fail, type TokenOutcome } from './token-outcome';
import { isStoreFault, useCodeOnce } from './used-codes';

const Field = z.string().max(16_000).optional();
const TokenForm = z.object({
  grant_type: Field,
  code: Field,
  redirect_uri: Field,
  client_id: Field,
  code_verifier: Field,
  resource: Field,
});

export type { TokenOutcome };

/** A naive issuer's token lives ten minutes at most, as the lab's tokens do. */
const NAIVE_TOKEN_TTL_S = 600;

export async function exchangeCode(form: URLSearchParams, ctx: IssuerContext): Promise<TokenOutcome> {
  const parsed = TokenForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) return fail(400, 'invalid_request', 'A parameter is too long.', 'request');
  const f = parsed.data;
  if (f.grant_type === 'refresh_token' && !ctx.naive) return exchangeRefreshToken(form, ctx);
  if (f.grant_type === GRANT_CLIENT_CREDENTIALS && !ctx.naive) return exchangeClientCredentials(form, ctx);
  if (f.grant_type === GRANT_JWT_BEARER && !ctx.naive) return exchangeIdJag(form, ctx);
  if (f.grant_type !== 'authorization_code') {
    const grants = ctx.naive
      ? 'authorization_code (the only grant this issuer supports)'
      : `authorization_code, refresh_token, ${GRANT_CLIENT_CREDENTIALS} or ${GRANT_JWT_BEARER}`;
    return fail(400, 'unsupported_grant_type', `grant_type must be ${grants}.`, 'grant-type');
  }
  const required = ctx.naive ? (['code', 'redirect_uri', 'client_id'] as const) : (['code', 'redirect_uri', 'client_id', 'code_verifier'] as const);
  for (const name of required) {
    if (!f[name]) return fail(400, 'invalid_request', `${name} is missing.`, 'request');
  }
  if (!f.resource) return fail(400, 'invalid_request', 'resource is required (RFC 8707): the same URL as in the authorization request.', 'resource');
  const clientId = f.client_id!;
  // A registered client must still open; a metadata-document client was checked when the code was made.
  if (!isMetadataDocumentClientId(clientId)) {
    const known = await resolveClient(clientId, ctx.secret, { allowPrivate: false });
    if (!known.ok) return fail(401, 'invalid_client', known.description, 'client');
  }

  const code = await unseal(ctx.secret, sealedFor('sealed-code', ctx.naive), f.code!, SealedCode);
  if (!code || code.exp === undefined) return fail(400, 'invalid_grant', 'The authorization code is invalid or has expired; authorize again.', 'code');
  // Every issuer of the deployment (the main one, each observation channel's) seals codes with the same
  // secret: a code is this issuer's only if it is for one of this issuer's resources. Checked before it is spent.
  if (!ctx.resources.includes(code.resource))
    return fail(
      400,
      'invalid_grant',
      'The authorization code was issued by another issuer of this deployment; redeem it at the token endpoint of the issuer that issued it.',
      'code',
    );
  if (!ctx.naive) {
    const use = await useCodeOnce(code.jti, code.exp, code.ep);
    if (use === 'replayed') return fail(400, 'invalid_grant', 'The authorization code was already used; codes are single-use. Authorize again.', 'code-replay');
    if (use === 'stale-epoch')
      return fail(
        400,
        'invalid_grant',
        'The authorization code was issued before the shared store lost its data, so whether it was used cannot be known; it is refused. Authorize again.',
        'code-replay',
      );
    if (isStoreFault(use)) return fail(503, 'temporarily_unavailable', stateUnavailableDescription(use), 'state-store');
  }
  if (code.cid !== digest(clientId)) return fail(400, 'invalid_grant', 'The authorization code was issued to a different client_id.', 'code-client');
  if (!sameRedirect(code.redirect_uri, f.redirect_uri, ctx.naive))
    return fail(400, 'invalid_grant', 'redirect_uri does not match the one in the authorization request.', 'redirect-uri');
  if (!ctx.naive && (!PKCE_VERIFIER.test(f.code_verifier!) || !pkceMatches(f.code_verifier!, code.code_challenge))) {
    return fail(400, 'invalid_grant', 'PKCE verification failed: code_verifier does not match the code_challenge.', 'pkce');
  }
  if (f.resource !== code.resource) return fail(400, 'invalid_target', 'resource does not match the one in the authorization request.', 'resource');

  // offline_access granted: a refresh token too, the first of a new family (refresh-tokens.ts), or why not.
  const offline = !ctx.naive && parseScope(code.scope).includes(SCOPE_OFFLINE);
  const refresh = offline
    ? await startRefreshFamily({ cid: code.cid, resource: code.resource, scope: code.scope, sub: code.sub }, ctx.cfg.auth.refresh)
    : undefined;
  const refreshFields = !refresh ? {} : refresh.ok ? { refresh_token: refresh.refreshToken } : { refresh_token_withheld: refresh.withheld };
  const lab = ctx.naive ? { lab: NAIVE_ISSUER.labKind, ttlS: Math.min(ctx.cfg.auth.tokenTtlS, NAIVE_TOKEN_TTL_S) } : {};
  const token = { subject: code.sub, audience: code.resource, scope: code.scope, tokenScope: resourceScopes(code.scope), clientId, ...lab };
  return tokenResponse(ctx, token, refreshFields);
}
