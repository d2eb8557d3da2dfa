/**
 * The client credentials grant's client side: the private_key_jwt assertion (checked with jose against
 * the public key, as an issuer would), the client_secret_basic header (RFC 6749 §2.3.1's encoding), and
 * the one exchange with the token endpoint, its refusal thrown as the issuer said it.
 */
import type { AuthorizationServerMetadata } from '@modelcontextprotocol/client';
import { decodeProtectedHeader, exportPKCS8, generateKeyPair, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { basicCredentials, clientAssertion, type FetchLike, requestClientCredentialsToken } from '../../../lib/oauth-client';
import { CLIENT_ASSERTION_TYPE } from '../../../lib/vocabulary';

const ISSUER = 'https://issuer.example/oauth';
const metadata = {
  issuer: ISSUER,
  authorization_endpoint: `${ISSUER}/authorize`,
  token_endpoint: `${ISSUER}/token`,
  response_types_supported: ['code'],
} as AuthorizationServerMetadata;
const DOOR = 'https://mcp.example/api/mcp/oauth';

/** A token endpoint that records what it was sent and answers `answer`. */
function tokenEndpoint(answer: Response) {
  const seen: { url: string; headers: Headers; form: URLSearchParams }[] = [];
  const fetch: FetchLike = async (url, init) => {
    seen.push({ url: String(url), headers: new Headers(init?.headers), form: new URLSearchParams(String(init?.body)) });
    return answer;
  };
  return { fetch, seen };
}

describe('client credentials', () => {
  it('signs a private_key_jwt assertion an issuer verifies: iss = sub = client_id, aud = the issuer, short-lived, a fresh jti', async () => {
    const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
    const pem = await exportPKCS8(privateKey);
    const one = await clientAssertion('daemon-1', ISSUER, pem, 'ES256');
    const two = await clientAssertion('daemon-1', ISSUER, pem, 'ES256');
    const { payload } = await jwtVerify(one, publicKey, { issuer: 'daemon-1', subject: 'daemon-1', audience: ISSUER });
    expect(decodeProtectedHeader(one).alg).toBe('ES256');
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBeLessThanOrEqual(300);
    expect(payload.jti).not.toBe((await jwtVerify(two, publicKey)).payload.jti);
  });

  it('sends the private_key_jwt form: the grant, client_id, the assertion and its type, and resource', async () => {
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    const endpoint = tokenEndpoint(Response.json({ access_token: 'at', token_type: 'Bearer', expires_in: 300 }));
    const tokens = await requestClientCredentialsToken(endpoint.fetch, {
      metadata,
      clientId: 'daemon-1',
      auth: { method: 'private_key_jwt', privateKeyPem: await exportPKCS8(privateKey), algorithm: 'ES256' },
      resource: DOOR,
      scope: 'prompts:read',
    });
    expect(tokens).toMatchObject({ access_token: 'at', token_type: 'Bearer' });
    const [{ url, headers, form }] = endpoint.seen;
    expect(url).toBe(`${ISSUER}/token`);
    expect(headers.get('authorization')).toBeNull();
    expect(Object.fromEntries(form)).toMatchObject({
      grant_type: 'client_credentials',
      client_id: 'daemon-1',
      client_assertion_type: CLIENT_ASSERTION_TYPE,
      resource: DOOR,
      scope: 'prompts:read',
    });
    expect(form.get('client_assertion')?.split('.')).toHaveLength(3);
  });

  it('sends client_secret_basic as an Authorization header, id and secret form-urlencoded first, and no secret in the form', async () => {
    expect(basicCredentials('id:1', 'sec ret/+')).toBe(`Basic ${btoa('id%3A1:sec+ret%2F%2B')}`);
    const endpoint = tokenEndpoint(Response.json({ access_token: 'at', token_type: 'Bearer' }));
    await requestClientCredentialsToken(endpoint.fetch, {
      metadata,
      clientId: 'ci',
      auth: { method: 'client_secret_basic', clientSecret: 's3cret' },
      resource: DOOR,
    });
    const [{ headers, form }] = endpoint.seen;
    expect(headers.get('authorization')).toBe(`Basic ${btoa('ci:s3cret')}`);
    expect(Object.fromEntries(form)).toEqual({ grant_type: 'client_credentials', resource: DOOR });
  });

  it('throws the issuer’s refusal as it said it', async () => {
    const endpoint = tokenEndpoint(Response.json({ error: 'invalid_client', error_description: 'unknown client' }, { status: 401 }));
    await expect(
      requestClientCredentialsToken(endpoint.fetch, { metadata, clientId: 'ci', auth: { method: 'client_secret_basic', clientSecret: 'x' }, resource: DOOR }),
    ).rejects.toThrow(/unknown client/);
  });
});
