/**
 * The playground's Sign in is one click: discovery, registration, PKCE, consent, the code redeemed and
 * the reconnect all follow from one press. When the browser blocks the consent window anyway, it stops
 * before consent, where the page's "Open the consent page" (a click of the reader's own) takes over.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlaygroundSignIn } from '../../../lib/playground/sign-in';
import { PlaygroundSession } from '../../../lib/playground/session';
import { approving, fakeNetwork, ORIGIN, TOKEN } from '../walkthrough/fake-issuer';

afterEach(() => vi.unstubAllGlobals());

describe('one-click sign-in', () => {
  it('goes from the 401 to connected with the token on one call, asking the person once', async () => {
    const net = fakeNetwork();
    const session = new PlaygroundSession({ door: 'oauth', era: 'modern', origin: ORIGIN, fetch: net.fetch });
    const person = approving();
    const signIn = new PlaygroundSignIn(session, { person, origin: ORIGIN, handOff: () => undefined });
    await signIn.signIn();
    expect(person.opened).toHaveLength(1);
    expect(signIn.state.get()).toMatchObject({ phase: 'signed-in', granted: { token: TOKEN } });
    expect(session.connection.get()).toMatchObject({ status: 'connected', credential: TOKEN });
  });

  it('opens the consent window during the click, and stops before consent when the browser blocks it', async () => {
    const opened: string[] = [];
    const open = (url: string) => {
      opened.push(url);
      return null; // the browser blocked it
    };
    vi.stubGlobal('window', { open, location: { origin: ORIGIN } });
    const net = fakeNetwork();
    const session = new PlaygroundSession({ door: 'oauth', era: 'modern', origin: ORIGIN, fetch: net.fetch });
    const signIn = new PlaygroundSignIn(session, { origin: ORIGIN, handOff: () => undefined });
    const pending = signIn.signIn();
    // Before any await: a window opened later than the click would be blocked.
    expect(opened).toEqual(['']);
    await pending;
    expect(signIn.state.get()).toMatchObject({ phase: 'ready-for-consent', step: 'Consent' });
  });
});
