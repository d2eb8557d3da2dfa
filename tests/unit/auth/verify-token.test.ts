/**
 * The door's token check against the issuer's key set (handed over, as the doors are): a good token becomes the caller's
 * identity; each broken one is refused with the description naming the check it failed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { base64url, createLocalJWKSet, SignJWT } from 'jose';
import { LAB_CLAIM } from '../../../lib/vocabulary';
import { type VerifyContext, verifyAccessToken } from '../../../lib/auth/resource-server/verify-token';
import { AUDIENCE, ISSUER, type LocalIssuer, localIssuer, signHs256, tamper, unsigned } from '../../helpers/local-issuer';

let issuer: LocalIssuer;
let ctx: VerifyContext;

beforeAll(async () => {
  issuer = await localIssuer();
  ctx = {
    issuer: ISSUER,
    keys: createLocalJWKSet(issuer.jwks),
    audience: AUDIENCE,
    algorithms: ['EdDSA', 'ES256', 'RS256'],
    requireAtJwt: true,
    clockToleranceS: 30,
  };
});

const now = () => Math.floor(Date.now() / 1000);

describe('verifyAccessToken', () => {
  it('turns a good token into the caller: client, scopes, expiry, resource', async () => {
    const info = await verifyAccessToken(await issuer.sign({ scope: 'prompts:read prompts:refine' }), ctx);
    expect(info).toMatchObject({
      clientId: 'c1',
      scopes: ['prompts:read', 'prompts:refine'],
      resource: new URL(AUDIENCE),
      extra: { iss: ISSUER, sub: 'someone' },
    });
    expect(info.expiresAt).toBeGreaterThan(now());
  });

  it.each([
    ['a token for another door', () => issuer.sign({ aud: 'https://rs.test/api/mcp' }), /^wrong audience/],
    ['a token from another issuer', () => issuer.sign({ iss: 'https://evil.test' }), /^wrong issuer/],
    ['an expired token', () => issuer.sign({ exp: now() - 3600 }), /^expired/],
    ['a token not valid yet', () => issuer.sign({ nbf: now() + 3600 }), /^not yet valid/],
    ['a token changed after signing', async () => tamper(await issuer.sign(), { aud: AUDIENCE, scope: 'prompts:refine' }), /^bad signature/],
    ['an ID token (no typ at+jwt)', () => issuer.sign({}, { typ: 'JWT' }), /^wrong token type/],
    ['an HS256 token', () => signHs256({ iss: ISSUER, aud: AUDIENCE, exp: now() + 60 }), /^algorithm not allowed/],
    ['an unsigned token', async () => unsigned({ iss: ISSUER, aud: AUDIENCE, exp: now() + 60 }), /^algorithm not allowed/],
    ['a lab token, valid in every other way', () => issuer.sign({ [LAB_CLAIM]: 'expired' }), /^lab token/],
    ['two parts only', async () => 'a.b', /^malformed/],
  ])('refuses %s, naming the check', async (_name, make, description) => {
    await expect(verifyAccessToken(await make(), ctx)).rejects.toMatchObject({ code: 'invalid_token', message: expect.stringMatching(description) });
  });

  it('refuses a token with no aud under the audience check: a token for no one is not for this door (RFC 8707)', async () => {
    await expect(verifyAccessToken(await issuer.sign({ aud: undefined }), ctx)).rejects.toMatchObject({
      check: 'aud',
      message: `no audience: this door accepts only tokens for ${AUDIENCE} (RFC 8707)`,
    });
  });

  it('refuses a token with no iss under the issuer check', async () => {
    await expect(verifyAccessToken(await issuer.sign({ iss: undefined }), ctx)).rejects.toMatchObject({ check: 'iss' });
  });

  it('refuses HS256 keyed with the issuer’s own public key (algorithm confusion, RFC 8725 §2.1) under the alg check', async () => {
    const x = issuer.jwks.keys[0]?.x ?? '';
    const forged = await new SignJWT({ iss: ISSUER, aud: AUDIENCE, sub: 'someone', scope: 'prompts:read prompts:refine' })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt', kid: issuer.jwks.keys[0]?.kid })
      .setExpirationTime('5m')
      .sign(base64url.decode(x));
    await expect(verifyAccessToken(forged, ctx)).rejects.toMatchObject({ check: 'alg', message: expect.stringMatching(/^algorithm not allowed/) });
  });

  it('refuses a token with no exp, since a door cannot know when to stop trusting it', async () => {
    await expect(verifyAccessToken(await issuer.sign({ exp: undefined }), ctx)).rejects.toMatchObject({ message: 'malformed: the exp claim is missing' });
  });
});
