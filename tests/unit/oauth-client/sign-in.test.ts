/**
 * signIn, the whole flow composed of lib/oauth-client's steps, against this app's own issuer and door in
 * process: a token the door accepts, one registration per issuer, the scope it chooses, and a
 * protected-resource document for another resource refused before any authorization request.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerConsent, applicationType, chooseScope, type FetchLike, publicClient, type SignInOptions, signIn } from '../../../lib/oauth-client';
import { type InProcessIssuer, startInProcessIssuer } from '../../helpers/in-process-issuer';
import { callTool, rpcResult } from '../../helpers/oauth';

const REDIRECT = 'http://127.0.0.1:9/callback';
let as: InProcessIssuer;
beforeAll(async () => {
  as = await startInProcessIssuer();
});

/** The person's browser: opens the page, presses Allow, and reports where it was sent back to. */
const approveWith = (fetch: FetchLike) => async (url: string) => {
  const answer = await answerConsent(fetch, url, 'approve', { redirect: 'manual' });
  if (answer.kind === 'refused') throw new Error(`refused: ${answer.error}`);
  return answer.back;
};

async function challengeOf(fetch: FetchLike): Promise<string> {
  const res = await callTool(as.door, 'corpus_stats', {}, { fetch });
  expect(res.status).toBe(401);
  return res.headers.get('www-authenticate') ?? '';
}

const options = (fetch: FetchLike, o: Partial<SignInOptions> = {}): SignInOptions => ({
  fetch,
  door: as.door,
  redirectUri: REDIRECT,
  clientMetadata: publicClient('sign-in unit test', [REDIRECT]),
  registrations: new Map(),
  approve: approveWith(fetch),
  ...o,
});

describe('signIn against the built-in issuer', () => {
  it('goes from the 401 to a token the door takes, asking for the challenge’s scope plus offline_access', async () => {
    as.log.length = 0;
    const registrations = new Map();
    const signedIn = await signIn(options(as.fetch, { challenge: await challengeOf(as.fetch), registrations }));
    expect(signedIn).toMatchObject({ scope: 'prompts:read offline_access', issuer: as.issuer, resource: as.door });
    expect(signedIn.tokens.refresh_token).toBeTruthy();
    expect([...registrations.keys()]).toEqual([as.issuer]);
    const call = await callTool(as.door, 'corpus_stats', {}, { authorization: `Bearer ${signedIn.tokens.access_token}`, fetch: as.fetch });
    expect(((await rpcResult(call)).result!.structuredContent as { count: number }).count).toBe(1381);

    // A second sign-in at the same issuer reuses the registration.
    await signIn(options(as.fetch, { challenge: await challengeOf(as.fetch), registrations }));
    expect(as.log.filter((l) => l.startsWith('POST /oauth/register'))).toHaveLength(1);
  });

  it('refuses protected-resource metadata published for another resource before asking for any authorization', async () => {
    as.log.length = 0;
    const foreign: FetchLike = async (url, init) => {
      const res = await as.fetch(url, init);
      if (!new URL(url).pathname.startsWith('/.well-known/oauth-protected-resource')) return res;
      return Response.json({ ...(await res.json()), resource: 'https://elsewhere.example/api/mcp/oauth' });
    };
    await expect(signIn(options(foreign, { challenge: await challengeOf(as.fetch) }))).rejects.toThrow(
      /is for https:\/\/elsewhere\.example\/api\/mcp\/oauth, not for/,
    );
    expect(as.log.some((l) => l.includes('/oauth/authorize') || l.includes('/oauth/register'))).toBe(false);
  });

  it('refuses a callback whose iss is not the issuer’s, and redeems nothing', async () => {
    as.log.length = 0;
    const approve = async (url: string) => {
      const back = await approveWith(as.fetch)(url);
      back.searchParams.set('iss', `${as.issuer}/`);
      return back;
    };
    await expect(signIn(options(as.fetch, { challenge: await challengeOf(as.fetch), approve }))).rejects.toThrow(/iss is our issuer/);
    expect(as.log.some((l) => l.startsWith('POST /oauth/token'))).toBe(false);
  });
});

describe('chooseScope', () => {
  it.each([
    ['the challenge’s scope first', 'mcp:basic', ['mcp:basic', 'mcp:write'], undefined, 'mcp:basic'],
    ['else every scope the resource supports', undefined, ['mcp:basic', 'mcp:read'], undefined, 'mcp:basic mcp:read'],
    ['else none (the parameter left out)', undefined, undefined, undefined, ''],
    ['a step-up keeps what was asked before', 'mcp:write', undefined, 'mcp:basic', 'mcp:basic mcp:write'],
    ['never a scope twice', 'mcp:basic mcp:write', undefined, 'mcp:basic', 'mcp:basic mcp:write'],
  ])('%s', (_name, challenge, supported, previous, expected) => {
    expect(chooseScope(challenge, supported, previous)).toBe(expected);
  });
});

describe('applicationType (SEP-837)', () => {
  it.each([
    [['http://127.0.0.1:9/callback'], 'native'],
    [['http://localhost:3000/cb'], 'native'],
    [['com.example.app:/callback'], 'native'],
    [['https://app.example/callback'], 'web'],
  ])('%j is %s', (uris, expected) => {
    expect(applicationType(uris)).toBe(expected);
    expect(publicClient('x', uris).application_type).toBe(expected);
  });
});
