/**
 * The token endpoint's JWT bearer grant (RFC 7523 §2.1) for ID-JAGs (enterprise-managed authorization):
 * the client, authenticated by private_key_jwt, presents the enterprise IdP's ID-JAG and gets an access
 * token for the user it names, with no consent screen (the IdP's admin decided). What must hold (the
 * profile's §5.1, §7.4, §7.6): the ID-JAG is signed by the one IdP this issuer trusts (its issuer
 * identifier, from configuration, and its public key), `typ` oauth-id-jag+jwt, `aud` = this issuer,
 * `resource` = one of this deployment's MCP servers, `client_id` = the authenticated client, a short
 * life, and its `jti` used once across instances (scoped by the IdP and the user). The token is bound to
 * that resource; its scopes are the ID-JAG's, or the requested ones if they are a subset.
 */
import type { StateStore } from '../../state';
import { stateStore } from '../../state';
import { GRANT_JWT_BEARER, parseScope, SCOPES } from '../../vocabulary';
import { tokenResponse } from './access-token';
import { authenticateClient, spendAssertion } from './client-assertion';
import type { IssuerContext } from './context';
import { verifyIdJag } from './idp/id-tokens';
import { digest } from './pkce';
import { fail, type TokenOutcome } from './token-outcome';

export async function exchangeIdJag(form: URLSearchParams, ctx: IssuerContext, store: StateStore = stateStore()): Promise<TokenOutcome> {
  const auth = await authenticateClient(form, { secret: ctx.secret, audience: ctx.issuer, grant: GRANT_JWT_BEARER, store });
  if (!auth.ok) return auth.outcome;
  const assertion = form.get('assertion');
  if (!assertion) return fail(400, 'invalid_request', 'assertion is missing: the ID-JAG from the enterprise IdP.', 'request');
  const v = await verifyIdJag(ctx.secret, ctx.urls.idp, assertion, ctx.issuer);
  if (!v.ok) return fail(400, 'invalid_grant', `The ID-JAG is refused: ${v.description}`, 'id-jag');
  const c = v.claims;
  if (c.client_id !== auth.client.clientId) return fail(400, 'invalid_grant', 'The ID-JAG was issued to another client.', 'id-jag');
  if (typeof c.resource !== 'string' || !ctx.resources.includes(c.resource))
    return fail(400, 'invalid_grant', `The ID-JAG's resource is not one of this issuer's MCP servers (${ctx.resources.join(', ')}).`, 'id-jag');
  const granted = parseScope(typeof c.scope === 'string' ? c.scope : '');
  if (granted.some((s) => !(SCOPES as readonly string[]).includes(s)))
    return fail(400, 'invalid_grant', 'The ID-JAG carries a scope this MCP server does not define.', 'id-jag');
  const asked = parseScope(form.get('scope'));
  const beyond = asked.filter((s) => !granted.includes(s));
  if (beyond.length > 0)
    return fail(
      400,
      'invalid_scope',
      `The ID-JAG grants ${granted.join(' ') || 'no scope'}; ${beyond.join(' ')} is beyond it. Ask the IdP (its admin decides).`,
      'scope',
    );
  const scope = (asked.length > 0 ? asked : granted).join(' ');
  if (!scope) return fail(400, 'invalid_grant', 'The ID-JAG grants no scope of this MCP server.', 'id-jag');

  const spent = await spendAssertion(`id-jag:${digest(`${c.iss} ${c.sub}`)}`, String(c.jti), c.exp as number, store);
  if (spent !== 'ok') return spent;
  return tokenResponse(ctx, { subject: String(c.sub), audience: c.resource, scope, clientId: auth.client.clientId });
}
