/**
 * The built-in authorization server says no, precisely: plain or missing PKCE, a wrong verifier, a
 * replayed code, redirect_uri mismatches, a missing resource, an unknown client, a client metadata
 * URL aimed at a private address. And with no AUTH_SECRET in production it is off, saying how to
 * turn it on, while the rest of the app serves.
 */
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort, type RunningServer, startNextServer } from '../helpers/next-server';
import { authorizationRequest, callTool, followConsent, openConsentPage, REDIRECT_URI, registerClient, tokenRequest, TOOL_ARGS } from '../helpers/oauth';

let server: RunningServer;
let base: string;
beforeAll(async () => {
  server = await startNextServer({ AUTH_SECRET: 'as-refusals-secret-0123456789abcdefghijklmnopqr' });
  base = server.url;
});
afterAll(async () => server?.stop());

const door = () => `${base}/api/mcp/oauth`;

/**
 * Before the user has acted on the consent page, every error is shown on the issuer's own page, never
 * redirected, even to a verified redirect_uri (RFC 9700 §4.11: a free registration would otherwise
 * make the issuer an open redirector). Returns the page's text after checking nothing went back.
 */
async function refusedOnOwnPage(url: URL, error: string, description: string) {
  const text = await shownError(url);
  expect(text).toContain(error);
  expect(text).toContain(description);
}

/** An error the authorization server shows on its own page, because it may not redirect. */
async function shownError(url: URL | string) {
  const { authorize, page } = await openConsentPage(url);
  expect(authorize.status).toBe(303);
  expect(new URL(authorize.headers.get('location')!).pathname).toBe('/oauth/consent');
  expect(page?.ticket, 'no consent form is offered').toBeUndefined();
  return page!.text;
}

async function codeFor(clientId: string, scope = 'prompts:read') {
  const req = await authorizationRequest(base, clientId, door(), scope);
  const code = (await followConsent(req.url)).searchParams.get('code')!;
  expect(code).toBeTruthy();
  return { req, code };
}

const exchange = (clientId: string, code: string, verifier: string, extra: Record<string, string | undefined> = {}) =>
  tokenRequest(base, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT_URI,
    client_id: clientId,
    code_verifier: verifier,
    resource: door(),
    ...extra,
  });

describe('PKCE', () => {
  it('refuses code_challenge_method=plain, back at the client', async () => {
    const req = await authorizationRequest(base, await registerClient(base), door());
    req.url.searchParams.set('code_challenge_method', 'plain');
    req.url.searchParams.set('code_challenge', req.verifier);
    await refusedOnOwnPage(req.url, 'invalid_request', 'PKCE method plain is not allowed: use code_challenge_method=S256.');
  });

  it('refuses a request with no code_challenge', async () => {
    const req = await authorizationRequest(base, await registerClient(base), door());
    req.url.searchParams.delete('code_challenge');
    req.url.searchParams.delete('code_challenge_method');
    await refusedOnOwnPage(req.url, 'invalid_request', 'PKCE is required: send code_challenge and code_challenge_method=S256.');
  });

  it('refuses a wrong code_verifier at the token endpoint', async () => {
    const clientId = await registerClient(base);
    const { code } = await codeFor(clientId);
    const res = await exchange(clientId, code, 'a'.repeat(64));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'PKCE verification failed: code_verifier does not match the code_challenge.',
      check: 'pkce',
    });
  });
});

describe('codes', () => {
  it('are single-use: a replayed code is refused', async () => {
    const clientId = await registerClient(base);
    const { req, code } = await codeFor(clientId);
    const first = await exchange(clientId, code, req.verifier);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const again = await exchange(clientId, code, req.verifier);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'The authorization code was already used; codes are single-use. Authorize again.',
      check: 'code-replay',
    });
  });

  it('are bound to their client: another client_id cannot redeem one', async () => {
    const { req, code } = await codeFor(await registerClient(base));
    const res = await exchange(await registerClient(base), code, req.verifier);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error_description: string }).error_description).toBe('The authorization code was issued to a different client_id.');
  });
});

describe('redirect_uri', () => {
  it('an unregistered redirect_uri is shown an error and never redirected to', async () => {
    const req = await authorizationRequest(base, await registerClient(base), door());
    req.url.searchParams.set('redirect_uri', 'http://127.0.0.1:9/elsewhere');
    const text = await shownError(req.url);
    expect(text).toContain('redirect_uri http://127.0.0.1:9/elsewhere is not registered for this client (exact match required).');
  });

  it('a redirect_uri at the token endpoint that differs from the authorization request is refused', async () => {
    const other = 'http://127.0.0.1:9/other-callback';
    const clientId = await registerClient(base, [REDIRECT_URI, other]);
    const { req, code } = await codeFor(clientId);
    const res = await exchange(clientId, code, req.verifier, { redirect_uri: other });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'redirect_uri does not match the one in the authorization request.',
      check: 'redirect-uri',
    });
  });
});

