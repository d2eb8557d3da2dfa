/**
 * Refresh tokens from the built-in issuer, through lib/oauth-client's own steps (discovery, registration,
 * PKCE, the consent form answered as the page does, redemption, refresh) against the issuer's real handlers
 * in this process: offline_access asked for or not, rotation, reuse revoking the family, and each binding
 * (client, resource, scope, lifetime) refused with its exact error and check. Then the race: two instances
 * on one redis-server redeeming the same refresh token at once, at most one of them successfully.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { digest } from '../../lib/auth/authorization-server/pkce';
import { MAX_ROTATIONS, rotateRefreshToken, startRefreshFamily } from '../../lib/auth/authorization-server/refresh-tokens';
import { parseConfig } from '../../lib/config';
import {
  answerConsent,
  fetchServerMetadata,
  postTokenForm,
  publicClient,
  readClaims,
  redeemCode,
  refresh,
  registerDynamically,
  startAuthorizationRequest,
  type TokenResponse,
} from '../../lib/oauth-client';
import { createMemoryStore, type StateStore } from '../../lib/state';
import { createRedisStore } from '../../lib/state/redis-store';
import { DOOR } from '../../lib/vocabulary';
import { type InProcessIssuer, startInProcessIssuer } from '../helpers/in-process-issuer';
import { callTool } from '../helpers/oauth';
import { type RunningRedis, startRedis } from '../helpers/redis';

const REDIRECT = 'http://127.0.0.1:9/callback';
const REFRESH_TTL_S = 3600;
let as: InProcessIssuer;
beforeAll(async () => {
  as = await startInProcessIssuer({ AUTH_REFRESH_TTL_S: String(REFRESH_TTL_S) });
});
afterEach(() => {
  vi.useRealTimers();
});

type Metadata = Awaited<ReturnType<typeof fetchServerMetadata>>;
type Client = Awaited<ReturnType<typeof registerDynamically>>;

const newClient = async (metadata: Metadata) => registerDynamically(as.fetch, metadata, publicClient('refresh test', [REDIRECT]));

/** Registration, PKCE, consent approved, code redeemed: what a client holds after signing in with `scope`. */
async function signIn(scope: string): Promise<{ metadata: Metadata; client: Client; token: TokenResponse }> {
  const metadata = await fetchServerMetadata(as.fetch, as.issuer);
  const client = await newClient(metadata);
  const req = await startAuthorizationRequest({ metadata, client, redirectUri: REDIRECT, scope, resource: as.door });
  const answer = await answerConsent(as.fetch, req.authorizationUrl, 'approve', { redirect: 'manual' });
  if (answer.kind !== 'redirect') throw new Error(`consent refused: ${answer.error}`);
  const token = await redeemCode(as.fetch, { metadata, client, callback: answer.callback, verifier: req.verifier, redirectUri: REDIRECT, resource: as.door });
  return { metadata, client, token };
}

/** The token endpoint's answer to a refresh_token grant, as it came (the refusals are what these tests read). */
async function refreshForm(fields: Record<string, string | undefined>): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await postTokenForm(as.fetch, `${as.issuer}/token`, { grant_type: 'refresh_token', ...fields });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const doorAnswers = async (accessToken: string) =>
  (await callTool(as.door, 'corpus_stats', {}, { authorization: `Bearer ${accessToken}`, fetch: as.fetch })).status;

describe('offline_access', () => {
  it('is offered: the issuer’s metadata lists the scope and the refresh_token grant', async () => {
    const metadata = await fetchServerMetadata(as.fetch, as.issuer);
    expect(metadata.scopes_supported).toContain('offline_access');
    expect(metadata.grant_types_supported).toEqual(expect.arrayContaining(['authorization_code', 'refresh_token']));
  });

  it('not asked for: the token response has no refresh token', async () => {
    const { token } = await signIn('prompts:read');
    expect(token.scope).toBe('prompts:read');
    expect(token).not.toHaveProperty('refresh_token');
  });

  it('asked for: an opaque refresh token beside a short-lived access token that does not carry offline_access', async () => {
    const { token } = await signIn('prompts:read offline_access');
    expect(token.scope).toBe('prompts:read offline_access');
    expect(token.refresh_token).toMatch(/^rt_[A-Za-z0-9_-]{43}$/);
    expect(readClaims(token.refresh_token!)).toBeUndefined();
    expect(token.expires_in).toBe(600);
    expect(readClaims(token.access_token)).toMatchObject({ scope: 'prompts:read', aud: as.door });
  });
});

