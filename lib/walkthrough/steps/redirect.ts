/** The redirect back: state and iss checked before the code is trusted. */
import { checkCallback, firstFailure } from '../../oauth-client';
import { need, type WalkStep } from '../step';

export const redirect: WalkStep = {
  id: 'redirect',
  title: 'Redirect back with the code',
  explain: 'The client checks state is the one it sent (no forged callback) and iss is the issuer it talked to (RFC 9207, no mix-up).',
  arrow: { from: 'as', to: 'client', label: '302 redirect_uri?code&state&iss' },
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
