/**
 * The client_credentials grant with private_key_jwt (the oauth-client-credentials extension), as
 * functions: the token a daemon gets, and every forged, replayed or over-reaching request refused with
 * the check that caught it. Replay is also tried across two instances sharing one real Redis.
 */
import { createLocalJWKSet, exportJWK, generateKeyPair, jwtVerify, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSERTIONS_PER_CLIENT } from '../../../lib/auth/authorization-server/client-assertion';
import { exchangeClientCredentials } from '../../../lib/auth/authorization-server/client-credentials-grant';
import { registerConfidentialClient } from '../../../lib/auth/authorization-server/clients/confidential';
import { registerClient } from '../../../lib/auth/authorization-server/clients/registration';
import { signingKey } from '../../../lib/auth/authorization-server/keys';
import { authorizationServerMetadata } from '../../../lib/auth/authorization-server/metadata';
import { createMemoryStore, type StateStore } from '../../../lib/state';
import { createRedisStore } from '../../../lib/state/redis-store';
import { CLIENT_ASSERTION_TYPE, GRANT_CLIENT_CREDENTIALS, GRANT_JWT_BEARER } from '../../../lib/vocabulary';
import { type RunningRedis, startRedis } from '../../helpers/redis';
import { assertionFields, confidentialClient, ctx, RESOURCE, SECRET, type TestClient } from './extension-grants-kit';

let daemon: TestClient;
beforeAll(async () => {
  daemon = await confidentialClient([GRANT_CLIENT_CREDENTIALS]);
});

const form = (assertion: string, more: Record<string, string> = {}) =>
  new URLSearchParams({ grant_type: GRANT_CLIENT_CREDENTIALS, resource: RESOURCE, scope: 'prompts:read', ...assertionFields(assertion), ...more });

describe('client credentials: the token a confidential client gets', () => {
  it('is the client’s own (sub = client_id), bound to the resource, read-only, and verifies with the issuer’s JWKS', async () => {
    const out = await exchangeClientCredentials(form(await daemon.assertion()), ctx, createMemoryStore());
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    const key = await signingKey(SECRET);
    const { payload } = await jwtVerify(out.body.access_token as string, createLocalJWKSet({ keys: [key.publicJwk] }), {
      issuer: ctx.issuer,
      audience: RESOURCE,
    });
    expect(payload).toMatchObject({ sub: daemon.clientId, client_id: daemon.clientId, scope: 'prompts:read' });
    expect(out.body.refresh_token).toBeUndefined();
  });

  it('is advertised truthfully in the issuer’s metadata', () => {
    const m = authorizationServerMetadata(ctx);
    expect(m.grant_types_supported).toEqual(expect.arrayContaining([GRANT_CLIENT_CREDENTIALS, GRANT_JWT_BEARER]));
    expect(m.token_endpoint_auth_methods_supported).toEqual(['none', 'private_key_jwt']);
    expect(m.token_endpoint_auth_signing_alg_values_supported).toEqual(['ES256', 'EdDSA']);
  });
});

