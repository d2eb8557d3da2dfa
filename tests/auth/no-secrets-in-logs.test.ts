/**
 * Nothing secret reaches the server's log: not access tokens, codes, lab tokens, keys or the secret,
 * through a full flow, refusals, a replayed code, and an error path that does log (an issuer whose
 * keys cannot be fetched). MCP_DEBUG is on, so the SDK's own error reports are included.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startNextServer } from '../helpers/next-server';
import { authorizationRequest, callTool, followConsent, REDIRECT_URI, registerClient, tokenRequest, TOOL_ARGS } from '../helpers/oauth';
import { modernInit } from '../helpers/raw-request';

const SECRET = 'log-test-secret-0123456789abcdefghijklmnopqrstu';
const KEY = 'log-test-shared-key-0123456789abcdef';
let server: RunningServer;
/** An instance trusting an external issuer whose JWKS is unreachable: verification fails on our side and is logged. */
let broken: RunningServer;

beforeAll(async () => {
  [server, broken] = await Promise.all([
    startNextServer({ AUTH_SECRET: SECRET, MCP_API_KEY: KEY, MCP_AUTH: 'oauth', AUTH_DEMO: '1', MCP_DEBUG: '1' }),
    // test mode: an http issuer is only refused in production.
    startNextServer({ NODE_ENV: 'test', AUTH_ISSUER: 'http://127.0.0.1:9/issuer', AUTH_JWKS_URL: 'http://127.0.0.1:9/jwks', MCP_DEBUG: '1' }),
  ]);
});
afterAll(async () => {
  await Promise.all([server?.stop(), broken?.stop()]);
});

/**
 * Makes `srv` log a line of our choosing and waits (up to 10 s) until the test has read it: the SDK's rejection
 * of a tools/call whose Mcp-Name header disagrees with its body names the header's value, and MCP_DEBUG logs it.
 * The server writes a request's error lines (stderr, where this one goes too) before it answers, in order: once the
 * marker, sent after every other request was answered, has arrived, so has every line those requests logged there.
 */
async function readLogUpToNow(srv: RunningServer, path: string, headers: Record<string, string> = {}): Promise<void> {
  const marker = `log-marker-${randomUUID()}`;
  const res = await fetch(`${srv.url}${path}`, modernInit('tools/call', { name: 'corpus_stats', arguments: {} }, { 'mcp-name': marker, ...headers }));
  expect(res.status).toBe(400);
  await res.text();
  await expect.poll(() => srv.output().includes(marker), { timeout: 10_000 }).toBe(true);
}

describe('server logs', () => {
  it('never contain a token, code, key or secret', async () => {
    const seen: string[] = [SECRET, KEY];
    const base = server.url;
    const door = `${base}/api/mcp/oauth`;

    const clientId = await registerClient(base);
    const req = await authorizationRequest(base, clientId, door, 'prompts:read');
    const code = (await followConsent(req.url)).searchParams.get('code')!;
    const params = { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, client_id: clientId, code_verifier: req.verifier, resource: door };
    const token = ((await (await tokenRequest(base, params)).json()) as { access_token: string }).access_token;
    seen.push(code, token, req.verifier);
    expect((await tokenRequest(base, params)).status).toBe(400); // replayed

    for (const tool of Object.keys(TOOL_ARGS)) await (await callTool(door, tool, TOOL_ARGS[tool], { authorization: `Bearer ${token}` })).text();
    await (await callTool(`${base}/api/mcp/key`, 'corpus_stats', {}, { authorization: `Bearer ${KEY}` })).text();
    const wrongKey = `${KEY}-wrong`;
    seen.push(wrongKey);
    await (await callTool(`${base}/api/mcp/key`, 'corpus_stats', {}, { authorization: `Bearer ${wrongKey}` })).text();

    const lab = (await (await fetch(`${base}/oauth/lab`, { method: 'POST' })).json()) as { tokens: { token: string }[] };
    for (const { token: t } of lab.tokens) {
      seen.push(t);
      await (await callTool(door, 'search_prompts', TOOL_ARGS.search_prompts, { authorization: `Bearer ${t}` })).text();
      const res = await callTool(`${broken.url}/api/mcp/oauth`, 'search_prompts', TOOL_ARGS.search_prompts, { authorization: `Bearer ${t}` });
      if (!t.endsWith('.')) expect(res.status).toBe(500); // signed ones reach the key fetch, which fails
      await res.text();
    }
    await Promise.all([readLogUpToNow(server, '/api/mcp/oauth', { authorization: `Bearer ${token}` }), readLogUpToNow(broken, '/api/mcp')]);

    const output = server.output() + broken.output();
    // Logged, and only once: six refused calls in a row write one line, so a caller cannot flood the log.
    expect(broken.output().split('[auth] the trusted issuer keys could not be had').length - 1).toBe(1);
    const leaked = seen.filter((s) => output.includes(s) || output.includes(s.slice(0, 40)));
    expect(leaked.map((s) => `${s.slice(0, 12)}…`)).toEqual([]);
  });
});
