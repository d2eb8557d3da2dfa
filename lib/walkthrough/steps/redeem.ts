/** The code redeemed with the verifier, the same redirect_uri and the resource: a token bound to this door. */
import { redeemCode } from '../../oauth-client';
import { glimpse, need, OAUTH_DOOR, redirectUri, resourceOf, type WalkStep } from '../step';

export const redeemStep: WalkStep = {
  id: 'redeem',
  title: 'Redeem the code',
  explain:
    'The code plus the verifier, the same redirect_uri and resource. The issuer checks sha256(verifier) against the challenge and issues a short-lived JWT with aud = resource.',
  arrow: { from: 'client', to: 'as', label: 'POST /oauth/token (code, verifier, resource)', reply: 'access_token' },
  keyTrack: 'folded',
  phase: 'authorize',
  requires: ['asm', 'client', 'callback', 'pkce'],
  async run({ tap, origin, data }) {
    const token = await redeemCode(tap.fetch, {
      metadata: need(data, 'asm'),
      client: need(data, 'client'),
      callback: need(data, 'callback'),
      verifier: need(data, 'pkce').verifier,
      redirectUri: redirectUri(origin),
      resource: resourceOf(data, origin, OAUTH_DOOR),
    });
    return { token };
  },
  view: (d) => ({
    kind: 'facts',
    rows: [
      ['token_type', d.token?.token_type ?? 'Bearer'],
      ['scope', d.token?.scope],
      ['expires_in', d.token?.expires_in ? `${d.token.expires_in} s` : undefined],
      ['refresh_token', glimpse(d.token?.refresh_token), 'Because the request asked for offline_access: what the refresh step trades for a new pair.'],
    ],
  }),
};