describe('client credentials: refusals', () => {
  const store = createMemoryStore();
  const refusal = async (f: URLSearchParams) => {
    const out = await exchangeClientCredentials(f, ctx, store);
    return { status: out.status, error: out.body.error, check: out.body.check, description: String(out.body.error_description) };
  };

  it('refuses an assertion replayed on the same instance', async () => {
    const a = await daemon.assertion();
    expect((await exchangeClientCredentials(form(a), ctx, store)).status).toBe(200);
    expect(await refusal(form(a))).toMatchObject({ status: 400, error: 'invalid_grant', check: 'assertion-replay' });
  });

  it.each([
    ['aud is another server', { aud: 'https://other.example/oauth' }, {}, /aud must be exactly/],
    ['aud is the token endpoint, not the issuer', { aud: `${ctx.issuer}/token` }, {}, /aud must be exactly/],
    ['it has expired', { exp: Math.floor(Date.now() / 1000) - 120 }, {}, /expired/],
    ['it lives too long', { exp: Math.floor(Date.now() / 1000) + 3600 }, {}, /too long/],
    ['it has no jti', { jti: undefined }, {}, /jti/],
  ])('refuses an assertion when %s', async (_, claims, header, why) => {
    const r = await refusal(form(await daemon.assertion(claims as never, header)));
    expect(r).toMatchObject({ status: 401, error: 'invalid_client', check: 'client-assertion' });
    expect(r.description).toMatch(why);
  });

  it('refuses alg none', async () => {
    const claims = { iss: daemon.clientId, sub: daemon.clientId, aud: ctx.issuer, exp: Math.floor(Date.now() / 1000) + 60, jti: 'none-1' };
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    expect(await refusal(form(unsigned))).toMatchObject({ status: 401, check: 'client-assertion' });
  });

  it('refuses HS256 keyed with the registered public key', async () => {
    const pub = await exportJWK((await generateKeyPair('ES256', { extractable: true })).publicKey);
    const reg = await registerConfidentialClient(
      { token_endpoint_auth_method: 'private_key_jwt', grant_types: [GRANT_CLIENT_CREDENTIALS], jwks: { keys: [pub] } },
      SECRET,
    );
    if (!reg.ok) throw new Error(reg.description);
    const id = reg.body.client_id as string;
    const forged = await new SignJWT({ jti: 'hs-1' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(id)
      .setSubject(id)
      .setAudience(ctx.issuer)
      .setExpirationTime('60s')
      .sign(new TextEncoder().encode(JSON.stringify(pub)));
    const r = await refusal(form(forged));
    expect(r).toMatchObject({ status: 401, check: 'client-assertion' });
    expect(r.description).toMatch(/alg/);
  });

  it('refuses an assertion signed by another key than the registered one', async () => {
    const { privateKey } = await generateKeyPair('ES256');
    const forged = await new SignJWT({ jti: 'other-key' })
      .setProtectedHeader({ alg: 'ES256' })
      .setIssuer(daemon.clientId)
      .setSubject(daemon.clientId)
      .setAudience(ctx.issuer)
      .setExpirationTime('60s')
      .sign(privateKey);
    expect((await refusal(form(forged))).description).toMatch(/signature/);
  });

  it('refuses sub ≠ iss, a different client_id beside it, and a missing assertion', async () => {
    expect(await refusal(form(await daemon.assertion({ sub: 'someone-else' })))).toMatchObject({ check: 'client-assertion' });
    expect((await refusal(form(await daemon.assertion(), { client_id: 'another' }))).description).toMatch(/client_id differs/);
    const bare = new URLSearchParams({ grant_type: GRANT_CLIENT_CREDENTIALS, resource: RESOURCE, client_id: daemon.clientId });
    expect(await refusal(bare)).toMatchObject({ status: 401, error: 'invalid_client', check: 'client-assertion' });
    expect(await refusal(form(await daemon.assertion(), { client_assertion_type: 'urn:other' }))).toMatchObject({ check: 'client-assertion' });
    expect(CLIENT_ASSERTION_TYPE).toMatch(/jwt-bearer$/);
  });

  it('refuses a public (DCR) client and a client not registered for this grant', async () => {
    const pub = await registerClient({ redirect_uris: ['http://127.0.0.1:9/cb'] }, SECRET);
    if (!pub.ok) throw new Error(pub.description);
    const id = pub.body.client_id as string;
    const { privateKey } = await generateKeyPair('ES256');
    const a = await new SignJWT({ jti: 'pub-1' })
      .setProtectedHeader({ alg: 'ES256' })
      .setIssuer(id)
      .setSubject(id)
      .setAudience(ctx.issuer)
      .setExpirationTime('60s')
      .sign(privateKey);
    expect(await refusal(form(a))).toMatchObject({ status: 401, check: 'client-assertion' });
    const enterprise = await confidentialClient([GRANT_JWT_BEARER]);
    expect(await refusal(form(await enterprise.assertion()))).toMatchObject({ status: 400, error: 'unauthorized_client' });
  });

  it('refuses scope escalation and a resource that is not one of this deployment’s doors', async () => {
    expect(await refusal(form(await daemon.assertion(), { scope: 'prompts:read prompts:refine' }))).toMatchObject({ error: 'invalid_scope', check: 'scope' });
    expect(await refusal(form(await daemon.assertion(), { scope: 'offline_access' }))).toMatchObject({ error: 'invalid_scope' });
    expect(await refusal(form(await daemon.assertion(), { resource: 'https://other.example/mcp' }))).toMatchObject({
      error: 'invalid_target',
      check: 'resource',
    });
  });

  it('refuses past the client’s budget of unexpired assertions, saying whose budget it is', async () => {
    const busy = await confidentialClient([GRANT_CLIENT_CREDENTIALS]);
    const own = createMemoryStore();
    for (let i = 0; i < ASSERTIONS_PER_CLIENT; i++) expect((await exchangeClientCredentials(form(await busy.assertion()), ctx, own)).status).toBe(200);
    const r = await exchangeClientCredentials(form(await busy.assertion()), ctx, own);
    expect(r.status).toBe(429);
    expect(String(r.body.error_description)).toMatch(/This client has/);
    // Another client's budget is its own.
    expect((await exchangeClientCredentials(form(await daemon.assertion()), ctx, own)).status).toBe(200);
  });

  it('refuses a registration with a private key, two keys, or an HMAC key', async () => {
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    const base = { token_endpoint_auth_method: 'private_key_jwt', grant_types: [GRANT_CLIENT_CREDENTIALS] };
    const priv = await exportJWK(privateKey);
    expect((await registerConfidentialClient({ ...base, jwks: { keys: [priv] } }, SECRET)).ok).toBe(false);
    const { d: _d, ...pub } = priv;
    expect((await registerConfidentialClient({ ...base, jwks: { keys: [pub, pub] } }, SECRET)).ok).toBe(false);
    expect((await registerConfidentialClient({ ...base, jwks: { keys: [{ kty: 'oct', k: 'c2VjcmV0' }] } }, SECRET)).ok).toBe(false);
  });
});

describe('client credentials across two instances on one Redis', () => {
  let redis: RunningRedis;
  const stores: StateStore[] = [];
  beforeAll(async () => {
    redis = await startRedis();
    stores.push(createRedisStore({ url: redis.url }), createRedisStore({ url: redis.url }));
  });
  afterAll(async () => {
    await Promise.all(stores.map((s) => s.close()));
    await redis?.stop();
  });

  it('accepts an assertion once: replayed on the other instance, or raced on both, exactly one wins', async () => {
    const a = await daemon.assertion();
    expect((await exchangeClientCredentials(form(a), ctx, stores[0])).status).toBe(200);
    const again = await exchangeClientCredentials(form(a), ctx, stores[1]);
    expect(again.body).toMatchObject({ error: 'invalid_grant', check: 'assertion-replay' });

    const raced = await daemon.assertion();
    const both = await Promise.all(stores.map((s) => exchangeClientCredentials(form(raced), ctx, s)));
    expect(both.map((o) => o.status).sort()).toEqual([200, 400]);
  });
});
