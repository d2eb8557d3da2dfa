/**
 * An observation channel's issuer and the deployment's own share one secret: a code the channel's
 * issuer sealed (for the channel's door) must not be redeemed at the main issuer's token endpoint,
 * and the reverse, even with a matching client, redirect, verifier and resource.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEMO_SUBJECT } from '../../lib/auth/authorization-server/decision';
import { tokenEndpoint } from '../../lib/auth/authorization-server/endpoints/token';
import { digest } from '../../lib/auth/authorization-server/pkce';
import { seal } from '../../lib/auth/authorization-server/sealed';
import { parseConfig } from '../../lib/config';
import { stateStore } from '../../lib/state';
import { DOOR } from '../../lib/vocabulary';

const ORIGIN = 'http://localhost:3999';
const SECRET = 'channel-code-test-secret-0123456789abcdefghij';
const cfg = parseConfig({ NODE_ENV: 'test', MCP_PUBLIC_ORIGIN: ORIGIN, AUTH_SECRET: SECRET, RATE_LIMIT_TOKEN: '0' });
const CLIENT = 'https://client.example/metadata.json';
const REDIRECT = 'https://client.example/callback';
const VERIFIER = 'v'.repeat(43);
const CHALLENGE = createHash('sha256').update(VERIFIER).digest('base64url');
const CHANNEL = '/o/AAAAAAAAAAAAAAAAAAAAAAAA';

async function codeFor(resource: string): Promise<string> {
  const claims = {
    jti: crypto.randomUUID(),
    cid: digest(CLIENT),
    redirect_uri: REDIRECT,
    code_challenge: CHALLENGE,
    scope: 'prompts:read',
    resource,
    sub: DEMO_SUBJECT,
    ep: await stateStore().epoch(), // the store epoch it is issued in, as the issuer stamps it
  };
  return seal(SECRET, 'sealed-code', claims, 60);
}

function redeem(basePath: string, code: string, resource: string): Promise<Response> {
  const body = new URLSearchParams({ grant_type: 'authorization_code', code, client_id: CLIENT, redirect_uri: REDIRECT, code_verifier: VERIFIER, resource });
  const req = new Request(`${ORIGIN}${basePath}/oauth/token`, {
    method: 'POST',
    headers: { host: 'localhost:3999', 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  return tokenEndpoint(req, basePath, cfg);
}

describe('a code redeems only at the issuer that issued it', () => {
  it("a channel's code at the main issuer: 400 invalid_grant; at its own channel's issuer: a token", async () => {
    const channelDoor = `${ORIGIN}${CHANNEL}${DOOR.oauth.path}`;
    const elsewhere = await redeem('', await codeFor(channelDoor), channelDoor);
    expect(elsewhere.status).toBe(400);
    expect(await elsewhere.json()).toMatchObject({ error: 'invalid_grant', error_description: expect.stringMatching(/another issuer/) });
    const home = await redeem(CHANNEL, await codeFor(channelDoor), channelDoor);
    expect(home.status).toBe(200);
  });

  it("the main issuer's code at a channel's issuer: 400 invalid_grant", async () => {
    const mainDoor = `${ORIGIN}${DOOR.oauth.path}`;
    const res = await redeem(CHANNEL, await codeFor(mainDoor), mainDoor);
    expect(res.status).toBe(400);
  });
});
