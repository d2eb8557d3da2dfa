/** Each exchange of a real client's OAuth dance is labelled with the walkthrough step it is; others are not. */
import { describe, expect, it } from 'vitest';
import { positionOf, stepById } from '../../../lib/walkthrough/steps';
import { observedStep, type StepEvidence } from '../../../lib/walkthrough/observed-step';

const challenge = 'Bearer resource_metadata="http://x/.well-known/oauth-protected-resource/o/abc/api/mcp/oauth", scope="prompts:read"';

const cases: [string, StepEvidence, string | undefined][] = [
  ['the 401 with a metadata pointer', { method: 'POST', path: '/api/mcp/oauth', status: 401, bearer: false, challenge }, 'first-call'],
  [
    'protected-resource metadata',
    { method: 'GET', path: '/.well-known/oauth-protected-resource/api/mcp/oauth', status: 200, bearer: false },
    'resource-metadata',
  ],
  ['authorization-server metadata', { method: 'GET', path: '/.well-known/oauth-authorization-server/oauth', status: 200, bearer: false }, 'server-metadata'],
  ['an OpenID discovery guess', { method: 'GET', path: '/.well-known/openid-configuration/oauth', status: 404, bearer: false }, 'server-metadata'],
  ['registration', { method: 'POST', path: '/oauth/register', status: 201, bearer: false }, 'register'],
  ['the authorization request', { method: 'GET', path: '/oauth/authorize', status: 303, bearer: false }, 'authorization-url'],
  ['the consent page', { method: 'GET', path: '/oauth/consent', status: 200, bearer: false }, 'consent'],
  ['the consent answer, redirecting back with the code', { method: 'POST', path: '/oauth/authorize', status: 303, bearer: false }, 'redirect'],
  ['the code redeemed', { method: 'POST', path: '/oauth/token', status: 200, bearer: false }, 'redeem'],
  ['a call with the token', { method: 'POST', path: '/api/mcp/oauth', status: 200, bearer: true }, 'call-with-token'],
  ['a refused call with a token (403)', { method: 'POST', path: '/api/mcp/oauth', status: 403, bearer: true }, 'call-with-token'],
  ['the open door', { method: 'POST', path: '/api/mcp', status: 200, bearer: false }, undefined],
  [
    'the key door without a key (no metadata pointer)',
    { method: 'POST', path: '/api/mcp/key', status: 401, bearer: false, challenge: 'Bearer realm="x"' },
    undefined,
  ],
  ['the key door with its key', { method: 'POST', path: '/api/mcp/key', status: 200, bearer: true }, undefined],
  ['the JWKS', { method: 'GET', path: '/oauth/jwks', status: 200, bearer: false }, undefined],
];

describe('observedStep', () => {
  it.each(cases)('%s', (_name, evidence, id) => {
    const step = observedStep(evidence);
    if (!id) return expect(step).toBeUndefined();
    expect(step).toEqual({ id, n: positionOf(id), title: stepById(id)?.title });
  });

  it('numbers registration 5, as the walkthrough does', () => {
    expect(observedStep({ method: 'POST', path: '/oauth/register', status: 201, bearer: false })).toMatchObject({ n: 5, title: 'Register the client' });
  });
});
