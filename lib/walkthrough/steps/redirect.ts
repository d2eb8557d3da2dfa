/** The redirect back: state and iss checked before the code is trusted. */
import { checkCallback, firstFailure } from '../../oauth-client';
import { need, type WalkStep } from '../step';

export const redirect: WalkStep = {
  id: 'redirect',
  title: 'Redirect back with the code',
  explain:
    'Your browser follows the redirect and carries the code to the client’s redirect_uri. Anyone can send a browser to that address, so before trusting the code the client checks state is the one it sent (the callback answers its own request, not a forged one) and iss is the issuer it talked to (RFC 9207: no mix-up with another issuer’s code).',
  arrow: {
    from: 'browser',
    to: 'client',
    label: 'redirect_uri?code&state&iss',
    note: 'state: no forged callback · iss: no mix-up',
  },
  keyTrack: 'folded',
  phase: 'authorize',
  requires: ['callback', 'pkce', 'asm'],
  async run({ data }) {
    const checks = await checkCallback(need(data, 'callback'), need(data, 'pkce').state, need(data, 'asm'));
    const failed = firstFailure(checks);
    if (failed) throw failed;
    return { callbackChecks: checks };
  },
  view: (d) => (d.callback ? { kind: 'redirect', callback: d.callback, checks: d.callbackChecks } : undefined),
};
