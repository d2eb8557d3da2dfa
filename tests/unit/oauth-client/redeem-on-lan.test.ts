/**
 * Redeeming a code from a page on a workshop's plain-http LAN origin: the SDK refuses any http token
 * endpoint off loopback, so a page served over that same http redeems it itself, with the SDK's iss
 * check first; a page on any other origin still meets the SDK's refusal. A fake fetch plays the issuer.
 */
import type { AuthorizationServerMetadata } from '@modelcontextprotocol/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { redeemCode } from '../../../lib/oauth-client';

const LAN = 'http://192.0.2.10:3000';
const metadata = {
  issuer: `${LAN}/oauth`,
  authorization_endpoint: `${LAN}/oauth/authorize`,
  token_endpoint: `${LAN}/oauth/token`,
  response_types_supported: ['code'],
  authorization_response_iss_parameter_supported: true,
} as AuthorizationServerMetadata;
const redemption = {
  metadata,
  client: { client_id: 'sealed-client' },
  callback: { code: 'the-code', state: 's', iss: `${LAN}/oauth` },
  verifier: 'v'.repeat(43),
  redirectUri: `${LAN}/auth/callback`,
  resource: `${LAN}/api/mcp/oauth`,
};

function issuer() {
  const forms: URLSearchParams[] = [];
  const fetch = async (url: string | URL, init?: RequestInit) => {
    expect(String(url)).toBe(`${LAN}/oauth/token`);
    forms.push(new URLSearchParams(String(init?.body)));
    return Response.json({ access_token: 'a.b.c', token_type: 'Bearer', expires_in: 600 });
  };
  return { fetch, forms };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('redeeming on a plain-http LAN origin', () => {
  it('a page on that very origin gets its token, with the honest form', async () => {
    vi.stubGlobal('location', { origin: LAN });
    const { fetch, forms } = issuer();
    await expect(redeemCode(fetch, redemption)).resolves.toMatchObject({ access_token: 'a.b.c', token_type: 'Bearer' });
    expect(Object.fromEntries(forms[0])).toEqual({
      grant_type: 'authorization_code',
      code: 'the-code',
      redirect_uri: `${LAN}/auth/callback`,
      client_id: 'sealed-client',
      code_verifier: 'v'.repeat(43),
      resource: `${LAN}/api/mcp/oauth`,
    });
  });

  it('another issuer’s iss is refused before anything is sent', async () => {
    vi.stubGlobal('location', { origin: LAN });
    const { fetch, forms } = issuer();
    await expect(redeemCode(fetch, { ...redemption, callback: { ...redemption.callback, iss: 'https://attacker.example/oauth' } })).rejects.toThrow();
    expect(forms).toEqual([]);
  });

  it('a page on any other origin meets the SDK’s refusal of an http token endpoint', async () => {
    vi.stubGlobal('location', { origin: 'http://192.0.2.99:3000' });
    const { fetch, forms } = issuer();
    await expect(redeemCode(fetch, redemption)).rejects.toThrow(/non-https token endpoint/);
    expect(forms).toEqual([]);
  });
});
