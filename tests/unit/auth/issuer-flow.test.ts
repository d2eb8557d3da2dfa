/**
 * The built-in issuer as functions, no HTTP: register → authorize → consent decision → token, and
 * the refusals a client meets on the way. The issued token is checked with the issuer's own JWKS.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { authorize } from '../../../lib/auth/authorization-server/authorize';
import { registerClient } from '../../../lib/auth/authorization-server/clients/registration';
import type { IssuerContext } from '../../../lib/auth/authorization-server/context';
import { decide } from '../../../lib/auth/authorization-server/decision';
import { signingKey } from '../../../lib/auth/authorization-server/keys';
import { exchangeCode } from '../../../lib/auth/authorization-server/token';
import { parseConfig } from '../../../lib/config';
import { deploymentUrls } from '../../../lib/identity/urls';
import { DOORS } from '../../../lib/vocabulary';
import { openConsent } from '../../../lib/auth/authorization-server/consent-ticket';

const ORIGIN = 'http://127.0.0.1:3000';
const RESOURCE = `${ORIGIN}/api/mcp/oauth`;
const REDIRECT = 'http://127.0.0.1:9/callback';
const SECRET = 'a test secret that is long enough for the issuer';
const urls = deploymentUrls(ORIGIN);
const ctx: IssuerContext = {
  cfg: parseConfig({ NODE_ENV: 'test', AUTH_SECRET: SECRET, MCP_PUBLIC_ORIGIN: ORIGIN }),
  origin: ORIGIN,
  issuer: urls.issuer,
  urls,
  endpoints: urls.issuerEndpoints,
  resources: DOORS.map((d) => urls.resource(d.path)),
  secret: SECRET,
  naive: false,
};

const verifier = randomBytes(32).toString('base64url');
const challenge = createHash('sha256').update(verifier).digest('base64url');
let clientId: string;

beforeAll(async () => {
  const reg = await registerClient({ redirect_uris: [REDIRECT], client_name: 'Unit test client' }, SECRET);
  if (!reg.ok) throw new Error(reg.description);
  clientId = reg.body.client_id as string;
});

const authorizeQuery = (more: Record<string, string> = {}) =>
  new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: REDIRECT,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'st-1',
    scope: 'prompts:read',
    resource: RESOURCE,
    ...more,
  });

/** Authorize, then answer the consent page; returns where the browser is sent. */
async function consent(decision: 'approve' | 'deny', more: Record<string, string> = {}): Promise<URL> {
  const outcome = await authorize(authorizeQuery(more), ctx);
  if (outcome.kind !== 'consent') throw new Error(`expected the consent page, got ${outcome.kind}`);
  const answer = await decide({ ticket: outcome.ticket, decision }, ctx);
  if (!answer.ok) throw new Error(answer.description);
  return new URL(answer.location);
}

const tokenForm = (code: string, more: Record<string, string> = {}) =>
  new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT,
    client_id: clientId,
    code_verifier: verifier,
    resource: RESOURCE,
    ...more,
  });

describe('the issuer, step by step', () => {
  it('issues an at+jwt for the requested resource after approval, checkable with its JWKS', async () => {
    const back = await consent('approve');
    expect(back.origin + back.pathname).toBe(REDIRECT);
    expect(back.searchParams.get('state')).toBe('st-1');
    expect(back.searchParams.get('iss')).toBe(ctx.issuer);
    const token = await exchangeCode(tokenForm(back.searchParams.get('code')!), ctx);
    expect(token).toMatchObject({ status: 200, body: { token_type: 'Bearer', scope: 'prompts:read', expires_in: ctx.cfg.auth.tokenTtlS } });

    const jwks = { keys: [(await signingKey(SECRET)).publicJwk] };
    const { payload, protectedHeader } = await jwtVerify(token.body.access_token as string, createLocalJWKSet(jwks), {
      issuer: ctx.issuer,
      audience: RESOURCE,
    });
    expect(protectedHeader).toMatchObject({ alg: 'EdDSA', typ: 'at+jwt' });
    expect(payload).toMatchObject({ scope: 'prompts:read', client_id: clientId });
  });

  it('sends a denial back to the client with access_denied and the state', async () => {
    const back = await consent('deny');
    expect(Object.fromEntries(back.searchParams)).toMatchObject({ error: 'access_denied', state: 'st-1', iss: ctx.issuer });
  });

  it('redeems a code once: the second presentation is refused', async () => {
    const code = (await consent('approve')).searchParams.get('code')!;
    expect((await exchangeCode(tokenForm(code), ctx)).status).toBe(200);
    expect(await exchangeCode(tokenForm(code), ctx)).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant', error_description: expect.stringMatching(/already used/), check: 'code-replay' },
    });
  });

  it.each([
    ['a wrong PKCE verifier', { code_verifier: randomBytes(32).toString('base64url') }, 'invalid_grant', /PKCE/, 'pkce'],
    ['another resource than authorized', { resource: `${ORIGIN}/api/mcp` }, 'invalid_target', /resource/, 'resource'],
    ['another redirect_uri', { redirect_uri: 'http://127.0.0.1:9/other' }, 'invalid_grant', /redirect_uri/, 'redirect-uri'],
  ])('refuses a token request with %s, naming the check', async (_name, change, error, description, check) => {
    const code = (await consent('approve')).searchParams.get('code')!;
    expect(await exchangeCode(tokenForm(code, change), ctx)).toMatchObject({
      status: 400,
      body: { error, error_description: expect.stringMatching(description), check },
    });
  });
});

describe('authorize refusals', () => {
  it.each([
    ['no PKCE', { code_challenge: '' }, 'invalid_request', /PKCE is required/, 'pkce'],
    ['PKCE plain', { code_challenge_method: 'plain' }, 'invalid_request', /S256/, 'pkce'],
    ['no resource', { resource: '' }, 'invalid_request', /RFC 8707/, 'resource'],
    [
      'a resource on another origin',
      { resource: 'https://elsewhere.test/mcp' },
      'invalid_target',
      /exactly one of the MCP servers of this deployment/,
      'resource',
    ],
    ['a door URL with a query', { resource: `${RESOURCE}?x=1` }, 'invalid_target', /exactly one of the MCP servers/, 'resource'],
    ['an unknown scope', { scope: 'admin' }, 'invalid_scope', /Unknown scope admin/, 'scope'],
    ['an unregistered redirect_uri', { redirect_uri: 'https://attacker.test/cb' }, 'invalid_request', /not registered/, 'redirect-uri'],
  ])(
    'shows the error for %s on its own page, naming the check, never redirecting before the user has acted',
    async (_name, change, error, description, check) => {
      const outcome = await authorize(authorizeQuery(change), ctx);
      expect(outcome.kind).toBe('fatal');
      const shown = await openConsent(SECRET, outcome.ticket);
      expect(shown).toMatchObject({ t: 'error', error, description: expect.stringMatching(description), check });
    },
  );

  it('never redirects to an unregistered redirect_uri: the error stays with the user', async () => {
    expect((await authorize(authorizeQuery({ redirect_uri: 'https://attacker.test/cb' }), ctx)).kind).toBe('fatal');
  });

  it('does not know a client_id it did not issue', async () => {
    expect((await authorize(authorizeQuery({ client_id: 'made-up' }), ctx)).kind).toBe('fatal');
  });
});
