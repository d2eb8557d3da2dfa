/**
 * The labs' naive issuer (NAIVE_ISSUER) beside the real one, in process, with the real OAuth client
 * (lib/oauth-client) over fetch into the issuers' own handlers. Each attack is run twice, the same
 * moves against each: at the naive issuer it gets a token that opens the naive door; at the real one it
 * is refused with the check its lesson names. What the naive issuer makes never passes anywhere real:
 * its tokens (own iss, the naive door's aud, LAB_CLAIM), its codes and its consent tickets.
 */
import type { AuthorizationServerMetadata } from '@modelcontextprotocol/client';
import { createLocalJWKSet, decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { naiveIssuerEndpoints } from '../../../lib/auth/authorization-server/endpoints/naive';
import { signingKey } from '../../../lib/auth/authorization-server/keys';
import { parseConfig } from '../../../lib/config';
import { routeFor } from '../../../lib/routes';
import { verifyAccessToken } from '../../../lib/auth/resource-server/verify-token';
import {
  answerConsent,
  fetchResourceMetadata,
  fetchServerMetadata,
  postTokenForm,
  publicClient,
  randomToken,
  redemptionForm,
  registerDynamically,
  startAuthorizationRequest,
} from '../../../lib/oauth-client';
import { ASM_PREFIX, LAB_CLAIM, NAIVE_DOOR, NAIVE_ISSUER, NAIVE_ISSUER_ENDPOINT_PATHS } from '../../../lib/vocabulary';
import { type InProcessIssuer, startInProcessIssuer } from '../../helpers/in-process-issuer';
import { MODERN } from '../../helpers/clients';

const manual = { redirect: 'manual' } as const;
let as: InProcessIssuer;
let callback: string;

beforeAll(async () => {
  as = await startInProcessIssuer();
  callback = `${as.origin}/auth/callback`;
});

type Side = 'naive' | 'real';

interface Flow {
  metadata: AuthorizationServerMetadata;
  clientId: string;
  resource: string;
}

/** Discovery and registration at one side's issuer, the resource being that side's door. */
async function registered(side: Side): Promise<Flow> {
  const metadata = await fetchServerMetadata(as.fetch, side === 'naive' ? as.naiveIssuer : as.issuer);
  const client = await registerDynamically(as.fetch, metadata, publicClient('naive-issuer test', [callback]));
  return { metadata, clientId: client.client_id, resource: side === 'naive' ? as.naiveDoor : as.door };
}

/** An authorization request (the SDK's: S256 challenge, resource), answered on the consent page. */
async function authorized(f: Flow, redirectUri = callback) {
  const req = await startAuthorizationRequest({
    metadata: f.metadata,
    client: { client_id: f.clientId },
    redirectUri,
    scope: 'prompts:read',
    resource: f.resource,
  });
  const answer = await answerConsent(as.fetch, req.authorizationUrl, 'approve', manual);
  return { req, answer };
}

async function code(f: Flow) {
  const { req, answer } = await authorized(f);
  if (answer.kind !== 'redirect' || !answer.callback.code) throw new Error(`no code: ${JSON.stringify(answer)}`);
  return { code: answer.callback.code, verifier: req.verifier };
}

async function redeem(f: Flow, form: Record<string, string>) {
  const res = await postTokenForm(as.fetch, String(f.metadata.token_endpoint), form);
  return { status: res.status, label: res.headers.get(NAIVE_ISSUER.header), body: (await res.json()) as Record<string, string> };
}

const honestForm = (f: Flow, c: { code: string; verifier: string }) =>
  redemptionForm({ code: c.code, client: { client_id: f.clientId }, verifier: c.verifier, redirectUri: callback, resource: f.resource });

/** One tools/list at a door with the token, as a client sends it. */
function toolsList(door: string, token: string) {
  return as.fetch(door, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': MODERN,
      'mcp-method': 'tools/list',
      authorization: `Bearer ${token}`,
    },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/list',
      params: { _meta: { 'io.modelcontextprotocol/protocolVersion': MODERN, 'io.modelcontextprotocol/clientCapabilities': {} } },
    }),
  });
}

