/**
 * A fake network for the walkthrough machine: the OAuth door (401 without a token, a real SDK MCP
 * server behind a matching bearer), its protected-resource metadata, and an issuer (metadata,
 * registration, token: the code grant and the refresh grant). Canned where the lesson is HTTP, real where it is MCP. Keeps the token requests it saw.
 * `expire()` ends the token issued so far, as time would: the door then refuses it (check `exp`), and the
 * issuer's next token is FRESH_TOKEN.
 */
import { createMcpHandler, McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import type { CallbackParams } from '../../../lib/oauth-client';

export const ORIGIN = 'http://localhost:4999'; // loopback, as on a laptop: the SDK exempts it from https
export const DOOR = `${ORIGIN}/api/mcp/oauth`;
export const ISSUER = `${ORIGIN}/oauth`;
export const TOKEN = 'eyJhbGciOiJFZERTQSJ9.eyJzY29wZSI6InByb21wdHM6cmVhZCJ9.c2ln';
export const FRESH_TOKEN = 'eyJhbGciOiJFZERTQSJ9.eyJzY29wZSI6InByb21wdHM6cmVhZCIsImp0aSI6ImZyZXNoIn0.c2ln';

/** The refresh token the code brings, and the one the refresh step gets in its place. */
export const REFRESH_TOKEN = 'rt_first-refresh-token';
export const REFRESH_TOKEN_2 = 'rt_second-refresh-token';

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

export function fakeNetwork() {
  const tokenRequests: URLSearchParams[] = [];
  /** Bearer values the door saw on MCP requests, in order. */
  const bearers: string[] = [];
  let expired = false;
  const current = () => (expired ? FRESH_TOKEN : TOKEN);
  const mcp = createMcpHandler(
    () => {
      const server = new McpServer({ name: 'fake-door', version: '1.0.0' });
      server.registerTool('search_prompts', { description: 'search', inputSchema: z.object({ query: z.string() }) }, async () => ({ content: [] }));
      return server;
    },
    { legacy: 'stateless' },
  );
  const fetch = async (input: string | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input));
    const method = (init?.method ?? 'GET').toUpperCase();
    const auth = new Headers(init?.headers).get('authorization');
    switch (`${method} ${url.pathname}`) {
      case 'POST /api/mcp/oauth':
        bearers.push(auth ?? '');
        if (auth === `Bearer ${current()}`) return mcp.fetch(new Request(url, init));
        if (auth === `Bearer ${TOKEN}`) {
          return json({ error: 'invalid_token', error_description: 'The token has expired.', check: 'exp' }, 401, {
            'www-authenticate': `Bearer error="invalid_token", error_description="The token has expired", resource_metadata="${ORIGIN}/.well-known/oauth-protected-resource/api/mcp/oauth"`,
          });
        }
        return json({ error: 'unauthorized', error_description: 'No bearer token.', check: 'credential' }, 401, {
          'www-authenticate': `Bearer resource_metadata="${ORIGIN}/.well-known/oauth-protected-resource/api/mcp/oauth", scope="prompts:read"`,
        });
      case 'GET /.well-known/oauth-protected-resource/api/mcp/oauth':
        return json({ resource: DOOR, authorization_servers: [ISSUER], scopes_supported: ['prompts:read', 'prompts:refine'] });
      case 'GET /.well-known/oauth-authorization-server/oauth':
        return json({
          issuer: ISSUER,
          authorization_endpoint: `${ISSUER}/authorize`,
          token_endpoint: `${ISSUER}/token`,
          registration_endpoint: `${ISSUER}/register`,
          jwks_uri: `${ISSUER}/jwks`,
          response_types_supported: ['code'],
          grant_types_supported: ['authorization_code', 'refresh_token'],
          scopes_supported: ['prompts:read', 'prompts:refine', 'offline_access'],
          code_challenge_methods_supported: ['S256'],
          token_endpoint_auth_methods_supported: ['none'],
          authorization_response_iss_parameter_supported: true,
        });
      case 'POST /oauth/register': {
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        return json({ ...body, client_id: 'registered-client', client_id_issued_at: 1 }, 201);
      }
      case 'GET /auth/client-metadata.json':
        return json({ client_id: `${ORIGIN}/auth/client-metadata.json`, redirect_uris: [`${ORIGIN}/auth/callback`] });
      case 'POST /oauth/token': {
        const form = new URLSearchParams(String(init?.body));
        tokenRequests.push(form);
        if (form.get('grant_type') === 'refresh_token') {
          return json({ access_token: current(), token_type: 'Bearer', expires_in: 600, scope: 'prompts:read offline_access', refresh_token: REFRESH_TOKEN_2 });
        }
        const scope = form.get('code') === 'wide-code' ? 'prompts:read prompts:refine' : 'prompts:read';
        return json({ access_token: current(), token_type: 'Bearer', expires_in: 600, scope: `${scope} offline_access`, refresh_token: REFRESH_TOKEN });
      }
      default:
        return json({ error: 'not_found' }, 404);
    }
  };
  return {
    fetch,
    tokenRequests,
    bearers,
    expire: () => {
      expired = true;
    },
  };
}

/** The consent window, answered as a person would: the redirect's query for the URL it was opened with. */
export function approving(code = 'the-code') {
  const opened: URL[] = [];
  return {
    opened,
    consent: async (authorizationUrl: string): Promise<CallbackParams> => {
      const url = new URL(authorizationUrl);
      opened.push(url);
      return { code, state: url.searchParams.get('state') ?? '', iss: ISSUER };
    },
  };
}
