/** The same OAuth flow with a 2025-era client (the v1 SDK: initialize handshake, DCR), on /api/mcp/oauth. */
import { UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startNextServer } from '../helpers/next-server';
import { HeadlessOAuthProvider, recordingFetch } from '../helpers/oauth';

let server: RunningServer;
beforeAll(async () => {
  server = await startNextServer({ AUTH_SECRET: 'legacy-flow-secret-0123456789abcdefghijklmnopqrstuv' });
});
afterAll(async () => server?.stop());

describe('OAuth flow with the 2025-era client', () => {
  it('goes 401 → metadata → DCR → consent → token → initialize and tools/call on /api/mcp/oauth', async () => {
    const door = new URL('/api/mcp/oauth', server.url);
    const provider = new HeadlessOAuthProvider({ clientName: 'Observatory 2025-era client' });
    const log: string[] = [];
    const first = new StreamableHTTPClientTransport(door, { authProvider: provider, fetch: recordingFetch(log) });
    await expect(new Client({ name: 'v1', version: '1.0.0' }).connect(first)).rejects.toBeInstanceOf(UnauthorizedError);

    const params = provider.callbackParams();
    expect(params.get('iss')).toBe(`${server.url}/oauth`);
    await first.finishAuth(params.get('code')!);

    const client = new Client({ name: 'v1', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(door, { authProvider: provider, fetch: recordingFetch(log) }));
    try {
      expect(client.getServerVersion()?.name).toBe('prompts-observatory');
      const res = await client.callTool({ name: 'corpus_stats', arguments: {} });
      expect((res.structuredContent as { count: number }).count).toBe(1381);
    } finally {
      await client.close();
    }
    for (const step of ['POST /api/mcp/oauth 401', 'POST /oauth/register 201', 'POST /oauth/token 200', 'POST /api/mcp/oauth 200']) {
      expect(log, log.join('\n')).toContain(step);
    }
    const authorize = provider.authorizationUrls[0];
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('resource')).toBe(door.href);
    expect(decodeJwt(provider.tokens()!.access_token).aud).toBe(door.href);
  });
});
