/**
 * Enterprise-managed authorization as functions: the stand-in IdP signs the user in, its token exchange
 * applies the admin's policy and grants an ID-JAG, and the issuer redeems it with the JWT bearer grant.
 * Every forged, replayed, misdirected or over-reaching ID-JAG is refused; replay is tried across two
 * instances sharing one real Redis.
 */
import { randomUUID } from 'node:crypto';
import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idpSignIn, idpTokenExchange } from '../../../lib/auth/authorization-server/idp/token-exchange';
import { mintIdJag } from '../../../lib/auth/authorization-server/idp/id-tokens';
import { exchangeIdJag } from '../../../lib/auth/authorization-server/jwt-bearer-grant';
import { signingKey } from '../../../lib/auth/authorization-server/keys';
import { mintAccessToken } from '../../../lib/auth/authorization-server/access-token';
import { createMemoryStore, type StateStore } from '../../../lib/state';
import { createRedisStore } from '../../../lib/state/redis-store';
import {
  GRANT_CLIENT_CREDENTIALS,
  GRANT_JWT_BEARER,
  GRANT_TOKEN_EXCHANGE,
  ID_JAG_TYP,
  IDP_DEMO_USER,
  TOKEN_TYPE_ID_JAG,
  TOKEN_TYPE_ID_TOKEN,
} from '../../../lib/vocabulary';
import { type RunningRedis, startRedis } from '../../helpers/redis';
import { assertionFields, confidentialClient, ctx, ORIGIN, RESOURCE, SECRET, type TestClient } from './extension-grants-kit';

const IDP = ctx.urls.idp;
let client: TestClient;
let idToken: string;
beforeAll(async () => {
  client = await confidentialClient([GRANT_JWT_BEARER]);
  const signIn = await idpSignIn(new URLSearchParams({ client_id: client.clientId }), ctx);
  idToken = signIn.body.id_token as string;
});

const exchangeForm = (assertion: string, more: Record<string, string> = {}) =>
  new URLSearchParams({
    grant_type: GRANT_TOKEN_EXCHANGE,
    requested_token_type: TOKEN_TYPE_ID_JAG,
    subject_token: idToken,
    subject_token_type: TOKEN_TYPE_ID_TOKEN,
    audience: ctx.issuer,
    resource: RESOURCE,
    scope: 'prompts:read',
    ...assertionFields(assertion),
    ...more,
  });

const bearerForm = (idJag: string, assertion: string, more: Record<string, string> = {}) =>
  new URLSearchParams({ grant_type: GRANT_JWT_BEARER, assertion: idJag, ...assertionFields(assertion), ...more });

async function idJag(store: StateStore): Promise<string> {
  const out = await idpTokenExchange(exchangeForm(await client.assertion({ aud: IDP })), ctx, store);
  if (out.status !== 200) throw new Error(JSON.stringify(out.body));
  return out.body.access_token as string;
}

describe('enterprise-managed authorization: the whole grant', () => {
  it('ID token → ID-JAG (policy applied) → access token for the user, bound to the door', async () => {
    const store = createMemoryStore();
    expect(decodeJwt(idToken)).toMatchObject({ iss: IDP, sub: IDP_DEMO_USER.sub, aud: client.clientId });
    const ex = await idpTokenExchange(exchangeForm(await client.assertion({ aud: IDP })), ctx, store);
    expect(ex.status, JSON.stringify(ex.body)).toBe(200);
    expect(ex.body).toMatchObject({ issued_token_type: TOKEN_TYPE_ID_JAG, token_type: 'N_A', scope: 'prompts:read' });
    const jag = ex.body.access_token as string;
    expect(decodeProtectedHeader(jag).typ).toBe(ID_JAG_TYP);
    expect(decodeJwt(jag)).toMatchObject({ iss: IDP, sub: IDP_DEMO_USER.sub, aud: ctx.issuer, resource: RESOURCE, client_id: client.clientId });

    const out = await exchangeIdJag(bearerForm(jag, await client.assertion()), ctx, store);
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    const key = await signingKey(SECRET);
    const { payload } = await jwtVerify(out.body.access_token as string, createLocalJWKSet({ keys: [key.publicJwk] }), {
      issuer: ctx.issuer,
      audience: RESOURCE,
    });
    expect(payload).toMatchObject({ sub: IDP_DEMO_USER.sub, client_id: client.clientId, scope: 'prompts:read' });
  });
});

describe('the IdP’s token exchange: what the admin’s policy refuses', () => {
  const store = createMemoryStore();
  const refuse = async (more: Record<string, string>, aud = IDP) =>
    (await idpTokenExchange(exchangeForm(await client.assertion({ aud }), more), ctx, store)).body;

  it.each([
    ['a scope the admin did not allow', { scope: 'prompts:read prompts:refine' }, 'invalid_scope'],
    ['another authorization server as audience', { audience: 'https://other.example/oauth' }, 'invalid_target'],
    ['a resource the admin did not allow', { resource: `${ORIGIN}/api/mcp/key` }, 'invalid_target'],
    ['a resource of another server', { resource: 'https://other.example/mcp' }, 'invalid_target'],
  ])('refuses %s', async (_, more, error) => {
    expect(await refuse(more)).toMatchObject({ error, check: 'policy' });
  });

  it('refuses without client authentication, with the issuer’s audience, and with an ID token of another client', async () => {
    const bare = exchangeForm('x');
    bare.delete('client_assertion');
    expect((await idpTokenExchange(bare, ctx, store)).body).toMatchObject({ error: 'invalid_client' });
    expect(await refuse({}, ctx.issuer)).toMatchObject({ error: 'invalid_client', check: 'client-assertion' });
    const other = await confidentialClient([GRANT_JWT_BEARER]);
    const stolen = await idpTokenExchange(exchangeForm(await other.assertion({ aud: IDP })), ctx, store);
    expect(stolen.body).toMatchObject({ error: 'invalid_grant', check: 'id-jag' });
  });

  it('signs in only clients registered for the enterprise flow', async () => {
    const daemon = await confidentialClient([GRANT_CLIENT_CREDENTIALS]);
    expect((await idpSignIn(new URLSearchParams({ client_id: daemon.clientId }), ctx)).body).toMatchObject({ error: 'invalid_client' });
  });
});

