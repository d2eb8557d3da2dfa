/**
 * Sign-in in the playground, in process: the walkthrough's machine runs over the playground's own
 * tap (so its exchanges are in the playground's transcript), stops before consent, then, once the
 * scripted person approves, the session connects with the token; step-up reauthorizes the same
 * client for the wider scope; signing in again after a token expired sends the refused call again.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlaygroundSignIn, REFRESH_LEAD_S } from '../../lib/playground/sign-in';
import { PlaygroundSession } from '../../lib/playground/session';
import { approving, FRESH_TOKEN, fakeNetwork, ORIGIN, REFRESH_TOKEN, REFRESH_TOKEN_2, TOKEN } from './walkthrough/fake-issuer';

function setUp(code?: string) {
  const net = fakeNetwork();
  const session = new PlaygroundSession({ door: 'oauth', era: 'modern', origin: ORIGIN, fetch: net.fetch });
  const person = approving(code);
  const signIn = new PlaygroundSignIn(session, { person, origin: ORIGIN, handOff: () => undefined });
  return { net, session, person, signIn };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('PlaygroundSignIn', () => {
  it('discovers and registers on Sign in, asks the person only on the next click, then connects with the token', async () => {
    const { session, person, signIn, net } = setUp();
    await signIn.start();
    expect(signIn.state.get()).toMatchObject({ phase: 'ready-for-consent', step: 'Consent' });
    expect(person.opened).toHaveLength(0);
    await signIn.consent();
    expect(person.opened).toHaveLength(1);
    expect(signIn.state.get()).toMatchObject({ phase: 'signed-in', granted: { token: TOKEN, scopes: ['prompts:read'] } });
    expect(session.connection.get()).toMatchObject({ status: 'connected', credential: TOKEN });
    const urls = session.transcript.getSnapshot().entries.map((e) => new URL(e.exchange.request.url).pathname);
    expect(urls).toEqual(expect.arrayContaining(['/.well-known/oauth-protected-resource/api/mcp/oauth', '/oauth/register', '/oauth/token']));
    expect(net.tokenRequests[0]?.get('resource')).toBe(`${ORIGIN}/api/mcp/oauth`);
  });

  it('steps up on the client it registered, asking for the wider scope', async () => {
    const { signIn, person } = setUp('wide-code');
    await signIn.start();
    await signIn.consent();
    await signIn.stepUp('prompts:read prompts:refine');
    expect(person.opened).toHaveLength(2);
    expect(person.opened[1]?.searchParams.get('scope')).toBe('prompts:read prompts:refine offline_access');
    expect(person.opened[1]?.searchParams.get('client_id')).toBe('registered-client');
    expect(signIn.state.get().phase).toBe('signed-in');
  });

  it('after the token expires mid-session, Sign in again sends the refused call again with the new token', async () => {
    const { session, signIn, net } = setUp();
    await signIn.start();
    await signIn.consent();
    const op = { kind: 'tool' as const, name: 'search_prompts', args: { query: 'linux' } };
    await session.run(op);
    expect(session.call.get()?.status).toBe('done');
    net.expire();
    await session.run(op);
    expect(session.call.get()).toMatchObject({ status: 'error', failure: { status: 401, check: 'exp' } });
    await signIn.start();
    await signIn.consent();
    expect(session.connection.get()).toMatchObject({ status: 'connected', credential: FRESH_TOKEN });
    expect(session.call.get()).toMatchObject({ op, status: 'done' });
    expect(net.bearers.at(-1)).toBe(`Bearer ${FRESH_TOKEN}`);
  });

  it('asks for offline_access, and a minute before the access token expires trades the refresh token for a new pair, on the wire', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { session, signIn, net, person } = setUp();
    await signIn.start();
    await signIn.consent();
    expect(person.opened[0]?.searchParams.get('scope')).toBe('prompts:read offline_access');
    const granted = signIn.state.get().granted!;
    // The fake's token is no JWT: exp comes from expires_in.
    expect(granted.refreshAt).toBe(granted.exp! - REFRESH_LEAD_S);
    expect(net.tokenRequests).toHaveLength(1);

    // Not before: a second short of the moment, nothing has gone out.
    await vi.advanceTimersByTimeAsync(granted.refreshAt! * 1000 - Date.now() - 1000);
    expect(net.tokenRequests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2000);
    await vi.waitFor(() => expect(signIn.state.get().phase).toBe('signed-in'));
    expect(Object.fromEntries(net.tokenRequests[1]!)).toMatchObject({
      grant_type: 'refresh_token',
      refresh_token: REFRESH_TOKEN,
      resource: `${ORIGIN}/api/mcp/oauth`,
    });
    expect(session.connection.get()).toMatchObject({ status: 'connected', credential: TOKEN });
    const paths = session.transcript.getSnapshot().entries.map((e) => new URL(e.exchange.request.url).pathname);
    expect(paths.filter((p) => p === '/oauth/token')).toHaveLength(2);
    // The next refresh spends the refresh token that came back, not the first one again.
    await signIn.refreshNow();
    expect(net.tokenRequests[2]?.get('refresh_token')).toBe(REFRESH_TOKEN_2);
  });

  it('says where it stopped when the person denies', async () => {
    const net = fakeNetwork();
    const session = new PlaygroundSession({ door: 'oauth', era: 'modern', origin: ORIGIN, fetch: net.fetch });
    const signIn = new PlaygroundSignIn(session, {
      person: { consent: async () => ({ error: 'access_denied', error_description: 'The user denied the request.' }) },
      origin: ORIGIN,
      handOff: () => undefined,
    });
    await signIn.start();
    await signIn.consent();
    expect(signIn.state.get()).toMatchObject({ phase: 'failed', error: expect.stringMatching(/^Consent: You denied access/) });
    expect(session.connection.get().status).not.toBe('connected');
  });
});
