/**
 * OpenAI's Agents SDK on the OAuth door, against the production build with the built-in issuer.
 * MCPServerStreamableHttp takes an OAuth provider (it hands it to the 1.x SDK transport) but has no
 * way to finish an authorization it started, so the app runs the flow first with the SDK's `auth()`
 * (the consent page answered headless) and connects with the provider holding the token.
 */
import { auth } from '@modelcontextprotocol/sdk/client/auth.js';
import { MCPServerStreamableHttp } from '@openai/agents';
import { afterAll, beforeAll, expect } from 'vitest';
import { SCOPE_READ } from '../../lib/vocabulary';
import { type RunningServer, startNextServer } from '../helpers/next-server';
import { HeadlessOAuthProvider } from '../helpers/oauth';
import { expectSearchMatches, interopSuite, parseSearchText, SEARCH } from './suite';

let server: RunningServer;
beforeAll(async () => {
  server = await startNextServer({ AUTH_SECRET: 'interop-agents-secret-0123456789abcdefghijklmnopq' });
});
afterAll(async () => server?.stop());

interopSuite('openai-agents', {
  doors: ['oauth'],
  checks: {
    oauth: {
      oauth: async () => {
        const door = new URL('/api/mcp/oauth', server.url);
        const provider = new HeadlessOAuthProvider({ clientName: 'OpenAI Agents interop test' });
        expect(await auth(provider, { serverUrl: door })).toBe('REDIRECT');
        const params = provider.callbackParams();
        expect(await auth(provider, { serverUrl: door, authorizationCode: params.get('code')! })).toBe('AUTHORIZED');
        // Run before any 401, the SDK asks for every scope the protected-resource metadata lists.
        expect(provider.authorizationUrls[0].searchParams.get('scope')?.split(' ')).toContain(SCOPE_READ);
        expect(provider.authorizationUrls[0].searchParams.get('resource')).toBe(door.href);

        const mcp = new MCPServerStreamableHttp({ name: 'observatory-oauth', url: door.href, authProvider: provider });
        await mcp.connect();
        try {
          expect((await mcp.listTools()).map((t) => t.name)).toContain('search_prompts');
          expectSearchMatches(parseSearchText(await mcp.callTool('search_prompts', { ...SEARCH })));
        } finally {
          await mcp.close();
        }
      },
    },
  },
});