describe('the issuer’s JWT bearer grant: ID-JAGs it refuses', () => {
  const store = createMemoryStore();
  const redeem = async (jag: string, more: Record<string, string> = {}) =>
    (await exchangeIdJag(bearerForm(jag, await client.assertion(), more), ctx, store)).body;
  const forge = (claims: Record<string, unknown>, typ = ID_JAG_TYP, purpose: 'idp-signing-key' | 'signing-key' = 'idp-signing-key') =>
    signingKey(SECRET, purpose).then((k) =>
      new SignJWT({
        iss: IDP,
        sub: IDP_DEMO_USER.sub,
        aud: ctx.issuer,
        client_id: client.clientId,
        resource: RESOURCE,
        scope: 'prompts:read',
        jti: randomUUID(),
        iat: Math.floor(Date.now() / 1000),
        exp: Math.floor(Date.now() / 1000) + 60,
        ...claims,
      })
        .setProtectedHeader({ alg: 'EdDSA', typ, kid: k.kid })
        .sign(k.privateKey),
    );

  it('refuses a replayed ID-JAG', async () => {
    const jag = await idJag(store);
    expect((await exchangeIdJag(bearerForm(jag, await client.assertion()), ctx, store)).status).toBe(200);
    expect(await redeem(jag)).toMatchObject({ error: 'invalid_grant', check: 'assertion-replay' });
  });

  it.each([
    ['for another authorization server', { aud: 'https://other.example/oauth' }, /aud/],
    ['for another MCP server', { resource: 'https://other.example/mcp' }, /resource/],
    ['issued to another client', { client_id: 'someone-else' }, /another client/],
    ['expired', { exp: Math.floor(Date.now() / 1000) - 120 }, /expired/],
    ['living too long', { exp: Math.floor(Date.now() / 1000) + 3600 }, /too long/],
    ['from another issuer', { iss: 'https://idp.other.example' }, /iss/],
  ])('refuses an ID-JAG %s', async (_, claims, why) => {
    const body = await redeem(await forge(claims));
    expect(body).toMatchObject({ error: 'invalid_grant', check: 'id-jag' });
    expect(String(body.error_description)).toMatch(why);
  });

  it('refuses an ID token, an access token, or a JWT signed with the issuer’s key, as an ID-JAG', async () => {
    expect(await redeem(idToken)).toMatchObject({ check: 'id-jag' });
    expect(await redeem(await forge({}, 'JWT'))).toMatchObject({ check: 'id-jag' });
    expect(await redeem(await forge({}, ID_JAG_TYP, 'signing-key'))).toMatchObject({ check: 'id-jag' });
    const at = await mintAccessToken(SECRET, {
      issuer: ctx.issuer,
      subject: 'x',
      audience: ctx.issuer,
      scope: 'prompts:read',
      clientId: client.clientId,
      ttlS: 60,
    });
    expect(await redeem(at)).toMatchObject({ check: 'id-jag' });
  });

  it('refuses alg none', async () => {
    const claims = {
      iss: IDP,
      sub: 'u',
      aud: ctx.issuer,
      client_id: client.clientId,
      resource: RESOURCE,
      scope: 'prompts:read',
      jti: 'n',
      exp: Math.floor(Date.now() / 1000) + 60,
    };
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: ID_JAG_TYP })).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    expect(await redeem(unsigned)).toMatchObject({ check: 'id-jag' });
  });

  it('refuses scope escalation beyond the ID-JAG, and issues a narrower scope when asked', async () => {
    expect(await redeem(await idJag(store), { scope: 'prompts:read prompts:refine' })).toMatchObject({ error: 'invalid_scope' });
    expect(await redeem(await forge({ scope: 'prompts:read admin' }))).toMatchObject({ check: 'id-jag' });
  });

  it('refuses a client not authenticated for this issuer', async () => {
    const jag = await idJag(store);
    expect((await exchangeIdJag(bearerForm(jag, await client.assertion({ aud: IDP })), ctx, store)).body).toMatchObject({ check: 'client-assertion' });
  });
});

describe('ID-JAGs across two instances on one Redis', () => {
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

  it('redeems an ID-JAG once: replayed on the other instance it is refused; raced on both, one wins', async () => {
    const jag = await idJag(stores[0]);
    expect((await exchangeIdJag(bearerForm(jag, await client.assertion()), ctx, stores[0])).status).toBe(200);
    expect((await exchangeIdJag(bearerForm(jag, await client.assertion()), ctx, stores[1])).body).toMatchObject({ check: 'assertion-replay' });
    const raced = await mintIdJag(SECRET, {
      idp: IDP,
      sub: IDP_DEMO_USER.sub,
      audience: ctx.issuer,
      clientId: client.clientId,
      resource: RESOURCE,
      scope: 'prompts:read',
    });
    const both = await Promise.all(stores.map(async (s) => (await exchangeIdJag(bearerForm(raced, await client.assertion()), ctx, s)).status));
    expect(both.sort()).toEqual([200, 400]);
  });
});
