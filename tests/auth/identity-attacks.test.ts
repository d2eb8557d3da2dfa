/**
 * The deployment knows who it is from configuration, and no request header can change that. Each
 * attack that once worked against the Host-derived identity is a regression test here, against the
 * production build: a caller's own JWKS reached through Host, Host values carrying a port, path or
 * query, a developer's localhost-audience token at a production door that trusts an external IdP,
 * an oversized key set, the public development secret outside `next dev`, and a demo key as a lock.
 */
import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOOR } from '../../lib/vocabulary';
import { type HttpsFixture, startHttpsFixture } from '../helpers/tls';
import { freePort, type RunningServer, startNextServer } from '../helpers/next-server';
import { callTool, rpcResult, TOOL_ARGS } from '../helpers/oauth';
import { rawHttp } from '../helpers/raw-http';
import { modernInit } from '../helpers/raw-request';

/** A caller's own "issuer": a key pair and an HTTP server that serves its JWKS on any path, counting requests. */
async function attackerIssuer() {
  const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  const jwk = { ...(await exportJWK(publicKey)), kid: 'attacker', alg: 'EdDSA', use: 'sig' };
  let hits = 0;
  const server: Server = createServer((_req, res) => {
    hits++;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
  });
  const port = await freePort();
  await new Promise<void>((ok) => server.listen(port, '127.0.0.1', ok));
  const sign = (claims: Record<string, unknown>) =>
    new SignJWT({ scope: 'prompts:read prompts:refine', ...claims })
      .setProtectedHeader({ alg: 'EdDSA', typ: 'at+jwt', kid: 'attacker' })
      .setIssuedAt()
      .setExpirationTime('5m')
      .setSubject('mallory')
      .sign(privateKey);
  return { port, sign, hits: () => hits, close: () => new Promise<void>((ok) => server.close(() => ok())) };
}

const mcpHeaders = (extra: Record<string, string>) => ({
  ...(modernInit('tools/call', { name: 'search_prompts', arguments: TOOL_ARGS.search_prompts }).headers as Record<string, string>),
  ...extra,
});
const mcpBody = () => modernInit('tools/call', { name: 'search_prompts', arguments: TOOL_ARGS.search_prompts }).body as string;

describe('a production build with the built-in issuer', () => {
  let server: RunningServer;
  let attacker: Awaited<ReturnType<typeof attackerIssuer>>;
  beforeAll(async () => {
    [server, attacker] = await Promise.all([
      startNextServer({
        AUTH_SECRET: 'identity-attacks-secret-0123456789abcdefghijkl',
        AUTH_DEMO: '1',
        MCP_AUTH: 'oauth',
        MCP_API_KEY: 'identity-attacks-key-0123456789abcdef',
      }),
      attackerIssuer(),
    ]);
  });
  afterAll(async () => {
    await Promise.all([server?.stop(), attacker?.close()]);
  });

  const port = () => new URL(server.url).port;

  it.each([
    ['the attacker’s port on 127.0.0.1', () => `127.0.0.1:${attacker.port}`],
    ['the attacker’s port on localhost', () => `localhost:${attacker.port}`],
    ['a path after the port', () => `127.0.0.1:${attacker.port}/any/path?`],
    ['a query after the host', () => `localhost:${port()}?x=1`],
    ['userinfo before the host', () => `mallory@localhost:${port()}`],
    ['a fragment', () => `localhost:${port()}#x`],
  ])('a token signed by the caller’s own JWKS, sent with Host = %s, is refused before any key is fetched', async (_name, host) => {
    const h = host();
    const token = await attacker.sign({ iss: `http://${h}/oauth`, aud: `http://${h}${DOOR.oauth.path}` });
    for (const door of [DOOR.oauth.path, DOOR.open.path]) {
      const res = await rawHttp(`${server.url}${door}`, {
        method: 'POST',
        headers: mcpHeaders({ host: h, authorization: `Bearer ${token}` }),
        body: mcpBody(),
      });
      expect(res.status, `${door} with Host ${h}`).toBe(403);
      expect(JSON.parse(res.body).error.message).toMatch(/^Forbidden: Host /);
    }
    expect(attacker.hits()).toBe(0);
  });

  it('the same token sent under the deployment’s own name is refused by the signature check, and no key is fetched from anywhere', async () => {
    const h = `localhost:${port()}`;
    const token = await attacker.sign({ iss: `http://${h}/oauth`, aud: `http://${h}${DOOR.oauth.path}` });
    const res = await callTool(`${server.url}${DOOR.oauth.path}`, 'search_prompts', TOOL_ARGS.search_prompts, { authorization: `Bearer ${token}` });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: 'invalid_token', check: 'signature' });
    expect(attacker.hits()).toBe(0);
  });

  it('X-Forwarded-Host is ignored unless a proxy is trusted: the issuer and audience stay the configured ones', async () => {
    const res = await rawHttp(`${server.url}/.well-known/oauth-protected-resource${DOOR.oauth.path}`, {
      headers: { 'x-forwarded-host': `127.0.0.1:${attacker.port}`, 'x-forwarded-proto': 'https' },
    });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ resource: `${server.url}${DOOR.oauth.path}`, authorization_servers: [`${server.url}/oauth`] });
  });

  it.each([
    ['protected-resource metadata', `/.well-known/oauth-protected-resource${DOOR.oauth.path}`],
    ['the issuer’s metadata', '/.well-known/oauth-authorization-server/oauth'],
    ['the issuer’s JWKS', '/oauth/jwks'],
    ['the connect page', '/connect'],
    ['the walkthrough', '/auth'],
    ['the walkthrough’s client metadata document', '/auth/client-metadata.json'],
    ['the facilitator’s page (it shows the demo key)', '/facilitator'],
    ['the printable handout', '/facilitator/handout'],
    ['presenter mode', '/present/tour/json-rpc'],
    ['the break-it bench', '/break'],
  ])('%s answers 403 to a foreign Host and prints no URL built from it', async (_name, path) => {
    const res = await rawHttp(`${server.url}${path}`, { headers: { host: `127.0.0.1:${attacker.port}` } });
    expect(res.status).toBe(403);
    expect(res.body).not.toContain(String(attacker.port));
  });

  it('the deployment’s own pages print only configured URLs', async () => {
    const connect = await (await fetch(`${server.url}/connect`)).text();
    expect(connect).toContain(`${server.url}${DOOR.open.path}`);
    const doc = (await (await fetch(`${server.url}/auth/client-metadata.json`)).json()) as { client_id: string; redirect_uris: string[] };
    expect(doc).toMatchObject({ client_id: `${server.url}/auth/client-metadata.json`, redirect_uris: [`${server.url}/auth/callback`] });
  });

  it('every page carries the baseline security headers', async () => {
    for (const path of ['/', '/connect', DOOR.open.path]) {
      const res = await fetch(`${server.url}${path}`);
      await res.body?.cancel();
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
    }
  });
});

