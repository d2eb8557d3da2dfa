/** The authorization URL, read parameter by parameter before the browser goes there. */
import type { WalkStep } from '../step';

export const authorizationUrl: WalkStep = {
  id: 'authorization-url',
  title: 'The authorization URL',
  explain:
    'The browser is sent to the issuer with client_id, redirect_uri, the challenge, state, scope — and resource, the URL of the door the token is for (RFC 8707).',
  arrow: { from: 'client', to: 'as', label: 'GET /oauth/authorize?…' },
  keyTrack: 'folded',
  phase: 'authorize',
  requires: ['pkce'],
  run: async () => ({}), // nothing goes on the wire yet: the URL is read first
  view: (d) => (d.pkce ? { kind: 'authorization-url', url: d.pkce.authorizationUrl } : undefined),
};
