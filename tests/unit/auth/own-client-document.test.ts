/**
 * The issuer takes this deployment's own client ID metadata document wherever the configured origin is (here
 * plain http on loopback, as `npm start` on a laptop and the e2e server are), without connecting anywhere for it,
 * and only for that URL, spelt exactly as configuration derives it: the same path on another spelling of the host,
 * another path on the origin, a query, or https on the same loopback address are refused with a clear error, and
 * never fetched. Through the real authorize function, a production configuration, and a real listener on loopback
 * that counts what reaches it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorize } from '../../../lib/auth/authorization-server/authorize';
import { openConsent } from '../../../lib/auth/authorization-server/consent-ticket';
import type { IssuerContext } from '../../../lib/auth/authorization-server/context';
import { parseConfig } from '../../../lib/config';
import { CLIENT_CALLBACK_PATH, CLIENT_METADATA_PATH, DOOR } from '../../../lib/vocabulary';
import { issuerContextFor } from './extension-grants-kit';

const SECRET = 'a test secret that is long enough for the issuer 0123456789';
let server: Server;
let origin: string;
let ctx: IssuerContext;
const requested: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    requested.push(req.url ?? '');
    const self = `${origin}${req.url}`;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ client_id: self, client_name: 'own', redirect_uris: [`${origin}${CLIENT_CALLBACK_PATH}`], token_endpoint_auth_method: 'none' }));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const cfg = parseConfig({ NODE_ENV: 'production', MCP_PUBLIC_ORIGIN: origin, AUTH_SECRET: SECRET });
  expect(cfg.auth.allowLoopbackClientUrls).toBe(false);
  ctx = issuerContextFor(origin, cfg, SECRET);
});
afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

/** Authorize with `clientId`; what the issuer's page would show: the consent form, or the refusal's text. */
async function authorizeAs(clientId: string, on: { ctx: IssuerContext; origin: string } = { ctx, origin }) {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: `${on.origin}${CLIENT_CALLBACK_PATH}`,
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
    state: 'st',
    resource: `${on.origin}${DOOR.oauth.path}`,
  });
  const outcome = await authorize(query, on.ctx);
  const ticket = await openConsent(SECRET, outcome.ticket);
  return { kind: outcome.kind, description: ticket?.t === 'error' ? ticket.description : undefined };
}

describe('the deployment’s own client ID metadata document on a plain-http origin', () => {
  it('is known without a fetch, and the consent form offered', async () => {
    requested.length = 0;
    const own = `${origin}${CLIENT_METADATA_PATH}`;
    expect(own).toBe(ctx.urls.clientMetadataDocument);
    expect(await authorizeAs(own)).toEqual({ kind: 'consent', description: undefined });
    expect(requested).toEqual([]);
  });

  it.each([
    [
      'another path on the same origin',
      () => `${origin}/elsewhere.json`,
      /must be https \(.*this deployment's own walkthrough document, http:\/\/127\.0\.0\.1:\d+\/auth\/client-metadata\.json, is known without a fetch\)/,
    ],
    ['the same path, the host spelt otherwise', () => `${origin.replace('127.0.0.1', 'localhost')}${CLIENT_METADATA_PATH}`, /must be https/],
    ['the same path with a query', () => `${origin}${CLIENT_METADATA_PATH}?v=2`, /must be https/],
    ['https on the same loopback address', () => `${origin.replace('http:', 'https:')}${CLIENT_METADATA_PATH}`, /is a private or loopback address/],
  ])('%s is refused, naming why, and never fetched', async (_name, clientId, reason) => {
    requested.length = 0;
    const { kind, description } = await authorizeAs(clientId());
    expect(kind).toBe('fatal');
    expect(description).toMatch(reason);
    expect(requested).toEqual([]);
  });

  it('on a workshop’s LAN origin (MCP_ALLOW_HTTP_ORIGIN) too: its http callback on that origin is the document’s own, and no address is connected to', async () => {
    const lan = 'http://192.0.2.10:3000';
    const cfg = parseConfig({ NODE_ENV: 'production', MCP_PUBLIC_ORIGIN: lan, MCP_ALLOW_HTTP_ORIGIN: '1', AUTH_SECRET: SECRET });
    const on = { ctx: issuerContextFor(lan, cfg, SECRET), origin: lan };
    expect(await authorizeAs(`${lan}${CLIENT_METADATA_PATH}`, on)).toEqual({ kind: 'consent', description: undefined });
    expect((await authorizeAs(`${lan}/elsewhere.json`, on)).description).toMatch(/must be https/);
  });
});