describe('the built-in issuer, hardened (RFC 9700)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startNextServer({ AUTH_SECRET: 'issuer-hardening-secret-0123456789abcdefghij' });
  });
  afterAll(async () => server?.stop());

  const register = (redirect_uris: string[]) =>
    fetch(`${server.url}/oauth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ redirect_uris }) });

  it('is no open redirect: a freshly registered phishing redirect_uri with a broken request gets the issuer’s own page, not a 302', async () => {
    const phish = 'https://evil.test/phish';
    const res = await register([phish]);
    expect(res.status).toBe(201);
    const clientId = ((await res.json()) as { client_id: string }).client_id;
    const url = new URL(`${server.url}/oauth/authorize`);
    url.search = new URLSearchParams({ client_id: clientId, redirect_uri: phish, response_type: 'token', state: 'x' }).toString();
    const authorize = await fetch(url, { redirect: 'manual' });
    expect(authorize.status).toBe(303);
    const location = new URL(authorize.headers.get('location')!, server.url);
    expect(location.origin).toBe(server.url);
    expect(location.pathname).toBe('/oauth/consent');
    const page = await (await fetch(location)).text();
    expect(page).toContain('unsupported_response_type');
    expect(page).not.toContain('evil.test/phish?');
  });

  it.each([
    ['javascript:', ['javascript:alert(1)']],
    ['a custom scheme that is not a reversed domain', ['myapp:/callback']],
    ['a private-use scheme with an authority', ['com.example.app://callback']],
    ['userinfo', ['https://user:pw@client.test/cb']],
    ['http on a public host', ['http://client.test/cb']],
  ])('refuses to register a redirect URI with %s', async (_name, uris) => {
    const res = await register(uris);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'invalid_client_metadata' });
  });

  it.each([['https://client.test/cb'], ['http://127.0.0.1:9/cb'], ['com.example.app:/oauth/callback']])('registers %s', async (uri) => {
    expect((await register([uri])).status).toBe(201);
  });

  it.each([
    ['another path', (b: string) => `${b}/api/mcp/oauth/extra`],
    ['a query', (b: string) => `${b}/api/mcp/oauth?x=1`],
    ['a trailing slash', (b: string) => `${b}/api/mcp/oauth/`],
    ['another spelling of the host', (b: string) => `${b.replace('localhost', '127.0.0.1')}/api/mcp/oauth`],
  ])('takes as resource only an exact door URL: %s is refused', async (_name, resource) => {
    const clientId = ((await (await register(['http://127.0.0.1:9/callback'])).json()) as { client_id: string }).client_id;
    const url = new URL(`${server.url}/oauth/authorize`);
    const challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';
    url.search = new URLSearchParams({
      client_id: clientId,
      redirect_uri: 'http://127.0.0.1:9/callback',
      response_type: 'code',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      resource: resource(server.url),
    }).toString();
    const authorize = await fetch(url, { redirect: 'manual' });
    expect(authorize.status).toBe(303);
    const page = await (await fetch(new URL(authorize.headers.get('location')!, server.url))).text();
    expect(page).toContain('invalid_target');
  });

  it('one consent yields one code: the same form posted twice is refused the second time', async () => {
    const clientId = ((await (await register(['http://127.0.0.1:9/callback'])).json()) as { client_id: string }).client_id;
    const url = new URL(`${server.url}/oauth/authorize`);
    url.search = new URLSearchParams({
      client_id: clientId,
      redirect_uri: 'http://127.0.0.1:9/callback',
      response_type: 'code',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
      resource: `${server.url}/api/mcp/oauth`,
    }).toString();
    const authorize = await fetch(url, { redirect: 'manual' });
    const ticket = new URL(authorize.headers.get('location')!, server.url).searchParams.get('ticket')!;
    const post = () =>
      fetch(`${server.url}/oauth/authorize`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
        body: new URLSearchParams({ ticket, decision: 'approve' }),
      });
    const first = await post();
    expect(first.status).toBe(303);
    expect(new URL(first.headers.get('location')!).searchParams.get('code')).toBeTruthy();
    const second = await post();
    expect(second.status).toBe(400);
    expect(await second.json()).toMatchObject({ error_description: expect.stringMatching(/already answered/) });
  });
});

describe('a production door that trusts an external IdP (a stand-in https IdP on loopback)', () => {
  let idp: HttpsFixture;
  let server: RunningServer;
  let sign: (claims: Record<string, unknown>) => Promise<string>;
  const ORIGIN = 'https://prompts.test';

  beforeAll(async () => {
    idp = await startHttpsFixture();
    const { publicKey, privateKey } = await generateKeyPair('ES256');
    idp.setBody('/jwks', { keys: [{ ...(await exportJWK(publicKey)), kid: 'idp', alg: 'ES256', use: 'sig' }] });
    sign = (claims) =>
      new SignJWT({ scope: 'prompts:read', ...claims })
        .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', kid: 'idp' })
        .setIssuer(`${idp.url}/`)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey);
    server = await startNextServer({
      MCP_PUBLIC_ORIGIN: ORIGIN,
      AUTH_ISSUER: `${idp.url}/`,
      AUTH_JWKS_URL: `${idp.url}/jwks`,
      NODE_EXTRA_CA_CERTS: idp.certPath,
    });
  });
  afterAll(async () => {
    await Promise.all([server?.stop(), idp?.close()]);
  });

  const call = (host: string, token: string) =>
    rawHttp(`${server.url}${DOOR.oauth.path}`, { method: 'POST', headers: mcpHeaders({ host, authorization: `Bearer ${token}` }), body: mcpBody() });

  it('a developer’s token for http://localhost:3000 is refused with Host: localhost:3000 (loopback is not this deployment in production)', async () => {
    const devToken = await sign({ aud: `http://localhost:3000${DOOR.oauth.path}` });
    const res = await call('localhost:3000', devToken);
    expect(res.status).toBe(403);
  });

  it('the same token under the deployment’s own name fails the audience check: it was minted for someone else', async () => {
    const devToken = await sign({ aud: `http://localhost:3000${DOOR.oauth.path}` });
    const res = await call('prompts.test', devToken);
    expect(res.status).toBe(401);
    expect(JSON.parse(res.body)).toMatchObject({ check: 'aud', error_description: `wrong audience: this door accepts tokens for ${ORIGIN}${DOOR.oauth.path}` });
  });

  it('a token minted for this deployment gets in', async () => {
    const res = await call('prompts.test', await sign({ aud: `${ORIGIN}${DOOR.oauth.path}` }));
    expect(res.status).toBe(200);
  });
});

