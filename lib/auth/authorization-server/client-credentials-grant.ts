/**
 * The token endpoint's client_credentials grant (`io.modelcontextprotocol/oauth-client-credentials`):
 * a confidential client, authenticated by its private_key_jwt assertion, gets a token of its own. No
 * user: `sub` is the client_id. The token is bound to one resource (RFC 8707, required) and carries
 * CLIENT_CREDENTIALS_SCOPES at most (reading; never refine, which spends a user's model, never
 * offline_access: a client that holds its key signs a new assertion instead of keeping a refresh token).
 */
import type { StateStore } from '../../state';
import { CLIENT_CREDENTIALS_SCOPES, GRANT_CLIENT_CREDENTIALS, parseScope } from '../../vocabulary';
import { tokenResponse } from './access-token';
import { authenticateClient } from './client-assertion';
import type { IssuerContext } from './context';
import { fail, type TokenOutcome } from './token-outcome';

export async function exchangeClientCredentials(form: URLSearchParams, ctx: IssuerContext, store?: StateStore): Promise<TokenOutcome> {
  // The client first: nothing about resources or scopes is told to a caller that cannot sign as it.
  const auth = await authenticateClient(form, { secret: ctx.secret, audience: ctx.issuer, grant: GRANT_CLIENT_CREDENTIALS, store });
  if (!auth.ok) return auth.outcome;
  const resource = form.get('resource');
  if (!resource) return fail(400, 'invalid_request', 'resource is required (RFC 8707): the URL of the MCP server the token is for.', 'resource');
  if (!ctx.resources.includes(resource))
    return fail(400, 'invalid_target', `resource must be exactly one of this deployment's MCP servers: ${ctx.resources.join(', ')}.`, 'resource');
  const asked = parseScope(form.get('scope'));
  const allowed: readonly string[] = CLIENT_CREDENTIALS_SCOPES;
  const beyond = asked.filter((s) => !allowed.includes(s));
  if (beyond.length > 0)
    return fail(
      400,
      'invalid_scope',
      `A client-credentials token may carry ${allowed.join(' ')} only; ${beyond.join(' ')} needs a user (the code flow).`,
      'scope',
    );
  const scope = (asked.length > 0 ? asked : allowed).join(' ');
  return tokenResponse(ctx, { subject: auth.client.clientId, audience: resource, scope, clientId: auth.client.clientId });
}
