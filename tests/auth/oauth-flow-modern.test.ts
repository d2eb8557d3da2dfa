/**
 * The whole OAuth flow, headless, with the 2026-07-28 client (v2 SDK) against the production build:
 * 401 → protected-resource metadata → authorization-server metadata → registration → consent with
 * PKCE S256 and `resource` → token → tools/call on /api/mcp/oauth. Once by dynamic client
 * registration, once by a client ID metadata document.
 */
import { Client, StreamableHTTPClientTransport, UnauthorizedError } from '@modelcontextprotocol/client';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODERN } from '../helpers/clients';
import { type RunningServer, startNextServer } from '../helpers/next-server';
import { HeadlessOAuthProvider, REDIRECT_URI, recordingFetch } from '../helpers/oauth';
import { type HttpsFixture, startHttpsFixture } from '../helpers/tls';

const SECRET = 'flow-test-secret-0123456789abcdefghijklmnopqrstuvwxyz';

function modernClient(): Client {
  return new Client({ name: 'observatory-oauth-tests', version: '1.0.0' }, { versionNegotiation: { mode: { pin: MODERN } } });
}

/** Asserts that `steps` occur in `log` in this order (other requests may come in between). */
function expectInOrder(log: string[], steps: string[]) {
  let at = -1;
  for (const step of steps) {
    const found = log.indexOf(step, at + 1);
    expect(found, `"${step}" after position ${at} in:\n${log.join('\n')}`).toBeGreaterThan(at);
    at = found;
  }
}

/** Runs the interactive flow the way an app would: connect → 401 → consent (headless) → finishAuth → reconnect. */
async function connectThroughOAuth(door: URL, provider: HeadlessOAuthProvider, log: string[]): Promise<Client> {
  const first = new StreamableHTTPClientTransport(door, { authProvider: provider, fetch: recordingFetch(log) });
  await expect(modernClient().connect(first)).rejects.toBeInstanceOf(UnauthorizedError);
  await first.finishAuth(provider.callbackParams());
  const client = modernClient();
  await client.connect(new StreamableHTTPClientTransport(door, { authProvider: provider, fetch: recordingFetch(log) }));
  return client;
}

describe('OAuth flow with the 2026-07-28 client, dynamic client registration', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startNextServer({ AUTH_SECRET: SECRET });
  });
  afterAll(async () => server?.stop());

  it('goes 401 → metadata → DCR → consent → token → tools/call 200 on /api/mcp/oauth', async () => {
    const door = new URL('/api/mcp/oauth', server.url);
    const log: string[] = [];
    const provider = new HeadlessOAuthProvider();
    const client = await connectThroughOAuth(door, provider, log);
    try {
      const res = await client.callTool({ name: 'search_prompts', arguments: { query: 'linux terminal', limit: 3 } });
      expect((res.structuredContent as { matches: { title: string }[] }).matches[0].title).toBe('Linux Terminal');
    } finally {
      await client.close();
    }

    expectInOrder(log, [
      'POST /api/mcp/oauth 401',
      'GET /.well-known/oauth-protected-resource/api/mcp/oauth 200',
      'GET /.well-known/oauth-authorization-server/oauth 200',
      'POST /oauth/register 201',
      'POST /oauth/token 200',
      'POST /api/mcp/oauth 200',
    ]);

    const authorize = provider.authorizationUrls[0];
    expect(authorize.origin + authorize.pathname).toBe(`${server.url}/oauth/authorize`);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('resource')).toBe(door.href);
    // The 401's scope, and offline_access, which the SDK adds because the issuer offers it and the client registered the refresh_token grant.
    expect(authorize.searchParams.get('scope')).toBe('prompts:read offline_access');
    expect(provider.callback?.searchParams.get('iss')).toBe(`${server.url}/oauth`);

    const token = provider.tokens()!.access_token;
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'EdDSA', typ: 'at+jwt' });
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ iss: `${server.url}/oauth`, aud: door.href, scope: 'prompts:read', sub: 'demo-user' });
    expect(claims.client_id).toBe(provider.clientInformation()?.client_id);
    expect(typeof claims.jti).toBe('string');
    expect(claims.exp! - claims.iat!).toBe(600);
    // The access token carries the resource's scopes only; the refresh token is opaque.
    expect(provider.tokens()?.refresh_token).toMatch(/^rt_[A-Za-z0-9_-]{43}$/);
  });

  it('a denied consent comes back as access_denied with state and iss, and no code', async () => {
    const provider = new HeadlessOAuthProvider({ decision: 'deny' });
    const transport = new StreamableHTTPClientTransport(new URL('/api/mcp/oauth', server.url), { authProvider: provider });
    await expect(modernClient().connect(transport)).rejects.toBeInstanceOf(UnauthorizedError);
    const params = provider.callbackParams();
    expect(params.get('error')).toBe('access_denied');
    expect(params.get('code')).toBeNull();
    expect(params.get('iss')).toBe(`${server.url}/oauth`);
  });
});

describe('OAuth flow with the 2026-07-28 client, client ID metadata document', () => {
  let server: RunningServer;
  let fixture: HttpsFixture;
  beforeAll(async () => {
    fixture = await startHttpsFixture();
    // The document is on 127.0.0.1, which the SSRF guard refuses outside development; this test
    // server runs in test mode with the explicit opt-in, and trusts the fixture's certificate.
    server = await startNextServer({
      NODE_ENV: 'test',
      AUTH_SECRET: SECRET,
      AUTH_ALLOW_LOOPBACK_CLIENT_URLS: '1',
      NODE_EXTRA_CA_CERTS: fixture.certPath,
    });
  });
  afterAll(async () => {
    await server?.stop();
    await fixture?.close();
  });

  it('uses the https client_id URL, which the server fetches, instead of registering', async () => {
    const clientId = `${fixture.url}/oauth/client-metadata.json`;
    fixture.setBody('/oauth/client-metadata.json', {
      client_id: clientId,
      client_name: 'Observatory metadata-document client',
      redirect_uris: [REDIRECT_URI],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    });
    const door = new URL('/api/mcp/oauth', server.url);
    const log: string[] = [];
    const provider = new HeadlessOAuthProvider({ clientMetadataUrl: clientId });
    const client = await connectThroughOAuth(door, provider, log);
    try {
      const res = await client.callTool({ name: 'get_prompt', arguments: { id: 'linux-terminal' } });
      expect((res.structuredContent as { prompt: { id: string } }).prompt.id).toBe('linux-terminal');
    } finally {
      await client.close();
    }
    expect(log.some((l) => l.includes('/oauth/register'))).toBe(false);
    expect(fixture.hits()).toBeGreaterThan(0);
    expect(provider.authorizationUrls[0].searchParams.get('client_id')).toBe(clientId);
    expect(decodeJwt(provider.tokens()!.access_token).client_id).toBe(clientId);
  });
});