describe('rotation and reuse', () => {
  it('each refresh answers a new access token the door takes and a new refresh token; the used one is spent', async () => {
    const { metadata, client, token } = await signIn('prompts:read offline_access');
    const first = await refresh(as.fetch, { metadata, client, refreshToken: token.refresh_token!, resource: as.door });
    expect(first.refresh_token).toMatch(/^rt_/);
    expect(first.refresh_token).not.toBe(token.refresh_token);
    expect(first.access_token).not.toBe(token.access_token);
    expect(first).toMatchObject({ expires_in: 600, scope: 'prompts:read offline_access' });
    expect(readClaims(first.access_token)).toMatchObject({ aud: as.door, scope: 'prompts:read', client_id: client.client_id });
    expect(await doorAnswers(first.access_token)).toBe(200);
    // And the new one rotates in its turn.
    const second = await refresh(as.fetch, { metadata, client, refreshToken: first.refresh_token!, resource: as.door });
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(await doorAnswers(second.access_token)).toBe(200);
  });

  it('a rotated token presented again is refused as reuse, and the family’s current token stops working too', async () => {
    const { client, token } = await signIn('prompts:read offline_access');
    const rotated = await refreshForm({ refresh_token: token.refresh_token, client_id: client.client_id, resource: as.door });
    expect(rotated.status).toBe(200);
    const current = rotated.body.refresh_token as string;

    const replay = await refreshForm({ refresh_token: token.refresh_token, client_id: client.client_id, resource: as.door });
    expect(replay).toEqual({
      status: 400,
      body: { error: 'invalid_grant', error_description: expect.stringContaining('already used'), check: 'refresh-reuse' },
    });
    const afterRevocation = await refreshForm({ refresh_token: current, client_id: client.client_id, resource: as.door });
    expect(afterRevocation).toEqual({ status: 400, body: { error: 'invalid_grant', error_description: expect.any(String), check: 'refresh-token' } });
  });

  it('a narrower scope is granted for one access token; the family keeps the whole grant', async () => {
    const { client, token } = await signIn('prompts:read prompts:refine offline_access');
    const narrow = await refreshForm({ refresh_token: token.refresh_token, client_id: client.client_id, resource: as.door, scope: 'prompts:read' });
    expect(narrow.status).toBe(200);
    expect(readClaims(narrow.body.access_token as string)).toMatchObject({ scope: 'prompts:read' });
    const whole = await refreshForm({ refresh_token: narrow.body.refresh_token as string, client_id: client.client_id, resource: as.door });
    expect(readClaims(whole.body.access_token as string)).toMatchObject({ scope: 'prompts:read prompts:refine' });
  });
});

describe('each binding, refused with its own error and check; a refusal spends nothing', () => {
  const anotherDoor = () => new URL(DOOR.key.path, as.origin).href;
  it.each([
    {
      name: 'another client’s client_id',
      change: async (m: Metadata) => ({ client_id: (await newClient(m)).client_id }),
      status: 400,
      error: 'invalid_grant',
      check: 'refresh-client',
    },
    { name: 'another door as resource', change: async () => ({ resource: anotherDoor() }), status: 400, error: 'invalid_target', check: 'resource' },
    { name: 'no resource', change: async () => ({ resource: undefined }), status: 400, error: 'invalid_request', check: 'resource' },
    {
      name: 'a scope the user did not grant',
      change: async () => ({ scope: 'prompts:read prompts:refine' }),
      status: 400,
      error: 'invalid_scope',
      check: 'scope',
    },
    {
      name: 'a token this issuer never made',
      change: async () => ({ refresh_token: `rt_${'A'.repeat(43)}` }),
      status: 400,
      error: 'invalid_grant',
      check: 'refresh-token',
    },
  ])('$name: $error ($check)', async ({ change, status, error, check }) => {
    const { metadata, client, token } = await signIn('prompts:read offline_access');
    const honest = { refresh_token: token.refresh_token, client_id: client.client_id, resource: as.door };
    expect(await refreshForm({ ...honest, ...(await change(metadata)) })).toEqual({
      status,
      body: { error, error_description: expect.any(String), check },
    });
    // The holder of the right client and resource still refreshes: the refusal did not burn the token.
    expect((await refreshForm(honest)).status).toBe(200);
  });

  it('past the family’s lifetime: invalid_grant, sign in again', async () => {
    const { client, token } = await signIn('prompts:read offline_access');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (REFRESH_TTL_S + 1) * 1000 });
    expect(await refreshForm({ refresh_token: token.refresh_token, client_id: client.client_id, resource: as.door })).toEqual({
      status: 400,
      body: { error: 'invalid_grant', error_description: expect.stringContaining('expired'), check: 'refresh-token' },
    });
  });
});

