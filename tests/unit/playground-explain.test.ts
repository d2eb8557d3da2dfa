/**
 * Plain-language failures: each row is what the playground really meets (a door's refusal with its
 * check, the SDK's error codes, JSON-RPC errors) and the words and button a person gets for it.
 */
import { describe, expect, it } from 'vitest';
import { explainFailure } from '../../lib/playground/explain';
import type { Failure } from '../../lib/playground/failure';

const sdk401: Failure = {
  message: 'Version negotiation failed: the server requires authorization (HTTP 401)',
  code: 'CLIENT_HTTP_AUTHENTICATION',
  status: 401,
  check: 'credential',
};

describe('explainFailure', () => {
  it.each([
    ['a 401 without a token on the OAuth door', sdk401, 'oauth', /carried none/, /Sign in/, 'sign-in'],
    ['an expired token', { ...sdk401, check: 'exp', challengeError: 'invalid_token' }, 'oauth', /^The token has expired\.$/, /Sign in again/, 'sign-in'],
    [
      'a token for another server',
      { ...sdk401, check: 'aud', challengeError: 'invalid_token' },
      'oauth',
      /audience \(aud\) is not this door/,
      /Sign in again/,
      'sign-in',
    ],
    ['the SDK’s 401 code with no HTTP status seen', { message: 'x', code: 'CLIENT_HTTP_AUTHENTICATION' }, 'oauth', /carried none/, /Sign in/, 'sign-in'],
    ['a 401 on the key door without a key', { ...sdk401, check: 'credential' }, 'key', /asks for the shared key/, /demo key/, 'enter-key'],
    ['a wrong key', { ...sdk401, check: 'key' }, 'key', /not this deployment’s shared key/, /Paste the right key/, 'enter-key'],
    [
      '403 insufficient_scope',
      {
        message: 'x',
        code: 'CLIENT_HTTP_FORBIDDEN',
        status: 403,
        check: 'scope',
        challengeError: 'insufficient_scope',
        challengeScope: 'prompts:read prompts:refine',
      },
      'oauth',
      /scope “prompts:read prompts:refine”/,
      /^Step up: approve the wider scope \(prompts:refine\)/,
      'step-up',
    ],
    ['a 403 from the Origin check', { message: 'x', status: 403 }, 'open', /Origin or Host/, /MCP_ALLOWED_ORIGINS/, undefined],
    ['a rate limit', { message: 'x', status: 429, retryAfterS: 12 }, 'open', /rate limit/, /^Wait 12 s/, undefined],
    ['an unreachable issuer key set', { message: 'x', status: 503, check: 'issuer-keys' }, 'oauth', /signing keys/, /not your token/, undefined],
    [
      'version negotiation in pin mode',
      { message: 'Version negotiation failed: …', code: 'ERA_NEGOTIATION_FAILED' },
      'open',
      /did not agree on a protocol version/,
      /other protocol era/,
      'other-era',
    ],
    ['invalid params', { message: 'Input validation error', code: -32602 }, 'open', /refused the arguments/, /names the field/, undefined],
    ['a network failure', { message: 'Failed to fetch' }, 'open', /could not reach the server/, /reconnect/, undefined],
  ] as const)('%s', (_name, failure, door, what, whatToDo, action) => {
    const e = explainFailure(failure as Failure, door);
    expect(e.what).toMatch(what);
    expect(e.whatToDo).toMatch(whatToDo);
    expect(e.action).toBe(action);
  });

  it('never shows the SDK’s jargon as the explanation', () => {
    const e = explainFailure(sdk401, 'oauth');
    expect(`${e.what} ${e.whatToDo}`).not.toMatch(/CLIENT_HTTP|negotiation/i);
  });
});
