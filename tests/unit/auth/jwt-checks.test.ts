/** The JWT lab's verdicts: every check is listed, and a broken token fails exactly the check it breaks. */
import { beforeAll, describe, expect, it } from 'vitest';
import { type Check, checkToken, type Expectations } from '../../../lib/jwt/checks';
import { AUDIENCE, ISSUER, type LocalIssuer, localIssuer, signHs256, tamper } from '../../helpers/local-issuer';

let issuer: LocalIssuer;
let expected: Expectations;
const verdicts = (checks: Check[]) => Object.fromEntries(checks.map((c) => [c.id, c.verdict]));
const ALL_PASS = { alg: 'pass', signature: 'pass', typ: 'pass', iss: 'pass', aud: 'pass', exp: 'pass', nbf: 'pass', scope: 'pass' };

beforeAll(async () => {
  issuer = await localIssuer();
  expected = { issuer: ISSUER, jwks: issuer.jwks, audience: AUDIENCE, algorithms: ['EdDSA', 'ES256', 'RS256'], requiredScope: 'prompts:read' };
});

describe('checkToken', () => {
  it('passes every check for a good token, naming the key that verified it', async () => {
    const checks = await checkToken(await issuer.sign(), expected);
    expect(verdicts(checks)).toEqual(ALL_PASS);
    expect(checks.find((c) => c.id === 'signature')?.detail).toContain('test-key');
  });

  const now = () => Math.floor(Date.now() / 1000);
  it.each([
    ['a token for another door', () => issuer.sign({ aud: 'https://rs.test/api/mcp/key' }), { aud: 'fail' }],
    ['a token from another issuer', () => issuer.sign({ iss: 'https://evil.test' }), { iss: 'fail' }],
    ['an expired token', () => issuer.sign({ exp: now() - 3600 }), { exp: 'fail' }],
    ['a token not valid yet', () => issuer.sign({ nbf: now() + 3600 }), { nbf: 'fail' }],
    ['a read-less token', () => issuer.sign({ scope: 'other' }), { scope: 'fail' }],
    ['a token changed after signing', async () => tamper(await issuer.sign(), { scope: 'prompts:read prompts:refine' }), { signature: 'fail' }],
    ['a token signed by another key', async () => (await localIssuer()).sign(), { signature: 'fail' }],
    ['an ID token (typ JWT), not an access token', () => issuer.sign({}, { typ: 'JWT' }), { typ: 'fail' }],
  ])('fails only the broken check for %s', async (_name, make, broken) => {
    expect(verdicts(await checkToken(await make(), expected))).toEqual({ ...ALL_PASS, ...broken });
  });

  it('skips the signature when the algorithm is not allowed', async () => {
    const checks = await checkToken(await signHs256({ iss: ISSUER, aud: AUDIENCE, exp: now() + 60, scope: 'prompts:read' }), expected);
    expect(verdicts(checks)).toMatchObject({ alg: 'fail', signature: 'skip' });
  });

  it('still accepts an exp just past within the clock tolerance, and no further', async () => {
    const justPast = await issuer.sign({ exp: now() - 10 });
    expect(verdicts(await checkToken(justPast, { ...expected, clockToleranceS: 30 })).exp).toBe('pass');
    expect(verdicts(await checkToken(justPast, { ...expected, clockToleranceS: 0 })).exp).toBe('fail');
  });

  it('answers one format failure for something that is not a JWT', async () => {
    expect(await checkToken('not-a-jwt', expected)).toEqual([expect.objectContaining({ id: 'format', verdict: 'fail' })]);
  });
});
