/**
 * Genkit on the OAuth door, against the production build with the built-in issuer. Its Streamable
 * HTTP config passes `authProvider` to the 1.x SDK transport, which cannot finish an authorization
 * by itself, so the app runs the flow first with the SDK's `auth()` (the consent page answered
 * headless) and connects with the provider holding the token.
 */
import { createMcpClient } from '@genkit-ai/mcp';
import { auth } from '@modelcontextprotocol/sdk/client/auth.js';
import { genkit } from 'genkit';
import { afterAll, beforeAll, expect } from 'vitest';
import { type RunningServer, startNextServer } from '../helpers/next-server';
import { HeadlessOAuthProvider } from '../helpers/oauth';
import { expectSearchMatches, interopSuite, SEARCH } from './suite';

let server: RunningServer;
beforeAll(async () => {
  server = await startNextServer({ AUTH_SECRET: 'interop-genkit-secret-0123456789abcdefghijklmnopq' });
});
afterAll(async () => server?.stop());

interopSuite('genkit', {
  doors: ['oauth'],
  checks: {
    oauth: {
      oauth: async () => {
        const door = new URL('/api/mcp/oauth', server.url);
        const provider = new HeadlessOAuthProvider({ clientName: 'Genkit interop test' });
        expect(await auth(provider, { serverUrl: door })).toBe('REDIRECT');
        expect(provider.authorizationUrls[0].searchParams.get('resource')).toBe(door.href);
        expect(await auth(provider, { serverUrl: door, authorizationCode: provider.callbackParams().get('code')! })).toBe('AUTHORIZED');

        const client = createMcpClient({ name: 'observatory-oauth', mcpServer: { url: door.href, authProvider: provider } });
        await client.ready();
        try {
          const tools = await client.getActiveTools(genkit({}));
          expect(client._server?.error, 'Genkit recorded a connection error').toBeUndefined();
          const search = tools.find((t) => t.__action.name === `${client.serverName}/search_prompts`);
          expect(search, `tools: ${tools.map((t) => t.__action.name).join(', ')}`).toBeDefined();
          expectSearchMatches(await search!(SEARCH));
        } finally {
          await client.disable();
        }
      },
    },
  },
});
