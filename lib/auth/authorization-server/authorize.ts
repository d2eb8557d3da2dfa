/**
 * The authorization request (RFC 6749 §4.1.1 with OAuth 2.1's rules). Every error is shown to the
 * user on the issuer's own consent page, never redirected: before the user has acted, a redirect
 * would make this issuer an open redirector for anyone who registers a client (RFC 9700 §4.11).
 * A valid request becomes a sealed consent ticket for the consent page.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { ISSUER_SCOPES, type IssuerCheckId, parseScope, SCOPE_READ, SCOPES } from '../../vocabulary';
import { walkthroughClientDocument } from '../../identity';
import { isMetadataDocumentClientId } from './clients/metadata-document';
import { resolveClient } from './clients/resolve';
import type { IssuerContext } from './context';
import { sealConsent } from './consent-ticket';
import { PKCE_CHALLENGE } from './pkce';
import { redirectMatches } from './redirect';
import { stateUnavailableDescription } from './state-unavailable';
import { currentEpoch } from './used-codes';

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
    ticket: await sealConsent(ctx.secret, { t: 'error', error, description, check }, ctx.naive),
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
  // The naive issuer fetches nothing on a caller's behalf: only clients registered with this deployment.
  if (ctx.naive && isMetadataDocumentClientId(p.client_id)) return fatal('invalid_client', NAIVE_CLIENTS_ONLY, 'client');
  const resolved = await resolveClient(p.client_id, ctx.secret, {
    allowPrivate: ctx.cfg.auth.allowLoopbackClientUrls,
    own: { document: walkthroughClientDocument(ctx.urls), origin: ctx.origin },
  });
  if (!resolved.ok) return fatal('invalid_client', resolved.description, 'client');
  const client = resolved.client;
  if (!p.redirect_uri) return fatal('invalid_request', 'redirect_uri is missing: send one of the URIs the client registered.', 'redirect-uri');
  if (!redirectMatches(p.redirect_uri, client.redirectUris, ctx.naive ? { origin: ctx.origin } : undefined)) {
    const rule = ctx.naive ? `the naive issuer matches the host only, and only ${ctx.origin}` : 'exact match required';
    return fatal('invalid_request', `redirect_uri ${p.redirect_uri.slice(0, 200)} is not registered for this client (${rule}).`, 'redirect-uri');
  }

  // Even with the client and its redirect_uri verified, nothing redirects before the user has acted on
  // the consent page: a registration is free, so a verified redirect_uri may still be an attacker's (RFC 9700 §4.11).
  const repeated = [...new Set(query.keys())].find((k) => query.getAll(k).length > 1);
  if (repeated) return fatal('invalid_request', `${repeated} appears more than once.`, 'request');
  if (p.response_type !== 'code') return fatal('unsupported_response_type', 'response_type must be code (the authorization code flow).', 'request');
  // The naive issuer takes whatever challenge comes, or none: it never verifies one (NAIVE_ISSUER.unchecked).
  const pkceProblem = ctx.naive ? undefined : checkPkce(p.code_challenge, p.code_challenge_method);
  if (pkceProblem) return fatal('invalid_request', pkceProblem, 'pkce');
  if (!p.resource) return fatal('invalid_request', 'resource is required (RFC 8707): the URL of the MCP server the token is for.', 'resource');
  const resourceProblem = checkResource(p.resource, ctx.resources);
  if (resourceProblem) return fatal('invalid_target', resourceProblem, 'resource');
  // The naive issuer grants no refresh tokens, so it knows the resource's scopes only.
  const known: readonly string[] = ctx.naive ? SCOPES : ISSUER_SCOPES;
  const scopes = parseScope(p.scope);
  const unknown = scopes.filter((s) => !known.includes(s));
  if (unknown.length > 0) return fatal('invalid_scope', `Unknown scope ${unknown.join(' ')}; this issuer knows ${known.join(' ')}.`, 'scope');
  // A grant always opens the resource: offline_access alone still reads.
  if (!scopes.some((s) => (SCOPES as readonly string[]).includes(s))) scopes.unshift(SCOPE_READ);

  // Stamped with the store's epoch: a form answered before the store lost its data is not answered again after.
  const now = await currentEpoch();
  if ('fault' in now) return fatal('temporarily_unavailable', stateUnavailableDescription(now.fault), 'state-store');
  const ticket = await sealConsent(
    ctx.secret,
    {
      t: 'request',
      ep: now.epoch,
      jti: randomUUID(),
      client_id: client.clientId,
      client_kind: client.kind,
      client_name: client.name,
      client_uri: client.uri,
      redirect_uri: p.redirect_uri,
      code_challenge: p.code_challenge ?? '',
      scope: scopes.join(' '),
      resource: p.resource,
      state: p.state,
    },
    ctx.naive,
  );
  return { kind: 'consent', ticket };
}

export const NAIVE_CLIENTS_ONLY =
  'The naive lab issuer serves only the labs’ own flows: register a client with its registration endpoint (a client ID metadata document is never fetched here).';

/** PKCE S256 (RFC 7636; mandatory in OAuth 2.1 and MCP): the problem with the request's challenge, if any. */
function checkPkce(challenge: string | undefined, method: string | undefined): string | undefined {
  if (!challenge) return 'PKCE is required: send code_challenge and code_challenge_method=S256.';
  if (method !== 'S256') return `PKCE method ${method ?? '(missing, meaning plain)'} is not allowed: use code_challenge_method=S256.`;
  if (!PKCE_CHALLENGE.test(challenge)) return 'code_challenge must be the 43-character base64url SHA-256 of the verifier.';
  return undefined;
}

/** This demo issuer only issues tokens for this deployment's doors, spelled exactly as their resource URLs. */
function checkResource(resource: string, resources: readonly string[]): string | undefined {
  if (resources.includes(resource)) return undefined;
  return `resource must be exactly one of the MCP servers of this deployment: ${resources.join(', ')} (RFC 8707; no other path, query or spelling).`;
}