/** The naive issuer's token gets in at the naive door, labelled there. */
async function expectOpensNaiveDoor(token: string) {
  const res = await toolsList(as.naiveDoor, token);
  expect(res.status).toBe(200);
  expect(res.headers.get(NAIVE_DOOR.header)).toBe(NAIVE_DOOR.label);
}

describe('a wrong or missing PKCE verifier', () => {
  it('gets a token at the naive issuer, which opens the naive door', async () => {
    const f = await registered('naive');
    const wrong = await redeem(f, { ...honestForm(f, await code(f)), code_verifier: randomToken(32) });
    expect(wrong).toMatchObject({ status: 200, label: NAIVE_ISSUER.label });
    await expectOpensNaiveDoor(wrong.body.access_token!);
    const { code_verifier: _, ...noVerifier } = honestForm(f, await code(f));
    expect((await redeem(f, noVerifier)).status).toBe(200);
  });

  it('is refused invalid_grant (check pkce) at the real issuer, unlabelled', async () => {
    const f = await registered('real');
    const wrong = await redeem(f, { ...honestForm(f, await code(f)), code_verifier: randomToken(32) });
    expect(wrong).toMatchObject({ status: 400, label: null, body: { error: 'invalid_grant', check: 'pkce' } });
    const { code_verifier: _, ...noVerifier } = honestForm(f, await code(f));
    expect(await redeem(f, noVerifier)).toMatchObject({ status: 400, body: { error: 'invalid_request', error_description: 'code_verifier is missing.' } });
  });
});

describe('a loose redirect_uri (another path on the client’s registered host)', () => {
  const stray = () => `${as.origin}/api/health`;

  it('the naive issuer redirects the code there, and redeems a code naming another redirect_uri', async () => {
    const f = await registered('naive');
    const { answer } = await authorized(f, stray());
    expect(answer).toMatchObject({ kind: 'redirect' });
    if (answer.kind !== 'redirect') return;
    expect(answer.back.origin + answer.back.pathname).toBe(stray());
    expect(answer.callback).toMatchObject({ code: expect.any(String), iss: as.naiveIssuer });
    // A prefix of the registered URI that resolves elsewhere passes too: the loose match is by host.
    const prefixed = await authorized(f, `${callback}/../../api/health`);
    expect(prefixed.answer.kind === 'redirect' && prefixed.answer.back.pathname).toBe('/api/health');

    const renamed = await redeem(f, { ...honestForm(f, await code(f)), redirect_uri: stray() });
    expect(renamed).toMatchObject({ status: 200, label: NAIVE_ISSUER.label });
    await expectOpensNaiveDoor(renamed.body.access_token!);
  });

  it('the naive issuer still never sends a code off this deployment’s origin', async () => {
    const f = await registered('naive');
    const { answer } = await authorized(f, 'https://attacker.example/auth/callback');
    expect(answer).toMatchObject({ kind: 'refused', check: 'redirect-uri' });
  });

  it('the real issuer refuses both: on its own page, and at redemption (check redirect-uri)', async () => {
    const f = await registered('real');
    expect((await authorized(f, stray())).answer).toMatchObject({ kind: 'refused', error: 'invalid_request', check: 'redirect-uri' });
    const renamed = await redeem(f, { ...honestForm(f, await code(f)), redirect_uri: stray() });
    expect(renamed).toMatchObject({ status: 400, body: { error: 'invalid_grant', check: 'redirect-uri' } });
  });
});

