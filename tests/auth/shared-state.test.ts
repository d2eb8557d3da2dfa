/**
 * Two `next start` instances with one AUTH_SECRET and one real Redis (REDIS_URL), as serverless
 * instances of one deployment would run: a code redeemed on one is refused on the other, rate limits
 * count across both, and when Redis goes away the issuer refuses (503 naming Redis) within a second
 * or two while the open door serves. Independent of identity: nothing here depends on the Host.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type RunningServer, startNextServer } from '../helpers/next-server';
import { authorizationRequest, callTool, followConsent, REDIRECT_URI, registerClient, tokenRequest, TOOL_ARGS } from '../helpers/oauth';
import { type RunningRedis, startRedis } from '../helpers/redis';

const REDIS_PASSWORD = 'shared-state-test-redis-password';
/** Every issuer endpoint's per-minute limit here; small, so a probe reaches it in a few requests. */
const ISSUER_LIMIT = 5;
const DOOR_LIMIT = 8;
let redis: RunningRedis;
let a: RunningServer;
let b: RunningServer;

beforeAll(async () => {
  redis = await startRedis({ password: REDIS_PASSWORD });
  const [pa, pb] = [await freePort(), await freePort()];
  // Two instances of one deployment: one configured origin ("http://localhost:<A's port>"), B answering to
  // its own port too, as an instance behind a balancer would. A code is for that deployment's resource.
  const env = {
    AUTH_SECRET: 'shared-state-secret-0123456789abcdefghijklmnop',
    MCP_PUBLIC_ORIGIN: `http://localhost:${pa}`,
    MCP_ALLOWED_HOSTS: `localhost:${pa},localhost:${pb}`,
    TRUST_PROXY: '1',
    REDIS_URL: redis.url,
    ...Object.fromEntries(['REGISTER', 'AUTHORIZE', 'CONSENT', 'TOKEN', 'LAB'].map((n) => [`RATE_LIMIT_${n}`, String(ISSUER_LIMIT)])),
    MCP_RATE_LIMIT: String(DOOR_LIMIT),
  };
  [a, b] = await Promise.all([startNextServer(env, 'healthy', pa), startNextServer(env, 'healthy', pb)]);
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await redis?.stop();
});

/** A caller the trusted proxy saw at this address (TEST-NET ranges: never a real client). */
const from = (ip: string) => ({ 'x-forwarded-for': ip });

