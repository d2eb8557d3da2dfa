/**
 * Sign-in from a page that is not a secure context (a phone on a workshop's plain-http LAN origin):
 * the browser gives it `crypto.getRandomValues` but no `crypto.subtle`. Stubbed here exactly so while
 * the client makes its PKCE request; the issuer and the door (this process's own) keep theirs.
 */
import { createHash } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  answerConsent,
  fetchResourceMetadata,
  fetchServerMetadata,
  issuerOf,
  publicClient,
  readChallenge,
  redeemCode,
  registerDynamically,
  s256,
  startAuthorizationRequest,
} from '../../../lib/oauth-client';
import { type InProcessIssuer, startInProcessIssuer } from '../../helpers/in-process-issuer';
import { callTool, rpcResult } from '../../helpers/oauth';

const REDIRECT = 'http://127.0.0.1:9/callback';
let as: InProcessIssuer;
beforeAll(async () => {
  as = await startInProcessIssuer();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** What an insecure context's `crypto` is: getRandomValues, and no subtle (nor randomUUID). */
function withoutWebCrypto() {
  const real = globalThis.crypto;
  vi.stubGlobal('crypto', { getRandomValues: real.getRandomValues.bind(real) });
  expect(globalThis.crypto.subtle).toBeUndefined();
}

async function registered() {
  const refused = await as.fetch(as.door, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }),
  });
  const challenge = await readChallenge(refused.headers.get('www-authenticate') ?? '');
  const prm = await fetchResourceMetadata(as.fetch, as.door, challenge.resourceMetadataUrl);
  const metadata = await fetchServerMetadata(as.fetch, issuerOf(prm));
  const client = await registerDynamically(as.fetch, metadata, publicClient('no-web-crypto unit test', [REDIRECT]));
  return { metadata, client, scope: challenge.scope ?? 'prompts:read' };
}

const sha256Base64url = (s: string) => createHash('sha256').update(s).digest('base64url');

describe('PKCE on a page without Web Crypto', () => {
  it('signs in: the challenge is S256 of the verifier, the issuer redeems the code, and the door takes the token', async () => {
    const { metadata, client, scope } = await registered();
    withoutWebCrypto();
    const req = await startAuthorizationRequest({ metadata, client, redirectUri: REDIRECT, scope, resource: as.door });
    vi.unstubAllGlobals();

    expect(req.hashedBy).toBe('noble');
    expect(req.verifier).toMatch(/^[A-Za-z0-9\-._~]{43,128}$/);
    expect(req.challenge).toBe(sha256Base64url(req.verifier));
    expect(req.recomputed).toBe(req.challenge);

    const answer = await answerConsent(as.fetch, req.authorizationUrl, 'approve', { redirect: 'manual' });
    if (answer.kind !== 'redirect') throw new Error(`refused: ${answer.error}`);
    const token = await redeemCode(as.fetch, { metadata, client, callback: answer.callback, verifier: req.verifier, redirectUri: REDIRECT, resource: as.door });
    const call = await callTool(as.door, 'corpus_stats', {}, { authorization: `Bearer ${token.access_token}`, fetch: as.fetch });
    expect(call.status).toBe(200);
    expect(((await rpcResult(call)).result!.structuredContent as { count: number }).count).toBe(1381);
  });

  it('asks for exactly what the SDK asks for, but the verifier and its challenge', async () => {
    const { metadata, client } = await registered();
    const options = { metadata, client, redirectUri: REDIRECT, scope: 'prompts:read offline_access', resource: as.door, state: 'same-state' };
    const bySdk = await startAuthorizationRequest(options);
    withoutWebCrypto();
    const byNoble = await startAuthorizationRequest(options);
    vi.unstubAllGlobals();
    const params = (href: string) => {
      const u = new URL(href);
      u.searchParams.delete('code_challenge');
      return `${u.origin}${u.pathname} ${[...u.searchParams].map(([k, v]) => `${k}=${v}`).join('&')}`;
    };
    expect(bySdk.hashedBy).toBe('sdk');
    expect(params(byNoble.authorizationUrl)).toBe(params(bySdk.authorizationUrl));
    expect(new URL(byNoble.authorizationUrl).searchParams.getAll('prompt')).toEqual(['consent']);
  });

  it('hashes RFC 7636’s own example the same without Web Crypto', async () => {
    withoutWebCrypto();
    expect(await s256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('refuses an issuer without S256 as the SDK does', async () => {
    const { metadata, client } = await registered();
    withoutWebCrypto();
    await expect(
      startAuthorizationRequest({
        metadata: { ...metadata, code_challenge_methods_supported: ['plain'] },
        client,
        redirectUri: REDIRECT,
        scope: 'prompts:read',
        resource: as.door,
      }),
    ).rejects.toThrow(/does not support code challenge method S256/);
  });
});
