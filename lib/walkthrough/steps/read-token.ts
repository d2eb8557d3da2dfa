/** The token read (a JWT anyone holding it may decode) and left for the tab's other pages. */
import { need, type WalkStep } from '../step';

export const readToken: WalkStep = {
  id: 'read-token',
  title: 'Read the token',
  explain: 'The access token is a JWT: iss, sub, aud, scope, exp. The client may read it; only the door must verify it.',
  arrow: { from: 'client', to: 'client', label: 'decode JWT' },
  keyTrack: 'folded',
  phase: 'use',
  requires: ['token'],
  async run({ data, handOff }) {
    handOff(need(data, 'token').access_token); // for the tour's JWT chapter and the playground (this tab only)
    return {};
  },
  view: (d) => (d.token ? { kind: 'token', token: d.token.access_token } : undefined),
};
