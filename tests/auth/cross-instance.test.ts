/**
 * Two processes of one deployment: the same AUTH_SECRET and the same configured public origin (as two
 * instances behind one name would have), each answering under its own loopback port too. Each accepts
 * the other's registrations, consent tickets, codes and tokens: every key derives from the secret.
 */
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type RunningServer, startNextServer } from '../helpers/next-server';
import {
  authorizationRequest,
  callTool,
  followConsent,
  obtainAccessToken,
  REDIRECT_URI,
  registerClient,
  rpcResult,
  tokenRequest,
  TOOL_ARGS,
} from '../helpers/oauth';

let a: RunningServer;
let b: RunningServer;

beforeAll(async () => {
  const [pa, pb] = [await freePort(), await freePort()];
  // Both are "http://localhost:<A's port>"; B also answers to its own port, as an instance behind a balancer would.
  const env = {
    AUTH_SECRET: 'cross-instance-secret-0123456789abcdefghijklmnop',
    MCP_PUBLIC_ORIGIN: `http://localhost:${pa}`,
    MCP_ALLOWED_HOSTS: `localhost:${pa},localhost:${pb}`,
  };
  [a, b] = await Promise.all([startNextServer(env, 'healthy', pa), startNextServer(env, 'healthy', pb)]);
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
    const callback = await followConsent(req.url, 'approve');
    const code = callback.searchParams.get('code')!;
    expect(callback.searchParams.get('iss')).toBe(`${a.url}/oauth`);

    const res = await tokenRequest(b.url, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      client_id: clientId,
      code_verifier: req.verifier,
      resource: door,
    });
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
    const res = await callTool(`${b.url}/api/mcp/oauth`, 'search_prompts', TOOL_ARGS.search_prompts, { authorization: `Bearer ${token}` });
    expect(res.status).toBe(200);
  });
});
