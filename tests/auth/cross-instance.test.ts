/**
 * Two processes with the same AUTH_SECRET behind one public host (as a load balancer would put them,
 * forwarding X-Forwarded-Host): each accepts the other's registrations, consent tickets, codes and
 * tokens, because every key is derived from the secret and nothing is stored.
 */
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startNextServer } from '../helpers/next-server';
import { authorizationRequest, callTool, followConsent, obtainAccessToken, REDIRECT_URI, registerClient, rpcResult, tokenRequest, TOOL_ARGS } from '../helpers/oauth';

const env = { AUTH_SECRET: 'cross-instance-secret-0123456789abcdefghijklmnop', TRUST_PROXY: '1' };
let a: RunningServer;
let b: RunningServer;
/** Requests to B carry A's host, as a proxy in front of both would send them. */
let asA: Record<string, string>;

beforeAll(async () => {
  [a, b] = await Promise.all([startNextServer(env), startNextServer(env)]);
  asA = { 'x-forwarded-host': new URL(a.url).host, 'x-forwarded-proto': 'http' };
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
});

describe('two instances, one secret', () => {
  it('publish the same signing key', async () => {
    const [ka, kb] = await Promise.all([a, b].map(async (s) => (await fetch(`${s.url}/oauth/jwks`)).json()));
    expect(ka).toEqual(kb);
  });

  it('register on A, authorize on B, consent on A, redeem on B: the token B mints verifies on A', async () => {
    const door = `${a.url}/api/mcp/oauth`;
    const clientId = await registerClient(a.url);
    const req = await authorizationRequest(b.url, clientId, door);
    const callback = await followConsent(req.url, 'approve', asA);
    const code = callback.searchParams.get('code')!;
    expect(callback.searchParams.get('iss')).toBe(`${a.url}/oauth`);

    const res = await tokenRequest(
      b.url,
      { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, client_id: clientId, code_verifier: req.verifier, resource: door },
      asA,
    );
    expect(res.status).toBe(200);
    const token = ((await res.json()) as { access_token: string }).access_token;
    expect(decodeJwt(token)).toMatchObject({ iss: `${a.url}/oauth`, aud: door });

    // A checks it against A's own JWKS: this passes only if B signed with the same derived key.
    const call = await callTool(door, 'corpus_stats', {}, { authorization: `Bearer ${token}` });
    expect(call.status).toBe(200);
    expect(((await rpcResult(call)).result!.structuredContent as { count: number }).count).toBe(1381);
  });

  it('a token issued by A verifies on B', async () => {
    const token = await obtainAccessToken(a.url, '/api/mcp/oauth');
    const res = await callTool(`${b.url}/api/mcp/oauth`, 'search_prompts', TOOL_ARGS.search_prompts, { authorization: `Bearer ${token}`, headers: asA });
    expect(res.status).toBe(200);
    // Without the shared public host, B is another deployment (its own issuer URL and resource): refused.
    const direct = await callTool(`${b.url}/api/mcp/oauth`, 'search_prompts', TOOL_ARGS.search_prompts, { authorization: `Bearer ${token}` });
    expect(direct.status).toBe(401);
    expect(direct.headers.get('www-authenticate')).toContain(`error_description="wrong issuer: this door trusts tokens from ${b.url}/oauth"`);
  });
});
