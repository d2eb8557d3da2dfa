/**
 * lib/oauth-client against this app's own authorization server and OAuth door, in process: each
 * step makes its one exchange with the real handlers (the consent page is the page's own components),
 * and a token comes out that the door accepts. Then what each check refuses, said as a client sees it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  answerConsent,
  checkCallback,
  fetchResourceMetadata,
  fetchServerMetadata,
  firstFailure,
  issuerOf,
  openConsentPage,
  publicClient,
  readChallenge,
  readClaims,
  redeemCode,
  refresh,
  refusedConsent,
  registerDynamically,
  s256,
  startAuthorizationRequest,
} from '../../../lib/oauth-client';
import { type InProcessIssuer, startInProcessIssuer } from '../../helpers/in-process-issuer';
import { callTool, rpcResult } from '../../helpers/oauth';

const REDIRECT = 'http://127.0.0.1:9/callback';
const manual = { redirect: 'manual' } as const;
let as: InProcessIssuer;
beforeAll(async () => {
  as = await startInProcessIssuer();
});

/** Discovery and registration, as the door's 401 leads a client to them. */
async function registered() {
  const refused = await as.fetch(as.door, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }),
  });
  expect(refused.status).toBe(401);
  const challenge = await readChallenge(refused.headers.get('www-authenticate') ?? '');
  const prm = await fetchResourceMetadata(as.fetch, as.door, challenge.resourceMetadataUrl);
  const metadata = await fetchServerMetadata(as.fetch, issuerOf(prm));
  const client = await registerDynamically(as.fetch, metadata, publicClient('oauth-client unit test', [REDIRECT]));
  return { challenge, prm, metadata, client };
}

