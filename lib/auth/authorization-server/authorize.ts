/**
 * The authorization request (RFC 6749 §4.1.1 with OAuth 2.1's rules). Every error is shown to the
 * user on the issuer's own consent page, never redirected: before the user has acted, a redirect
 * would make this issuer an open redirector for anyone who registers a client (RFC 9700 §4.11).
 * A valid request becomes a sealed consent ticket for the consent page.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { type IssuerCheckId, parseScope, SCOPE_READ, SCOPES } from '../../vocabulary';
import { resolveClient } from './clients/resolve';
import type { IssuerContext } from './context';
import { sealConsent } from './consent-ticket';
import { PKCE_CHALLENGE } from './pkce';

export type AuthorizeOutcome = { kind: 'consent'; ticket: string } | { kind: 'fatal'; ticket: string };

const Param = z.string().max(4096).optional();
const AuthorizeParams = z.object({
  response_type: Param,
  client_id: Param,
  redirect_uri: Param,
  code_challenge: Param,
  code_challenge_method: Param,
  state: Param,
  scope: Param,
  resource: Param,
});

export async function authorize(query: URLSearchParams, ctx: IssuerContext): Promise<AuthorizeOutcome> {
  const fatal = async (error: string, description: string, check: IssuerCheckId): Promise<AuthorizeOutcome> => ({
    kind: 'fatal',
    ticket: await sealConsent(ctx.secret, { t: 'error', error, description, check }),
  });
  const parsed = AuthorizeParams.safeParse(Object.fromEntries(query));
  if (!parsed.success) return fatal('invalid_request', 'A parameter is too long (4096 characters at most).', 'request');
  const p = parsed.data;
  if (!p.client_id)
    return fatal(
      'invalid_request',
      'client_id is missing: your client must register first (dynamic registration or a client ID metadata document URL).',
      'client',
    );
  const resolved = await resolveClient(p.client_id, ctx.secret, ctx.cfg.auth.allowLoopbackClientUrls);
  if (!resolved.ok) return fatal('invalid_client', resolved.description, 'client');
  const client = resolved.client;
  if (!p.redirect_uri) return fatal('invalid_request', 'redirect_uri is missing: send one of the URIs the client registered.', 'redirect-uri');
  if (!client.redirectUris.includes(p.redirect_uri)) {
    return fatal('invalid_request', `redirect_uri ${p.redirect_uri.slice(0, 200)} is not registered for this client (exact match required).`, 'redirect-uri');
  }

  // Even with the client and its redirect_uri verified, nothing redirects before the user has acted on
  // the consent page: a registration is free, so a verified redirect_uri may still be an attacker's (RFC 9700 §4.11).
  const back = fatal;
  const repeated = [...new Set(query.keys())].find((k) => query.getAll(k).length > 1);
  if (repeated) return back('invalid_request', `${repeated} appears more than once.`, 'request');
  if (p.response_type !== 'code') return back('unsupported_response_type', 'response_type must be code (the authorization code flow).', 'request');
  if (!p.code_challenge) return back('invalid_request', 'PKCE is required: send code_challenge and code_challenge_method=S256.', 'pkce');
  if (p.code_challenge_method !== 'S256') {
    return back(
      'invalid_request',
      `PKCE method ${p.code_challenge_method ?? '(missing, meaning plain)'} is not allowed: use code_challenge_method=S256.`,
      'pkce',
    );
  }
  if (!PKCE_CHALLENGE.test(p.code_challenge))
    return back('invalid_request', 'code_challenge must be the 43-character base64url SHA-256 of the verifier.', 'pkce');
  if (!p.resource) return back('invalid_request', 'resource is required (RFC 8707): the URL of the MCP server the token is for.', 'resource');
  const resourceProblem = checkResource(p.resource, ctx.resources);
  if (resourceProblem) return back('invalid_target', resourceProblem, 'resource');
  const scopes = parseScope(p.scope);
  const unknown = scopes.filter((s) => !(SCOPES as readonly string[]).includes(s));
  if (unknown.length > 0) return back('invalid_scope', `Unknown scope ${unknown.join(' ')}; this issuer knows ${SCOPES.join(' ')}.`, 'scope');

  const ticket = await sealConsent(ctx.secret, {
    t: 'request',
    jti: randomUUID(),
    client_id: client.clientId,
    client_kind: client.kind,
    client_name: client.name,
    client_uri: client.uri,
    redirect_uri: p.redirect_uri,
    code_challenge: p.code_challenge,
    scope: (scopes.length > 0 ? scopes : [SCOPE_READ]).join(' '),
    resource: p.resource,
    state: p.state,
  });
  return { kind: 'consent', ticket };
}

/** This demo issuer only issues tokens for this deployment's doors, spelled exactly as their resource URLs. */
function checkResource(resource: string, resources: readonly string[]): string | undefined {
  if (resources.includes(resource)) return undefined;
  return `resource must be exactly one of the MCP servers of this deployment: ${resources.join(', ')} (RFC 8707; no other path, query or spelling).`;
}
