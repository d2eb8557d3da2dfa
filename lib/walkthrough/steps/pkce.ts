/** PKCE: a verifier that stays here, its S256 challenge that goes out (made by the SDK, recomputed here). */
import { SCOPE_READ } from '../../vocabulary';
import { startAuthorizationRequest, withOfflineAccess } from '../../oauth-client';
import { need, OAUTH_DOOR, redirectUri, resourceOf, type WalkStep } from '../step';

export const pkceStep: WalkStep = {
  id: 'pkce',
  title: 'PKCE verifier and challenge',
  explain:
    'A random code_verifier stays with the client; code_challenge = base64url(sha256(verifier)) goes out. Whoever redeems the code must show the verifier.',
  arrow: { from: 'client', to: 'client', label: 'verifier → S256 challenge' },
  keyTrack: 'folded',
  phase: 'authorize',
  requires: ['asm', 'client'],
  async run({ origin, data, scope }) {
    const pkce = await startAuthorizationRequest({
      metadata: need(data, 'asm'),
      client: need(data, 'client'),
      redirectUri: redirectUri(origin),
      // offline_access too when the issuer offers it: the refresh step needs a refresh token.
      scope: withOfflineAccess(scope ?? data.challenge?.scope ?? SCOPE_READ, need(data, 'asm')),
      resource: resourceOf(data, origin, OAUTH_DOOR),
    });
    return { pkce };
  },
  view: (d) => (d.pkce ? { kind: 'pkce', pkce: d.pkce } : undefined),
};
