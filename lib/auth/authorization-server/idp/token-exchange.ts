/**
 * The stand-in enterprise IdP's two answers (enterprise-managed authorization, ID-JAG):
 * - sign-in: the single sign-on a real IdP runs with its own login page (and MFA). Simulated: it signs
 *   in its one demo user to a client registered for the enterprise flow and returns the ID token.
 * - token exchange (RFC 8693): the client, authenticated by private_key_jwt, trades the user's ID token
 *   for an ID-JAG. Here the admin's policy (ENTERPRISE_POLICY) decides, instead of a consent screen:
 *   which users (a group), which clients, which MCP servers (audience = this deployment's authorization
 *   server, resource = one of the doors the policy names: a bound pair) and which scopes.
 */
import type { StateStore } from '../../../state';
import { ENTERPRISE_POLICY, GRANT_JWT_BEARER, GRANT_TOKEN_EXCHANGE, parseScope, SCOPES, TOKEN_TYPE_ID_JAG, TOKEN_TYPE_ID_TOKEN } from '../../../vocabulary';
import { authenticateClient } from '../client-assertion';
import { resolveConfidentialClient } from '../clients/confidential';
import type { IssuerContext } from '../context';
import { fail, type TokenOutcome } from '../token-outcome';
import { ID_TOKEN_TTL_S, mintIdJag, mintIdToken, verifyIdToken } from './id-tokens';

export async function idpSignIn(form: URLSearchParams, ctx: IssuerContext): Promise<TokenOutcome> {
  const clientId = form.get('client_id');
  if (!clientId) return fail(400, 'invalid_request', 'client_id is missing: the client the user signs in to.', 'request');
  const client = await resolveConfidentialClient(clientId, ctx.secret);
  if (!client?.grantTypes.includes(GRANT_JWT_BEARER))
    return fail(
      401,
      'invalid_client',
      'Only clients pre-registered for the enterprise flow (private_key_jwt, the jwt-bearer grant) may sign users in here.',
      'client',
    );
  const idToken = await mintIdToken(ctx.secret, ctx.urls.idp, clientId);
  return { status: 200, body: { id_token: idToken, token_type: 'N_A', expires_in: ID_TOKEN_TTL_S, scope: 'openid' } };
}

export async function idpTokenExchange(form: URLSearchParams, ctx: IssuerContext, store?: StateStore): Promise<TokenOutcome> {
  if (form.get('grant_type') !== GRANT_TOKEN_EXCHANGE)
    return fail(400, 'unsupported_grant_type', `This IdP's token endpoint answers ${GRANT_TOKEN_EXCHANGE} only.`, 'grant-type');
  if (form.get('requested_token_type') !== TOKEN_TYPE_ID_JAG)
    return fail(400, 'invalid_request', `requested_token_type must be ${TOKEN_TYPE_ID_JAG}.`, 'request');
  if (form.get('subject_token_type') !== TOKEN_TYPE_ID_TOKEN)
    return fail(400, 'invalid_request', `subject_token_type must be ${TOKEN_TYPE_ID_TOKEN} (the user's ID token).`, 'request');
  // Client authentication is required (the profile's §7.7): a stolen ID token alone buys nothing.
  const auth = await authenticateClient(form, { secret: ctx.secret, audience: ctx.urls.idp, grant: GRANT_JWT_BEARER, store });
  if (!auth.ok) return auth.outcome;
  const subject = await verifyIdToken(ctx.secret, ctx.urls.idp, form.get('subject_token') ?? '', auth.client.clientId);
  if (!subject.ok) return fail(400, 'invalid_grant', `subject_token refused: ${subject.description}`, 'id-jag');

  const groups = subject.claims.groups;
  if (!Array.isArray(groups) || !groups.includes(ENTERPRISE_POLICY.group))
    return fail(400, 'access_denied', `The admin's policy allows the ${ENTERPRISE_POLICY.group} group only.`, 'policy');
  const audience = form.get('audience');
  if (audience !== ctx.issuer)
    return fail(400, 'invalid_target', `audience must be the issuer identifier of an authorization server the admin allows: ${ctx.issuer}.`, 'policy');
  const allowedResources = ENTERPRISE_POLICY.doors.map((p) => ctx.urls.resource(p)).filter((r) => ctx.resources.includes(r));
  const resource = form.get('resource');
  if (!resource || !allowedResources.includes(resource))
    return fail(400, 'invalid_target', `resource must be an MCP server the admin allows behind ${audience}: ${allowedResources.join(', ')}.`, 'policy');
  const asked = parseScope(form.get('scope'));
  const allowed: readonly string[] = ENTERPRISE_POLICY.scopes;
  const beyond = asked.filter((s) => !allowed.includes(s));
  if (beyond.length > 0)
    return fail(400, 'invalid_scope', `The admin's policy allows ${allowed.join(' ')} for this client and server; not ${beyond.join(' ')}.`, 'policy');
  const scope = (asked.length > 0 ? asked : allowed).filter((s) => (SCOPES as readonly string[]).includes(s)).join(' ');

  const idJag = await mintIdJag(ctx.secret, { idp: ctx.urls.idp, sub: String(subject.claims.sub), audience, clientId: auth.client.clientId, resource, scope });
  return {
    status: 200,
    body: { issued_token_type: TOKEN_TYPE_ID_JAG, access_token: idJag, token_type: 'N_A', scope, expires_in: ENTERPRISE_POLICY.idJagTtlS },
  };
}
