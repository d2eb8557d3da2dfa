/** The walkthrough as a state machine over named steps, driven against a fake network and a scripted person. */
import { describe, expect, it } from 'vitest';
import { RefusedBeforeAsking } from '../../../lib/oauth-client';
import { Walkthrough } from '../../../lib/walkthrough/controller';
import type { Person } from '../../../lib/walkthrough/step';
import { KEY_TRACK, positionOf, rangeLabel, stepFromParam, WALK_STEPS } from '../../../lib/walkthrough/steps';
import { approving, DOOR, fakeNetwork, ISSUER, ORIGIN, REFRESH_TOKEN, REFRESH_TOKEN_2, TOKEN } from './fake-issuer';

function walk<P extends Person>(person: P, registration: 'dcr' | 'cimd' = 'dcr') {
  const net = fakeNetwork();
  const handedOff: string[] = [];
  const w = new Walkthrough({ registration, fetch: net.fetch, origin: ORIGIN, person, handOff: (t) => handedOff.push(t) });
  return { w, net, handedOff, person };
}

const ids = WALK_STEPS.map((s) => s.id);

describe('the walkthrough machine', () => {
  it('runs every step in order to a 200, each finding shown and each exchange filed under its step', async () => {
    const { w, net, handedOff, person } = walk(approving());
    for (const id of ids) {
      expect(w.next()?.id).toBe(id);
      expect(await w.run(id), `${id}: ${w.state.get().failed?.message}`).toBe(true);
    }
    const s = w.state.get();
    expect(s.done).toEqual(ids);
    expect(w.next()).toBeUndefined();
    expect(s.data.challenge).toMatchObject({ resourceMetadataUrl: `${ORIGIN}/.well-known/oauth-protected-resource/api/mcp/oauth`, scope: 'prompts:read' });
    expect(s.data.prm?.resource).toBe(DOOR);
    expect(String(s.data.asm?.issuer)).toBe(ISSUER);
    expect(s.data.client?.client_id).toBe('registered-client');
    expect(s.data.pkce?.recomputed).toBe(s.data.pkce?.challenge);
    // The authorization request names the resource (RFC 8707) and the 401's scope.
    expect(person.opened[0].searchParams.get('resource')).toBe(DOOR);
    // The 401's scope, and offline_access because the issuer offers it (the refresh step needs a refresh token).
    expect(person.opened[0].searchParams.get('scope')).toBe('prompts:read offline_access');
    expect(s.data.callbackChecks?.every((c) => c.ok)).toBe(true);
    expect(net.tokenRequests[0].get('code_verifier')).toBe(s.data.pkce?.verifier);
    expect(net.tokenRequests[0].get('resource')).toBe(DOOR);
    expect(handedOff).toEqual([TOKEN, TOKEN]); // the first access token, then the refreshed one
    expect(s.data.final).toEqual({ status: 200, tools: ['search_prompts'] });
    // The refresh: the refresh token the code brought, for the same resource; the new pair comes back.
    expect(Object.fromEntries(net.tokenRequests[1])).toMatchObject({ grant_type: 'refresh_token', refresh_token: REFRESH_TOKEN, resource: DOOR });
    expect(s.data.refreshed).toMatchObject({ spent: REFRESH_TOKEN, status: 200, token: { refresh_token: REFRESH_TOKEN_2 } });

    const entries = w.tap.store.getSnapshot().entries;
    expect(w.entriesFor('first-call', entries).map((e) => e.exchange.response?.status)).toContain(401);
    expect(w.entriesFor('read-challenge', entries)).toEqual([]); // parsing happens here, nothing on the wire
    expect(w.entriesFor('redeem', entries).map((e) => new URL(e.exchange.request.url).pathname)).toEqual(['/oauth/token']);
    expect(w.entriesFor('refresh', entries).map((e) => `${new URL(e.exchange.request.url).pathname} ${e.exchange.response?.status}`)).toContain(
      '/oauth/token 200',
    );
    expect(w.entriesFor('refresh', entries).at(-1)?.exchange.response?.status).toBe(200);
    const final = w.entriesFor('call-with-token', entries);
    expect(final.at(-1)?.exchange.response?.status).toBe(200);
    // The client closing its transport after the answer is not an abort.
    expect(final.some((e) => e.outcome === 'aborted' || e.exchange.failure)).toBe(false);
  });

  it('runs only the next step, and says what must happen first for a later one', async () => {
    const { w } = walk(approving());
    expect(await w.run('redirect')).toBe(false);
    expect(w.state.get().done).toEqual([]);
    const consent = positionOf('consent');
    expect(w.waitingFor('redirect')).toContain(`run steps 1–${consent} first; step ${consent} (Consent) needs you`);
    expect(w.waitingFor('redirect')).toContain('callback');
    expect(w.waitingFor('first-call')).toBeUndefined();
  });

  it('a deep link runs the steps that need no person and stops before consent', async () => {
    const { w, person } = walk(approving());
    await w.runAll({ until: 'redirect', beforePerson: true });
    expect(w.state.get().done).toEqual(ids.slice(0, positionOf('consent') - 1));
    expect(w.next()?.id).toBe('consent');
    expect(person.opened).toEqual([]);
  });

  it('a denial fails the consent step with what happened (access_denied) and advises Reset', async () => {
    const { w } = walk({
      consent: async (u) => ({
        error: 'access_denied',
        error_description: 'The user denied the request.',
        state: new URL(u).searchParams.get('state') ?? '',
        iss: ISSUER,
      }),
    });
    await w.runAll();
    const s = w.state.get();
    expect(s.done).not.toContain('consent');
    expect(s.failed).toMatchObject({ step: 'consent', resetAdvised: true });
    expect(s.failed?.message).toMatch(/You denied access.*error=access_denied/);
    expect(w.next()?.id).toBe('consent');
  });

  it('a refusal the issuer showed only in its window is reported on the page, with Reset advised', async () => {
    const { w } = walk(
      {
        consent: async () => {
          throw new RefusedBeforeAsking({ error: 'invalid_client', description: 'a client ID metadata document URL must be https' });
        },
      },
      'cimd',
    );
    await w.runAll();
    const s = w.state.get();
    expect(s.data.client?.client_id).toBe(`${ORIGIN}/auth/client-metadata.json`);
    expect(s.failed).toMatchObject({ step: 'consent', resetAdvised: true });
    expect(s.failed?.message).toMatch(/refused the request before asking you: invalid_client — a client ID metadata document URL must be https/);
  });

  it('a consent window closed before answering fails the step, and running it again can still finish', async () => {
    let closes = 1;
    const approve = approving();
    const { w } = walk({
      consent: async (u) => {
        if (closes-- > 0) throw new Error('The consent window was closed before it answered: run this step again to reopen it.');
        return approve.consent(u);
      },
    });
    await w.runAll();
    expect(w.state.get().failed).toMatchObject({ step: 'consent', resetAdvised: false });
    expect(w.state.get().failed?.message).toMatch(/closed before it answered/);
    await w.runAll();
    expect(w.state.get().failed).toBeUndefined();
    expect(w.state.get().done).toEqual(ids);
  });

  it('a reset part way, while consent waits, drops the walk and its exchanges; the new walk starts at step 1', async () => {
    let asked!: () => void;
    const waiting = new Promise<void>((r) => (asked = r));
    const { w } = walk({
      consent: (_u, signal) =>
        new Promise((_resolve, reject) => {
          asked();
          signal.addEventListener('abort', () => reject(new Error('reset')));
        }),
    });
    const running = w.runAll();
    await waiting;
    expect(w.state.get().running).toBe('consent');
    w.reset('cimd');
    await running;
    const s = w.state.get();
    expect(s).toMatchObject({ registration: 'cimd', done: [], data: {}, seqs: {} });
    expect(s.failed).toBeUndefined();
    expect(w.tap.store.getSnapshot().entries).toEqual([]);
    expect(w.next()?.id).toBe('first-call');
  });

  it('re-authorizes for a wider scope with the same steps, leaving the walk as it was', async () => {
    const approve = approving('wide-code');
    const { w } = walk(approve);
    await w.runAll({ until: 'register' });
    const before = w.state.get();
    const token = await w.reauthorize('prompts:read prompts:refine');
    expect(token.scope).toBe('prompts:read prompts:refine offline_access');
    expect(approve.opened[0].searchParams.get('scope')).toBe('prompts:read prompts:refine offline_access');
    expect(w.state.get()).toBe(before);
  });
});

describe('the step list', () => {
  it('numbers are places in the list; ?step= takes a number or an id', () => {
    expect(new Set(ids).size).toBe(ids.length);
    expect(stepFromParam('9').id).toBe(ids[8]);
    expect(stepFromParam('redirect').id).toBe('redirect');
    expect(stepFromParam('99').id).toBe(ids.at(-1));
    expect(stepFromParam(undefined).id).toBe(ids[0]);
  });

  it('the key track folds one contiguous run of steps, named by its numbers', () => {
    const first = positionOf(KEY_TRACK.folded[0].id);
    expect(KEY_TRACK.folded.map((s) => positionOf(s.id))).toEqual(KEY_TRACK.folded.map((_, i) => first + i));
    expect(rangeLabel(KEY_TRACK.folded)).toBe(`${first}–${first + KEY_TRACK.folded.length - 1}`);
  });
});
