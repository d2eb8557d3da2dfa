import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkToken, NO_WEB_CRYPTO } from '../../lib/jwt/checks';
import { CHECK_IDS, CHECK_LABELS } from '../../lib/vocabulary';

const ISSUER = 'http://localhost:3000/oauth';
const AUDIENCE = 'http://localhost:3000/api/mcp/oauth';

async function setup() {
  const { privateKey, publicKey } = await generateKeyPair('EdDSA', { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'EdDSA' };
  const sign = (typ: string | undefined) => {
    const jwt = new SignJWT({ scope: 'prompts:read' }).setIssuer(ISSUER).setAudience(AUDIENCE).setIssuedAt().setExpirationTime('5m');
    return jwt.setProtectedHeader({ alg: 'EdDSA', kid: 'k1', ...(typ ? { typ } : {}) }).sign(privateKey);
  };
  const expect_ = { issuer: ISSUER, jwks: { keys: [jwk] }, audience: AUDIENCE, algorithms: ['EdDSA'], requiredScope: 'prompts:read' };
  return { sign, expect_ };
}

describe('the browser lists the checks a door makes, with the shared ids and labels', () => {
  it('an access token (typ at+jwt) passes every check, listed in the door’s order', async () => {
    const { sign, expect_ } = await setup();
    const checks = await checkToken(await sign('at+jwt'), expect_);
    expect(checks.map((c) => c.id)).toEqual(['alg', 'signature', 'typ', 'iss', 'aud', 'exp', 'nbf', 'scope']);
    expect(checks.map((c) => c.id)).toEqual(CHECK_IDS.filter((id) => checks.some((c) => c.id === id)));
    for (const c of checks) expect(c.label).toBe(CHECK_LABELS[c.id]);
    expect(checks.filter((c) => c.verdict !== 'pass')).toEqual([]);
  });

  it('a token typed JWT, or not typed, fails the typ check alone', async () => {
    const { sign, expect_ } = await setup();
    for (const typ of ['JWT', undefined]) {
      const checks = await checkToken(await sign(typ), expect_);
      expect(checks.filter((c) => c.verdict === 'fail').map((c) => c.id)).toEqual(['typ']);
    }
  });

  it('application/at+jwt counts as at+jwt, as it does for the door (jose)', async () => {
    const { sign, expect_ } = await setup();
    const checks = await checkToken(await sign('application/at+jwt'), expect_);
    expect(checks.find((c) => c.id === 'typ')?.verdict).toBe('pass');
  });

  it('where the door does not require at+jwt, the typ check is skipped, not failed', async () => {
    const { sign, expect_ } = await setup();
    const checks = await checkToken(await sign('JWT'), { ...expect_, requireAtJwt: false });
    expect(checks.find((c) => c.id === 'typ')?.verdict).toBe('skip');
  });

  it('on a page without Web Crypto (plain http off loopback) the signature is said to be unchecked, not failed, and the other checks still run', async () => {
    const { sign, expect_ } = await setup();
    const token = await sign('at+jwt');
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: real.getRandomValues.bind(real) });
    const checks = await checkToken(token, expect_);
    expect(checks.find((c) => c.id === 'signature')).toMatchObject({ verdict: 'skip', detail: NO_WEB_CRYPTO });
    expect(checks.filter((c) => c.verdict === 'fail')).toEqual([]);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});
