/**
 * The Vercel AI SDK's MCP client on the OAuth door, against the production build with the built-in
 * issuer: the flow headless (the consent page answered as a user would), then the step-up it cannot
 * do by itself (it reacts to 401 only, not to 403 insufficient_scope) and the documented recipe that
 * works instead: ask for both scopes up front with `auth(provider, { scope })`.
 */
import { auth, createMCPClient, type MCPClient, UnauthorizedError } from '@ai-sdk/mcp';
import { afterAll, beforeAll, expect } from 'vitest';
import { SCOPE_READ, SCOPE_REFINE } from '../../lib/vocabulary';
import { type RunningServer, startNextServer } from '../helpers/next-server';
import { HeadlessOAuthProvider } from '../helpers/oauth';
import { expectSearchMatches, interopSuite, SEARCH } from './suite';

let server: RunningServer;
let door: URL;
beforeAll(async () => {
  server = await startNextServer({ AUTH_SECRET: 'interop-ai-sdk-secret-0123456789abcdefghijklmnop' });
  door = new URL('/api/mcp/oauth', server.url);
});
afterAll(async () => server?.stop());

type Provider = Parameters<typeof auth>[0];
/** The tests' headless provider (it answers the consent page); the AI SDK reads the same interface. */
const provider = () => new HeadlessOAuthProvider({ clientName: 'AI SDK interop test' }) as HeadlessOAuthProvider & Provider;

/** The callback the consent page sent the browser to, handed back to auth() as an app's redirect handler would. */
async function finish(p: HeadlessOAuthProvider & Provider) {
  const params = p.callbackParams();
  const code = params.get('code');
  expect(code, `consent came back without a code: ${p.callback}`).toBeTruthy();
  const result = await auth(p, {
    serverUrl: door,
    authorizationCode: code!,
    callbackState: params.get('state') ?? undefined,
    callbackIssuer: params.get('iss') ?? undefined,
  });
  expect(result).toBe('AUTHORIZED');
}

const connect = (p: Provider) => createMCPClient({ transport: { type: 'http', url: door.href, authProvider: p } });

async function withClient(p: Provider, run: (client: MCPClient) => Promise<void>) {
  const client = await connect(p);
  try {
    await run(client);
  } finally {
    await client.close();
  }
}

const refineArgs = async (client: MCPClient) => {
  const found = await client.callTool({ name: 'search_prompts', arguments: SEARCH });
  const [first] = expectSearchMatches(found.structuredContent);
  return { id: first.id, goal: 'shorter, for a beginner' };
};

interopSuite('ai-sdk', {
  doors: ['oauth'],
  checks: {
    oauth: {
      oauth: async () => {
        // The flow as the AI SDK runs it: connect, 401, discovery, registration, consent, then the app finishes auth and reconnects.
        const p = provider();
        await expect(connect(p)).rejects.toBeInstanceOf(UnauthorizedError);
        await finish(p);
        expect(p.authorizationUrls[0].searchParams.get('resource')).toBe(door.href);
        await withClient(p, async (client) => {
          const tools = await client.tools();
          expect(Object.keys(tools)).toContain('search_prompts');
          const result = await tools.search_prompts.execute!(SEARCH, { toolCallId: 'interop-oauth', messages: [], context: {} });
          expectSearchMatches((result as { structuredContent?: unknown }).structuredContent);
        });
      },
    },
  },
  workarounds: {
    'ai-sdk-step-up': async () => {
      // The limit itself: a token with the scope the 401 asked for, then refine_prompt → 403, and the client gives up.
      const plain = provider();
      await expect(connect(plain)).rejects.toBeInstanceOf(UnauthorizedError);
      await finish(plain);
      expect(plain.authorizationUrls[0].searchParams.get('scope')).toBe(SCOPE_READ);
      await withClient(plain, async (client) => {
        const args = await refineArgs(client);
        const refused = await client.callTool({ name: 'refine_prompt', arguments: args }).then(
          () => undefined,
          (e: unknown) => e,
        );
        expect((refused as { statusCode?: number }).statusCode).toBe(403);
        expect(String((refused as { responseBody?: string }).responseBody)).toContain('insufficient_scope');
      });
      expect(plain.authorizationUrls).toHaveLength(1); // it never asked for the missing scope

      // The recipe: both scopes up front, then the same call completes.
      const p = provider();
      expect(await auth(p, { serverUrl: door, scope: `${SCOPE_READ} ${SCOPE_REFINE}` })).toBe('REDIRECT');
      expect(p.authorizationUrls[0].searchParams.get('scope')).toBe(`${SCOPE_READ} ${SCOPE_REFINE}`);
      await finish(p);
      await withClient(p, async (client) => {
        const args = await refineArgs(client);
        const refined = await client.callTool({ name: 'refine_prompt', arguments: args });
        expect(refined.isError).not.toBe(true);
        const out = refined.structuredContent as { id: string; refined: string; via: string };
        expect(out.id).toBe(args.id);
        expect(out.refined).toContain(args.goal);
      });
    },
  },
});