function register(baseUrl: string, headers: Record<string, string>): Promise<Response> {
  return fetch(`${baseUrl}/oauth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ client_name: 'limit probe', redirect_uris: [REDIRECT_URI], token_endpoint_auth_method: 'none' }),
  });
}

const form = (fields: Record<string, string>) => ({ 'content-type': 'application/x-www-form-urlencoded', body: new URLSearchParams(fields) });

/** One request to each limited issuer endpoint; valid or not, every request counts. */
const ISSUER_ENDPOINTS: { name: string; send: (baseUrl: string, headers: Record<string, string>) => Promise<Response> }[] = [
  { name: 'register', send: register },
  { name: 'authorize', send: (u, headers) => fetch(`${u}/oauth/authorize?client_id=probe&response_type=code`, { redirect: 'manual', headers }) },
  {
    name: 'consent',
    send: (u, headers) => {
      const { body, ...type } = form({ ticket: 'probe', decision: 'approve' });
      return fetch(`${u}/oauth/authorize`, { method: 'POST', redirect: 'manual', headers: { ...type, ...headers }, body });
    },
  },
  {
    name: 'token',
    send: (u, headers) => {
      const { body, ...type } = form({ grant_type: 'authorization_code', code: 'probe' });
      return fetch(`${u}/oauth/token`, { method: 'POST', headers: { ...type, ...headers }, body });
    },
  },
  { name: 'lab', send: (u, headers) => fetch(`${u}/oauth/lab`, { method: 'POST', headers }) },
];

async function expectLimited(res: Response, limit: number) {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(await res.json()).toEqual({ error: 'temporarily_unavailable', error_description: expect.stringContaining(`${limit} a minute`) });
}

describe('two instances, one Redis', () => {
  it('report Redis as their shared, reachable state on /api/health', async () => {
    for (const s of [a, b]) {
      const health = (await (await fetch(`${s.url}/api/health`)).json()) as { state: unknown };
      expect(health.state).toEqual({ backend: 'redis', shared: true, reachable: true, status: 'ok' });
      expect(JSON.stringify(health)).not.toContain(REDIS_PASSWORD);
    }
  });

  it('refuse on A a code already redeemed on B', async () => {
    const door = `${a.url}/api/mcp/oauth`;
    const clientId = await registerClient(a.url);
    const req = await authorizationRequest(a.url, clientId, door);
    const code = (await followConsent(req.url)).searchParams.get('code')!;
    const exchange = { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, client_id: clientId, code_verifier: req.verifier, resource: door };

    // B accepts A's code (same secret): so what refuses the replay on A is the shared record of its use.
    expect((await tokenRequest(b.url, exchange)).status).toBe(200);
    const replay = await tokenRequest(a.url, exchange);
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ error: 'invalid_grant', error_description: expect.stringContaining('already used') });
  });

  it('count registrations from one address on both: after the limit on A, B refuses too, with Retry-After', async () => {
    const probe = from('203.0.113.50');
    for (let i = 0; i < ISSUER_LIMIT; i++) expect((await register(a.url, probe)).status).toBe(201);
    await expectLimited(await register(a.url, probe), ISSUER_LIMIT);
    await expectLimited(await register(b.url, probe), ISSUER_LIMIT);
    // Another address has its own budget.
    expect((await register(b.url, from('198.51.100.50'))).status).toBe(201);
  });

  it.each(ISSUER_ENDPOINTS.map((e, i) => ({ ...e, ip: `203.0.113.${80 + i}` })))(
    'limit $name per address across both instances: 429 with Retry-After and an OAuth error body',
    async ({ send, ip }) => {
      for (let i = 0; i < ISSUER_LIMIT; i++) expect((await send(i % 2 === 0 ? a.url : b.url, from(ip))).status).not.toBe(429);
      await expectLimited(await send(a.url, from(ip)), ISSUER_LIMIT);
    },
  );

  it('count door calls on both when MCP_RATE_LIMIT is set: a JSON-RPC error with 429 and Retry-After', async () => {
    const probe = from('203.0.113.60');
    const call = (s: RunningServer) => callTool(`${s.url}/api/mcp`, 'corpus_stats', TOOL_ARGS.corpus_stats, { headers: probe });
    for (let i = 0; i < DOOR_LIMIT; i++) expect((await call(i % 2 === 0 ? a : b)).status).toBe(200);
    const limited = await call(b);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await limited.json()).toMatchObject({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32000, message: expect.stringContaining(`${DOOR_LIMIT} a minute`) },
    });
  });
});

describe('when Redis goes away', () => {
  /** Fails closed, but promptly: a hung Redis costs a request at most the ~1 s state timeout. Generous for 2 loaded cores. */
  const PROMPT_MS = 3000;
  let door: string;
  let clientId: string;
  let verifier: string;
  let code: string;

  beforeAll(async () => {
    // A code made while Redis was up: redeeming it needs the store, so it must be refused, not accepted unchecked.
    door = `${a.url}/api/mcp/oauth`;
    clientId = await registerClient(a.url);
    const req = await authorizationRequest(a.url, clientId, door);
    verifier = req.verifier;
    code = (await followConsent(req.url)).searchParams.get('code')!;
  });

  async function expectIssuerRefusesPromptly(s: RunningServer) {
    const started = performance.now();
    const refused = await register(s.url, from('203.0.113.70'));
    expect(performance.now() - started).toBeLessThan(PROMPT_MS);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ error: 'temporarily_unavailable', error_description: expect.stringContaining('Redis') });
  }

  it('hung (SIGSTOP): the issuer answers 503 naming Redis within the timeout; the open door still answers', async () => {
    redis.pause();
    await expectIssuerRefusesPromptly(a);
    await expectIssuerRefusesPromptly(b);
    const call = await callTool(`${b.url}/api/mcp`, 'corpus_stats', TOOL_ARGS.corpus_stats, { headers: from('203.0.113.71') });
    expect(call.status).toBe(200);
  });

  it('stopped: the issuer refuses to redeem a code it cannot mark used; the door serves; health says unreachable; nothing leaks the password', async () => {
    await redis.stop();
    await expectIssuerRefusesPromptly(a);

    const token = await tokenRequest(b.url, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      client_id: clientId,
      code_verifier: verifier,
      resource: door,
    });
    expect(token.status).toBe(503);
    expect(await token.json()).toMatchObject({ error: 'temporarily_unavailable', error_description: expect.stringContaining('Redis') });

    const call = await callTool(`${b.url}/api/mcp`, 'corpus_stats', TOOL_ARGS.corpus_stats, { headers: from('203.0.113.71') });
    expect(call.status).toBe(200);

    const health = (await (await fetch(`${a.url}/api/health`)).json()) as { ok: boolean; state: unknown };
    expect(health).toMatchObject({ ok: true, state: { backend: 'redis', shared: true, reachable: false } });

    for (const s of [a, b]) {
      expect(s.output()).toContain('[state] Redis');
      expect(s.output()).not.toContain(REDIS_PASSWORD);
    }
  });
});