describe('bounded', () => {
  const grant = (client: string) => ({
    cid: digest(client),
    resource: 'http://localhost:3000/api/mcp/oauth',
    scope: 'prompts:read offline_access',
    sub: 'demo-user',
  });

  it('live families are capped per client and per deployment; past a cap no refresh token, and the answer says whose cap', async () => {
    const store = createMemoryStore();
    const limits = { ttlS: 3600, grantsPerClient: 2, grants: 3 };
    for (let i = 0; i < 2; i++) expect((await startRefreshFamily(grant('a'), limits, store)).ok).toBe(true);
    expect(await startRefreshFamily(grant('a'), limits, store)).toEqual({ ok: false, withheld: expect.stringContaining('this client already holds 2') });
    expect((await startRefreshFamily(grant('b'), limits, store)).ok).toBe(true);
    expect(await startRefreshFamily(grant('c'), limits, store)).toEqual({ ok: false, withheld: expect.stringContaining('this deployment already holds 3') });
  });

  it(`a family rotates ${MAX_ROTATIONS} times at most, then its holder signs in again`, async () => {
    const store = createMemoryStore();
    const expected = { cid: grant('a').cid, resource: grant('a').resource };
    const started = await startRefreshFamily(grant('a'), { ttlS: 3600, grantsPerClient: 1, grants: 1 }, store);
    if (!started.ok) throw new Error(started.withheld);
    let token = started.refreshToken;
    for (let i = 0; i < MAX_ROTATIONS; i++) {
      const r = await rotateRefreshToken(token, expected, store);
      if (!r.ok) throw new Error(`rotation ${i + 1}: ${r.reason}`);
      token = r.refreshToken;
    }
    expect(await rotateRefreshToken(token, expected, store)).toEqual({ ok: false, reason: 'exhausted' });
  });
});

describe('two instances on one redis-server', () => {
  let redis: RunningRedis;
  let stores: [StateStore, StateStore];
  const limits = parseConfig({ NODE_ENV: 'test' }).auth.refresh;
  beforeAll(async () => {
    redis = await startRedis();
    stores = [createRedisStore({ url: redis.url }), createRedisStore({ url: redis.url })];
  });
  afterAll(async () => {
    await Promise.all(stores?.map((s) => s.close()) ?? []);
    await redis?.stop();
  });

  it('redeeming one refresh token on both at once: one success at most, and the family is revoked', async () => {
    const expected = { cid: digest('race-client'), resource: 'http://localhost:3000/api/mcp/oauth' };
    for (let round = 0; round < 20; round++) {
      const started = await startRefreshFamily({ ...expected, scope: 'prompts:read offline_access', sub: 'demo-user' }, limits, stores[0]);
      if (!started.ok) throw new Error(started.withheld);
      const outcomes = await Promise.all(stores.map((s) => rotateRefreshToken(started.refreshToken, expected, s)));
      const wins = outcomes.filter((o) => o.ok);
      expect(wins.length, `round ${round}`).toBe(1);
      expect(
        outcomes.some((o) => !o.ok && o.reason === 'reused'),
        `round ${round}`,
      ).toBe(true);
      // The winner's new token belongs to the revoked family: it opens nothing, on either instance.
      for (const w of wins) if (w.ok) expect(await rotateRefreshToken(w.refreshToken, expected, stores[1])).toEqual({ ok: false, reason: 'unknown' });
    }
  });

  it('a token rotated on one instance is refused as reuse on the other', async () => {
    const expected = { cid: digest('two-instance-client'), resource: 'http://localhost:3000/api/mcp/oauth' };
    const started = await startRefreshFamily({ ...expected, scope: 'prompts:read offline_access', sub: 'demo-user' }, limits, stores[0]);
    if (!started.ok) throw new Error(started.withheld);
    const rotated = await rotateRefreshToken(started.refreshToken, expected, stores[0]);
    expect(rotated.ok).toBe(true);
    expect(await rotateRefreshToken(started.refreshToken, expected, stores[1])).toEqual({ ok: false, reason: 'reused' });
    if (rotated.ok) expect(await rotateRefreshToken(rotated.refreshToken, expected, stores[1])).toEqual({ ok: false, reason: 'unknown' });
  });
});
