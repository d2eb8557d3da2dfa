/**
 * The token endpoint (RFC 6749 §4.1.3 + PKCE + RFC 8707): one grant, authorization_code. Every
 * refusal says which check failed. The code is burnt on its first presentation, right or wrong,
 * so a stolen code gets one try at most.
 */
import { z } from 'zod';
import type { IssuerCheckId } from '../../vocabulary';
import { mintAccessToken } from './access-token';
import { resolveClient } from './clients/resolve';
import { isMetadataDocumentClientId } from './clients/metadata-document';
import type { IssuerContext } from './context';
import { SealedCode } from './decision';
import { digest, pkceMatches, PKCE_VERIFIER } from './pkce';
import { unseal } from './sealed';
import { stateUnavailableDescription } from './state-unavailable';
import { useCodeOnce } from './used-codes';

const Field = z.string().max(16_000).optional();
const TokenForm = z.object({
  grant_type: Field,
  code: Field,
  redirect_uri: Field,
  client_id: Field,
  code_verifier: Field,
  resource: Field,
});

export type TokenOutcome = { status: number; body: Record<string, unknown> };

/** Every refusal names its check (`check`, from the shared vocabulary) beside RFC 6749's error code. */
const fail = (status: number, error: string, description: string, check: IssuerCheckId): TokenOutcome => ({
  status,
  body: { error, error_description: description, check },
});

export async function exchangeCode(form: URLSearchParams, ctx: IssuerContext): Promise<TokenOutcome> {
  const parsed = TokenForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) return fail(400, 'invalid_request', 'A parameter is too long.', 'request');
  const f = parsed.data;
  if (f.grant_type !== 'authorization_code') {
    return fail(400, 'unsupported_grant_type', 'grant_type must be authorization_code (the only grant this issuer supports).', 'grant-type');
  }
  for (const name of ['code', 'redirect_uri', 'client_id', 'code_verifier'] as const) {
    if (!f[name]) return fail(400, 'invalid_request', `${name} is missing.`, 'request');
  }
  if (!f.resource) return fail(400, 'invalid_request', 'resource is required (RFC 8707): the same URL as in the authorization request.', 'resource');
  const clientId = f.client_id!;
  // A registered client must still open; a metadata-document client was checked when the code was made.
  if (!isMetadataDocumentClientId(clientId)) {
    const known = await resolveClient(clientId, ctx.secret, false);
    if (!known.ok) return fail(401, 'invalid_client', known.description, 'client');
  }

  const code = await unseal(ctx.secret, 'sealed-code', f.code!, SealedCode);
  if (!code || code.exp === undefined) return fail(400, 'invalid_grant', 'The authorization code is invalid or has expired; authorize again.', 'code');
  const use = await useCodeOnce(code.jti, code.exp);
  if (use === 'replayed') return fail(400, 'invalid_grant', 'The authorization code was already used; codes are single-use. Authorize again.', 'code-replay');
  if (use === 'unavailable') return fail(503, 'temporarily_unavailable', stateUnavailableDescription(), 'state-store');
  if (code.cid !== digest(clientId)) return fail(400, 'invalid_grant', 'The authorization code was issued to a different client_id.', 'code-client');
  if (code.redirect_uri !== f.redirect_uri)
    return fail(400, 'invalid_grant', 'redirect_uri does not match the one in the authorization request.', 'redirect-uri');
  if (!PKCE_VERIFIER.test(f.code_verifier!) || !pkceMatches(f.code_verifier!, code.code_challenge)) {
    return fail(400, 'invalid_grant', 'PKCE verification failed: code_verifier does not match the code_challenge.', 'pkce');
  }
  if (f.resource !== code.resource) return fail(400, 'invalid_target', 'resource does not match the one in the authorization request.', 'resource');

  const accessToken = await mintAccessToken(ctx.secret, {
    issuer: ctx.issuer,
    subject: code.sub,
    audience: code.resource,
    scope: code.scope,
    clientId,
    ttlS: ctx.cfg.auth.tokenTtlS,
  });
  return { status: 200, body: { access_token: accessToken, token_type: 'Bearer', expires_in: ctx.cfg.auth.tokenTtlS, scope: code.scope } };
}
