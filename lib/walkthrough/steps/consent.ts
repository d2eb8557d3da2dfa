/**
 * Consent, the one step a person takes: the issuer's page opens in a window, they approve or deny.
 * A denial, or a request the issuer refused before asking, ends the flow: the page says why.
 */
import { RefusedBeforeAsking, refusedConsent } from '../../oauth-client';
import { need, StepFailure, type WalkStep } from '../step';

export const consent: WalkStep = {
  id: 'consent',
  title: 'Consent',
  explain:
    'Your browser opens the authorization URL at the issuer, which shows who is asking, for which resource and scopes. Here there is no account to sign in to; you approve or deny, and the issuer answers your browser with a redirect.',
  arrow: { from: 'browser', to: 'as', label: 'GET /oauth/authorize?… · you approve', reply: '302 to redirect_uri' },
  keyTrack: 'folded',
  phase: 'authorize',
  person: { action: 'Open the consent page', waiting: 'Waiting for you in the consent window…' },
  requires: ['pkce'],
  async run({ data, person, signal }) {
    let callback: Awaited<ReturnType<typeof person.consent>>;
    try {
      callback = await person.consent(need(data, 'pkce').authorizationUrl, signal);
    } catch (err) {
      if (!(err instanceof RefusedBeforeAsking)) throw err;
      throw new StepFailure(
        `The issuer refused the request before asking you: ${err.error} — ${err.description}. It showed this in the consent window and sent nothing back to the client: until you act on its page, this issuer never redirects.`,
        true,
      );
    }
    const refused = refusedConsent(callback);
    if (refused) throw new StepFailure(`${refused} No token can be had from this request; Reset to start again.`, true);
    return { callback };
  },
  view: (d) => (d.callback ? { kind: 'redirect', callback: d.callback } : undefined),
};
