/**
 * Registration on a workshop's plain-http LAN origin (MCP_ALLOW_HTTP_ORIGIN=1): the pages' own callback
 * on that origin registers, so a phone in the room can sign in; every other http host is still refused,
 * and no other origin (loopback, https) opens http beyond loopback. Through the real endpoint, with the
 * origin from configuration only.
 */
import { describe, expect, it } from 'vitest';
import { registerEndpoint } from '../../../lib/auth/authorization-server/endpoints/register';
import { parseConfig } from '../../../lib/config';
import { CLIENT_CALLBACK_PATH } from '../../../lib/vocabulary';

const SECRET = 'a test secret that is long enough for the issuer 0123456789';

async function register(origin: string, redirectUri: string) {
  const cfg = parseConfig({ NODE_ENV: 'production', MCP_PUBLIC_ORIGIN: origin, MCP_ALLOW_HTTP_ORIGIN: '1', AUTH_SECRET: SECRET, AUTH_DEMO: '1' });
  const res = await registerEndpoint(
    new Request(`${origin}/oauth/register`, {
      method: 'POST',
      headers: { host: new URL(origin).host, 'content-type': 'application/json' },
      body: JSON.stringify({ redirect_uris: [redirectUri], client_name: 'a phone in the room' }),
    }),
    '',
    cfg,
  );
  return { status: res.status, body: (await res.json()) as { error?: string; error_description?: string } };
}

const LAN = 'http://192.0.2.10:3000';

describe('http redirect URIs on a workshop LAN origin', () => {
  it.each([
    ['the pages’ own callback on the LAN origin', LAN, `${LAN}${CLIENT_CALLBACK_PATH}`, 201],
    ['another path on the LAN origin', LAN, `${LAN}/elsewhere`, 201],
    ['loopback, as everywhere', LAN, 'http://127.0.0.1:9/callback', 201],
    ['another LAN host', LAN, `http://192.0.2.11:3000${CLIENT_CALLBACK_PATH}`, 400],
    ['the LAN host on another port', LAN, `http://192.0.2.10:3001${CLIENT_CALLBACK_PATH}`, 400],
    ['a look-alike name', LAN, `http://192.0.2.10.attacker.test:3000${CLIENT_CALLBACK_PATH}`, 400],
    ['a LAN host when the origin is loopback', 'http://localhost:3000', `${LAN}${CLIENT_CALLBACK_PATH}`, 400],
    ['http on an https origin’s own host', 'https://workshop.example', `http://workshop.example${CLIENT_CALLBACK_PATH}`, 400],
  ])('%s (origin %s, redirect %s) → %i', async (_name, origin, redirectUri, status) => {
    const { status: got, body } = await register(origin, redirectUri);
    expect(got, body.error_description).toBe(status);
    if (status === 400) {
      expect(body).toMatchObject({
        error: 'invalid_client_metadata',
        error_description: expect.stringMatching(/^redirect_uris\.0: http redirect URIs are allowed on loopback only/),
      });
    }
  });
});
