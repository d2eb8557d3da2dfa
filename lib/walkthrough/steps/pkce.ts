/** PKCE: a verifier that stays here, its S256 challenge that goes out (made by the SDK, recomputed here). */
import { SCOPE_READ } from '../../vocabulary';
import { OAUTH_DOOR, preparePkce } from '../oauth-steps';
import { need, resourceOf, type WalkStep } from '../step';

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
    const asm = need(data, 'asm');
    const wanted = scope ?? data.challenge?.scope ?? SCOPE_READ;
    return { pkce: await preparePkce(origin, String(asm.issuer), asm, need(data, 'client'), resourceOf(data, origin, OAUTH_DOOR), wanted) };
  },
  view: (d) => (d.pkce ? { kind: 'pkce', pkce: d.pkce } : undefined),
};