describe('a replayed authorization code', () => {
  it('the naive issuer mints a second token from one code', async () => {
    const f = await registered('naive');
    const form = honestForm(f, await code(f));
    const first = await redeem(f, form);
    const second = await redeem(f, form);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(decodeJwt(second.body.access_token!).jti).not.toBe(decodeJwt(first.body.access_token!).jti);
    await expectOpensNaiveDoor(second.body.access_token!);
  });

  it('the real issuer refuses the second presentation (check code-replay)', async () => {
    const f = await registered('real');
    const form = honestForm(f, await code(f));
    expect((await redeem(f, form)).status).toBe(200);
    expect(await redeem(f, form)).toMatchObject({ status: 400, body: { error: 'invalid_grant', check: 'code-replay' } });
  });
});

describe('nothing the naive issuer makes passes anywhere real', () => {
  let naiveToken: string;
  beforeAll(async () => {
    const f = await registered('naive');
    naiveToken = (await redeem(f, honestForm(f, await code(f)))).body.access_token!;
  });

  it('its token is a lab token: its own iss, the naive door’s aud, LAB_CLAIM', () => {
    expect(decodeJwt(naiveToken)).toMatchObject({ iss: as.naiveIssuer, aud: as.naiveDoor, [LAB_CLAIM]: NAIVE_ISSUER.labKind });
  });

  it('the real OAuth door refuses it (wrong issuer)', async () => {
    const res = await toolsList(as.door, naiveToken);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: 'invalid_token', check: 'iss' });
  });

  it('even a door told to trust the naive issuer, at the naive door’s own URL, refuses it for its lab mark', async () => {
    const keys = createLocalJWKSet({ keys: [(await signingKey('an in-process issuer secret, long enough for the issuer')).publicJwk] });
    const ctx = { issuer: as.naiveIssuer, audience: as.naiveDoor, keys, algorithms: ['EdDSA'], requireAtJwt: true, clockToleranceS: 5 };
    await expect(verifyAccessToken(naiveToken, ctx)).rejects.toMatchObject({ check: 'lab' });
  });

  it('it mints only for the naive door, and the real issuer never for it', async () => {
    const naive = await registered('naive');
    expect((await authorized({ ...naive, resource: as.door })).answer).toMatchObject({ kind: 'refused', error: 'invalid_target', check: 'resource' });
    const real = await registered('real');
    expect((await authorized({ ...real, resource: as.naiveDoor })).answer).toMatchObject({ kind: 'refused', error: 'invalid_target', check: 'resource' });
  });

  it('its codes do not open at the real token endpoint, nor the real issuer’s at its', async () => {
    const naive = await registered('naive');
    const real = await registered('real');
    const naiveCode = await code(naive);
    const atReal = await redeem(real, { ...honestForm(naive, naiveCode), client_id: naive.clientId, resource: as.door });
    expect(atReal).toMatchObject({ status: 400, body: { error: 'invalid_grant', check: 'code' } });
    const realCode = await code(real);
    const atNaive = await redeem(naive, { ...honestForm(real, realCode), resource: as.naiveDoor });
    expect(atNaive).toMatchObject({ status: 400, body: { error: 'invalid_grant', check: 'code' } });
  });

  it('its consent ticket does not open at the real authorization endpoint', async () => {
    const f = await registered('naive');
    const req = await startAuthorizationRequest({
      metadata: f.metadata,
      client: { client_id: f.clientId },
      redirectUri: callback,
      scope: 'prompts:read',
      resource: f.resource,
    });
    const toConsent = await as.fetch(req.authorizationUrl, manual);
    const ticket = new URL(toConsent.headers.get('location')!).searchParams.get('ticket')!;
    const real = await as.fetch(`${as.origin}/oauth/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: as.origin },
      body: new URLSearchParams({ ticket, decision: 'approve' }),
    });
    expect(real.status).toBe(400);
    expect(await real.json()).toMatchObject({ error: 'invalid_request', error_description: expect.stringMatching(/invalid or has expired/) });
  });

  it('it never fetches a client ID metadata document', async () => {
    const f = await registered('naive');
    const { answer } = await authorized({ ...f, clientId: 'https://client.example/metadata.json' });
    expect(answer).toMatchObject({ kind: 'refused', error: 'invalid_client', check: 'client' });
    expect(as.log.some((l) => l.includes('client.example'))).toBe(false);
  });
});

describe('where it is named, and how it is labelled', () => {
  it('no door’s metadata names it, nor the real issuer’s; its own says what it skips', async () => {
    const prm = await fetchResourceMetadata(as.fetch, as.door);
    expect(prm.authorization_servers).toEqual([as.issuer]);
    const real = await fetchServerMetadata(as.fetch, as.issuer);
    expect(JSON.stringify(real)).not.toContain(NAIVE_ISSUER.path);
    const naive = await fetchServerMetadata(as.fetch, as.naiveIssuer);
    expect(naive).toMatchObject({
      issuer: as.naiveIssuer,
      authorization_endpoint: `${as.naiveIssuer}/authorize`,
      token_endpoint: `${as.naiveIssuer}/token`,
      lab_unchecked: [...NAIVE_ISSUER.unchecked],
      client_id_metadata_document_supported: false,
    });
  });

  it('labels every answer of its endpoints, refusals and redirects included; the real issuer’s never', async () => {
    const naive = await registered('naive');
    const real = await registered('real');
    const seen: [string, number, string | null][] = [];
    const watch = async (input: string | URL | Request, init?: RequestInit) => {
      const res = await as.fetch(input, init);
      seen.push([new URL(input instanceof Request ? input.url : input).pathname, res.status, res.headers.get(NAIVE_ISSUER.header)]);
      return res;
    };
    await fetchServerMetadata(watch, as.naiveIssuer);
    await registerDynamically(watch, naive.metadata, publicClient('labelled', [callback]));
    const req = await startAuthorizationRequest({
      metadata: naive.metadata,
      client: { client_id: naive.clientId },
      redirectUri: callback,
      scope: 'prompts:read',
      resource: as.naiveDoor,
    });
    await answerConsent(watch, req.authorizationUrl, 'approve', manual);
    await postTokenForm(watch, String(naive.metadata.token_endpoint), { grant_type: 'authorization_code' });
    const naiveAnswers = seen.splice(0).filter(([path]) => path !== '/oauth/naive/consent');
    expect(naiveAnswers.map(([path, status]) => `${path} ${status}`)).toEqual([
      '/.well-known/oauth-authorization-server/oauth/naive 200',
      '/oauth/naive/register 201',
      '/oauth/naive/authorize 303',
      '/oauth/naive/authorize 303',
      '/oauth/naive/token 400',
    ]);
    for (const [, , label] of naiveAnswers) expect(label).toBe(NAIVE_ISSUER.label);
    await fetchServerMetadata(watch, as.issuer);
    await postTokenForm(watch, String(real.metadata.token_endpoint), { grant_type: 'authorization_code' });
    for (const [, , label] of seen) expect(label).toBeNull();
  });
});

describe('through an observation channel', () => {
  it('is served from the route table, the channel’s copy under its prefix: its own iss, the channel’s naive door its only resource', async () => {
    for (const path of [`${ASM_PREFIX}${NAIVE_ISSUER.path}`, ...Object.values(NAIVE_ISSUER_ENDPOINT_PATHS).filter((p) => !p.endsWith('/consent'))]) {
      expect(routeFor(path)?.path, path).toBe(path);
    }
    const cfg = parseConfig({ NODE_ENV: 'test', MCP_PUBLIC_ORIGIN: as.origin, AUTH_SECRET: 'an in-process issuer secret, long enough for the issuer' });
    const res = await naiveIssuerEndpoints.metadata(
      new Request(`${as.origin}/o/c/.well-known/oauth-authorization-server/oauth/naive`, { headers: { host: new URL(as.origin).host } }),
      '/o/c',
      cfg,
    );
    expect(res.headers.get(NAIVE_ISSUER.header)).toBe(NAIVE_ISSUER.label);
    expect(await res.json()).toMatchObject({ issuer: `${as.origin}/o/c/oauth/naive`, token_endpoint: `${as.origin}/o/c/oauth/naive/token` });
  });
});
