/** The authorization URL, read parameter by parameter before the browser goes there. */
import type { WalkStep } from '../step';

export const authorizationUrl: WalkStep = {
  id: 'authorization-url',
  title: 'The authorization URL',
  explain:
    'The client does not call the issuer here: it sends your browser there, with client_id, redirect_uri, the challenge, state, scope — and resource, the URL of the door the token is for (RFC 8707). Everything in this URL passes through the browser, so none of it is secret.',
  // Nothing goes to the issuer from the client itself: it hands the URL to the browser, which goes there.
  arrow: { from: 'client', to: 'browser', label: 'open /oauth/authorize?… (state, challenge, resource)' },
  keyTrack: 'folded',
  phase: 'authorize',
  requires: ['pkce'],
  run: async () => ({}), // nothing goes on the wire yet: the URL is read first
  view: (d) => (d.pkce ? { kind: 'authorization-url', url: d.pkce.authorizationUrl } : undefined),
};
