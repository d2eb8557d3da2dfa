/** The code redeemed with the verifier, the same redirect_uri and the resource: a token bound to this door. */
import { OAUTH_DOOR, redeem } from '../oauth-steps';
import { need, resourceOf, type WalkStep } from '../step';

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
    const asm = need(data, 'asm');
    const resource = resourceOf(data, origin, OAUTH_DOOR);
    return {
      token: await redeem(tap.fetch, origin, String(asm.issuer), asm, need(data, 'client'), need(data, 'callback'), need(data, 'pkce').verifier, resource),
    };
  },
  view: (d) => ({
    kind: 'facts',
    rows: [
      ['token_type', d.token?.token_type ?? 'Bearer'],
      ['scope', d.token?.scope],
      ['expires_in', d.token?.expires_in ? `${d.token.expires_in} s` : undefined],
    ],
  }),
};
