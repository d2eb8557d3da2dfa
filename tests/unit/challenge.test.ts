/**
 * The doors' challenges come from the SDK's bearerAuthChallengeResponse, its quoting included: a bare
 * one (no credential) is the SDK's minus the error it always names, which relies on the SDK writing
 * that error first (pinned here, so an SDK upgrade that changes it fails here, not in production).
 */
import { bearerAuthChallengeResponse, OAuthError, OAuthErrorCode } from '@modelcontextprotocol/server';
import { describe, expect, it } from 'vitest';
import { missingCredentialResponse, refusalResponse } from '../../lib/auth/resource-server/challenge';

describe('challenges', () => {
  it('the SDK starts the challenge of an empty invalid_token with its error, then scope and resource_metadata', () => {
    const res = bearerAuthChallengeResponse(new OAuthError(OAuthErrorCode.InvalidToken, ''), { requiredScopes: ['a'], resourceMetadataUrl: 'https://x/m' });
    expect(res.headers.get('www-authenticate')).toBe('Bearer error="invalid_token", error_description="", scope="a", resource_metadata="https://x/m"');
  });

  it('a missing credential: no error code, the SDK’s quoting of every value', () => {
    const res = missingCredentialResponse({ scopes: ['prompts:read'], resourceMetadataUrl: 'https://x/"m"' }, 'missing token');
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer scope="prompts:read", resource_metadata="https://x/\\"m\\""');
  });

  it('a realm comes first; with nothing else the challenge is the realm alone', () => {
    expect(missingCredentialResponse({ scopes: [], realm: 'r' }, 'missing key').headers.get('www-authenticate')).toBe('Bearer realm="r"');
    const refused = refusalResponse(new OAuthError(OAuthErrorCode.InvalidToken, 'bad "key"'), { scopes: [], realm: 'r' });
    expect(refused.headers.get('www-authenticate')).toBe('Bearer realm="r", error="invalid_token", error_description="bad \\"key\\""');
  });
});