describe('an IdP whose key set never ends', () => {
  let flood: Server;
  let written = 0;
  let server: RunningServer;

  beforeAll(async () => {
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    flood = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"keys":[');
      const pump = () => {
        while (!res.destroyed && written < 256 * 1024 * 1024 && res.write(chunk)) written += chunk.length;
        if (!res.destroyed && written < 256 * 1024 * 1024) res.once('drain', pump);
        else res.end();
      };
      pump();
    });
    const port = await freePort();
    await new Promise<void>((ok) => flood.listen(port, '127.0.0.1', ok));
    // test mode: an http issuer is refused only in production.
    server = await startNextServer({ NODE_ENV: 'test', AUTH_ISSUER: `http://127.0.0.1:${port}/`, AUTH_JWKS_URL: `http://127.0.0.1:${port}/jwks` });
  });
  afterAll(async () => {
    await server?.stop();
    flood?.closeAllConnections();
    await new Promise<void>((ok) => flood?.close(() => ok()));
  });

  it('is cut off after 64 KiB: the door answers a server error at once, having read a bounded amount', async () => {
    const { privateKey } = await generateKeyPair('ES256');
    const token = await new SignJWT({ scope: 'prompts:read' })
      .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', kid: 'x' })
      .setExpirationTime('5m')
      .sign(privateKey);
    const started = Date.now();
    const res = await callTool(`${server.url}${DOOR.oauth.path}`, 'search_prompts', TOOL_ARGS.search_prompts, { authorization: `Bearer ${token}` });
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({ error: 'server_error', check: 'issuer-keys' });
    expect(Date.now() - started).toBeLessThan(10_000);
    // Socket buffers hold a few hundred KiB at most; unbounded, this server wrote 238 MB in 5 s.
    expect(written).toBeLessThan(8 * 1024 * 1024);
  });
});