describe('resource (RFC 8707)', () => {
  it('is required in the authorization request', async () => {
    const req = await authorizationRequest(base, await registerClient(base), door());
    req.url.searchParams.delete('resource');
    await refusedOnOwnPage(req.url, 'invalid_request', 'resource is required (RFC 8707): the URL of the MCP server the token is for.');
  });

  it('is required in the token request, and must match', async () => {
    const clientId = await registerClient(base);
    const { req, code } = await codeFor(clientId);
    const missing = await exchange(clientId, code, req.verifier, { resource: undefined });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error_description: string }).error_description).toMatch(/^resource is required/);
    const second = await codeFor(clientId);
    const other = await exchange(clientId, second.code, second.req.verifier, { resource: `${base}/api/mcp` });
    expect(other.status).toBe(400);
    expect(await other.json()).toEqual({
      error: 'invalid_target',
      error_description: 'resource does not match the one in the authorization request.',
      check: 'resource',
    });
  });

  it('must be on this deployment', async () => {
    const req = await authorizationRequest(base, await registerClient(base), 'https://someone-else.example/mcp');
    await refusedOnOwnPage(
      req.url,
      'invalid_target',
      `resource must be exactly one of the MCP servers of this deployment: ${base}/api/mcp, ${base}/api/mcp/key, ${base}/api/mcp/oauth`,
    );
  });
});

describe('clients', () => {
  it('an unknown client_id is shown an error at authorize and is invalid_client at the token endpoint', async () => {
    const req = await authorizationRequest(base, 'not-a-client-this-server-registered', door());
    expect(await shownError(req.url)).toContain('unknown client_id: it was not issued by this server');
    const res = await tokenRequest(base, {
      grant_type: 'authorization_code',
      code: 'x',
      redirect_uri: REDIRECT_URI,
      client_id: 'not-a-client',
      code_verifier: 'v'.repeat(43),
      resource: door(),
    });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: string }).error).toBe('invalid_client');
  });

  it('registration refuses an http redirect URI off loopback, saying why', async () => {
    const res = await fetch(`${base}/oauth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_name: 'bad', redirect_uris: ['http://evil.example/cb'] }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'invalid_client_metadata',
      error_description: 'redirect_uris.0: http redirect URIs are allowed on loopback only (localhost, 127.0.0.1, [::1]); use https',
    });
  });

  describe('client ID metadata document URLs aimed at private addresses', () => {
    let listener: Server;
    let port: number;
    let connections = 0;
    beforeAll(async () => {
      // A real listener on loopback: proves the server never even connects.
      port = await freePort();
      listener = createServer((s) => {
        connections++;
        s.destroy();
      });
      await new Promise<void>((ok) => listener.listen(port, '127.0.0.1', ok));
    });
    afterAll(() => new Promise<void>((ok) => listener.close(() => ok())));

    it.each([
      ['loopback literal', () => `https://127.0.0.1:${port}/client.json`],
      ['localhost name', () => `https://localhost:${port}/client.json`],
      ['IPv6 loopback', () => `https://[::1]:${port}/client.json`],
      ['private network', () => 'https://10.0.0.7/client.json'],
      ['cloud metadata address', () => 'https://169.254.169.254/latest/client.json'],
    ])('%s is refused without a request', async (_name, url) => {
      const req = await authorizationRequest(base, url(), door());
      const text = await shownError(req.url);
      // A literal address is refused by policy, said plainly; a name's DNS answer is never told (no probing oracle).
      expect(text).toMatch(/was refused: .*is a private or loopback address; client metadata must be on the public internet|could not be fetched/);
      expect(text).not.toMatch(/ECONNREFUSED|ENOTFOUND|resolves to/);
      expect(connections).toBe(0);
    });

    it('an http client_id URL is refused as not https', async () => {
      const req = await authorizationRequest(base, 'http://client.example/metadata.json', door());
      expect(await shownError(req.url)).toContain('a client ID metadata document URL must be https');
    });
  });
});

describe('in production without AUTH_SECRET (the shared test server)', () => {
  const open = inject('baseUrl');

  it('the issuer and the OAuth door answer 503 naming AUTH_SECRET, the key door names MCP_API_KEY, the open door serves', async () => {
    for (const path of ['/.well-known/oauth-authorization-server/oauth', '/oauth/jwks']) {
      const res = await fetch(`${open}${path}`);
      expect(res.status, path).toBe(503);
      expect(((await res.json()) as { error_description: string }).error_description, path).toMatch(/set AUTH_SECRET/);
    }
    const token = await fetch(`${open}/oauth/token`, { method: 'POST' });
    expect(token.status).toBe(503);
    const oauthDoor = await callTool(`${open}/api/mcp/oauth`, 'search_prompts', TOOL_ARGS.search_prompts);
    expect(oauthDoor.status).toBe(503);
    expect(((await oauthDoor.json()) as { error_description: string }).error_description).toMatch(/AUTH_SECRET/);
    const keyDoor = await callTool(`${open}/api/mcp/key`, 'search_prompts', TOOL_ARGS.search_prompts);
    expect(keyDoor.status).toBe(503);
    expect(((await keyDoor.json()) as { error_description: string }).error_description).toMatch(/MCP_API_KEY/);
    const main = await callTool(`${open}/api/mcp`, 'search_prompts', TOOL_ARGS.search_prompts);
    expect(main.status).toBe(200);
  });
});