describe('lib/oauth-client, step by step against the built-in issuer', () => {
  it('goes 401 → resource metadata → issuer metadata → registration → PKCE → consent → checks → token, and the door takes the token', async () => {
    as.log.length = 0;
    const { challenge, prm, metadata, client } = await registered();
    expect(challenge).toMatchObject({ scope: 'prompts:read', resourceMetadataUrl: `${as.origin}/.well-known/oauth-protected-resource/api/mcp/oauth` });
    expect(prm).toMatchObject({ resource: as.door, authorization_servers: [as.issuer] });
    expect(client.client_id).toBeTruthy();

    const req = await startAuthorizationRequest({ metadata, client, redirectUri: REDIRECT, scope: challenge.scope ?? '', resource: prm.resource });
    expect(req.challenge).toBe(req.recomputed);
    expect(new URL(req.authorizationUrl).searchParams.get('resource')).toBe(as.door);

    const answer = await answerConsent(as.fetch, req.authorizationUrl, 'approve', manual);
    if (answer.kind !== 'redirect') throw new Error(`refused: ${answer.error}`);
    expect(answer.back.origin + answer.back.pathname).toBe(REDIRECT);
    const checks = await checkCallback(answer.callback, req.state, metadata);
    expect(checks.map((c) => [c.id, c.ok])).toEqual([
      ['error', true],
      ['state', true],
      ['iss', true],
      ['code', true],
    ]);

    const token = await redeemCode(as.fetch, { metadata, client, callback: answer.callback, verifier: req.verifier, redirectUri: REDIRECT, resource: as.door });
    expect(token).toMatchObject({ token_type: expect.stringMatching(/^bearer$/i), scope: 'prompts:read' });
    expect(readClaims(token.access_token)).toMatchObject({ aud: as.door, scope: 'prompts:read' });
    expect(as.log).toEqual([
      'POST /api/mcp/oauth 401',
      'GET /.well-known/oauth-protected-resource/api/mcp/oauth 200',
      'GET /.well-known/oauth-authorization-server/oauth 200',
      'POST /oauth/register 201',
      'GET /oauth/authorize 303',
      'GET /oauth/consent 200',
      'POST /oauth/authorize 303',
      'POST /oauth/token 200',
    ]);

    const call = await callTool(as.door, 'corpus_stats', {}, { authorization: `Bearer ${token.access_token}`, fetch: as.fetch });
    expect(call.status).toBe(200);
    expect(((await rpcResult(call)).result!.structuredContent as { count: number }).count).toBe(1381);
  });

  it('a denial comes back as access_denied with state and iss and no code, and reads as the person’s own choice', async () => {
    const { metadata, client } = await registered();
    const req = await startAuthorizationRequest({ metadata, client, redirectUri: REDIRECT, scope: 'prompts:read', resource: as.door });
    const answer = await answerConsent(as.fetch, req.authorizationUrl, 'deny', manual);
    if (answer.kind !== 'redirect') throw new Error('expected a redirect');
    expect(answer.callback).toMatchObject({ error: 'access_denied', state: req.state, iss: as.issuer });
    expect(answer.callback.code).toBeUndefined();
    expect(refusedConsent(answer.callback)).toMatch(/^You denied access: the issuer redirected back with error=access_denied/);
    expect(firstFailure(await checkCallback(answer.callback, req.state, metadata))?.message).toMatch(/No error from the issuer/);
  });

  it.each([
    ['no resource (RFC 8707)', { resource: null }, 'invalid_request', 'resource', /resource is required/],
    ['an unknown scope', { scope: 'prompts:read prompts:admin' }, 'invalid_scope', 'scope', /Unknown scope prompts:admin/],
    ['an unregistered redirect_uri', { redirectUri: 'https://attacker.example/cb' }, 'invalid_request', 'redirect-uri', /not registered/],
  ])('a request with %s is refused on the issuer’s own page, with its check, and nothing goes back', async (_name, change, error, check, description) => {
    const { metadata, client } = await registered();
    const req = await startAuthorizationRequest({ metadata, client, redirectUri: REDIRECT, scope: 'prompts:read', resource: as.door, ...change });
    const page = await openConsentPage(as.fetch, req.authorizationUrl, manual);
    expect(page.form).toBeUndefined();
    expect(page.refusal).toMatchObject({ error, check, description: expect.stringMatching(description) });
    expect(await answerConsent(as.fetch, req.authorizationUrl, 'approve', manual)).toMatchObject({ kind: 'refused', error, check });
  });

  it('refuses a forged state and another issuer’s iss before the code is redeemed', async () => {
    const { metadata, client } = await registered();
    const req = await startAuthorizationRequest({ metadata, client, redirectUri: REDIRECT, scope: 'prompts:read', resource: as.door });
    const answer = await answerConsent(as.fetch, req.authorizationUrl, 'approve', manual);
    if (answer.kind !== 'redirect') throw new Error('expected a redirect');
    const forged = await checkCallback({ ...answer.callback, state: 'someone-else' }, req.state, metadata);
    expect(forged.filter((c) => !c.ok).map((c) => c.id)).toEqual(['state']);
    const mixUp = await checkCallback({ ...answer.callback, iss: 'https://attacker.example/oauth' }, req.state, metadata);
    expect(mixUp.find((c) => c.id === 'iss')).toMatchObject({ ok: false, detail: expect.stringContaining('https://attacker.example/oauth') });
    // The SDK checks iss again before it redeems: a mixed-up code never reaches the token endpoint.
    as.log.length = 0;
    await expect(
      redeemCode(as.fetch, {
        metadata,
        client,
        callback: { ...answer.callback, iss: 'https://attacker.example/oauth' },
        verifier: req.verifier,
        redirectUri: REDIRECT,
        resource: as.door,
      }),
    ).rejects.toThrow();
    expect(as.log).toEqual([]);
  });

  it('a refresh with a token the issuer never made is answered with the issuer’s own refusal', async () => {
    const { metadata, client } = await registered();
    await expect(refresh(as.fetch, { metadata, client, refreshToken: 'no-such-token', resource: as.door })).rejects.toThrow(/unknown, expired or revoked/);
  });

  it('S256 is base64url(sha256(verifier)): RFC 7636’s own example', async () => {
    expect(await s256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('reads nothing from an opaque token', () => {
    expect(readClaims('not-a-jwt')).toBeUndefined();
  });
});