describe('configurations that must not quietly become a lock', () => {
  it('next start with NODE_ENV=test and no AUTH_SECRET: the issuer stays off, the open door serves', async () => {
    const server = await startNextServer({ NODE_ENV: 'test' });
    try {
      const jwks = await fetch(`${server.url}/oauth/jwks`);
      expect(jwks.status).toBe(503);
      expect(((await jwks.json()) as { error_description: string }).error_description).toMatch(/set AUTH_SECRET/);
      const open = await callTool(`${server.url}${DOOR.open.path}`, 'search_prompts', TOOL_ARGS.search_prompts);
      expect((await rpcResult(open)).result?.isError).toBeFalsy();
    } finally {
      await server.stop();
    }
  });

  it.each([
    [
      'MCP_AUTH=key with only the derived demo key',
      { MCP_AUTH: 'key', AUTH_SECRET: 'demo-lock-secret-0123456789abcdefghijklmnop', AUTH_DEMO: '1' },
      /MCP_API_KEY: MCP_AUTH=key .* not the demo key/,
    ],
    [
      'MCP_AUTH=oauth with the built-in issuer and no AUTH_DEMO',
      { MCP_AUTH: 'oauth', AUTH_SECRET: 'demo-lock-secret-0123456789abcdefghijklmnop' },
      /AUTH_DEMO: MCP_AUTH=oauth with the built-in issuer/,
    ],
    ['MCP_PUBLIC_ORIGIN with a path', { MCP_PUBLIC_ORIGIN: 'https://prompts.test/app' }, /MCP_PUBLIC_ORIGIN: must be an origin only/],
  ])('production refuses to start with %s, naming the setting', async (_name, env, reason) => {
    const failure = await startNextServer(env, 'listening').then(
      async (s) => {
        await s.stop();
        return 'it started';
      },
      (err: Error) => err.message,
    );
    expect(failure).toMatch(/the server exited/);
    expect(failure).toMatch(reason);
  });
});

describe('a production build that does not know its origin', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startNextServer({ MCP_PUBLIC_ORIGIN: '', AUTH_SECRET: 'no-origin-secret-0123456789abcdefghijklmnopq', MCP_ALLOWED_HOSTS: 'localhost' });
  });
  afterAll(async () => server?.stop());

  it('keeps serving the open door, and the OAuth door and the issuer answer 503 naming MCP_PUBLIC_ORIGIN', async () => {
    const open = await callTool(`${server.url}${DOOR.open.path}`, 'search_prompts', TOOL_ARGS.search_prompts);
    expect(open.status).toBe(200);
    for (const res of [
      await callTool(`${server.url}${DOOR.oauth.path}`, 'search_prompts', TOOL_ARGS.search_prompts),
      await fetch(`${server.url}/oauth/jwks`),
    ]) {
      expect(res.status).toBe(503);
      expect(((await res.json()) as { error_description: string }).error_description).toMatch(/set MCP_PUBLIC_ORIGIN/);
    }
  });
});
