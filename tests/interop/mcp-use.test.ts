/**
 * mcp-use's MCPClient (the 1.x line: from 2.x the client moved to @mcp-use/client, which the
 * registry does not carry) against the open and key doors, in process through the server config's
 * `fetch`. Its anonymized telemetry is switched off by its documented variable (vitest.config.ts);
 * this file checks that every request went through the door's fetch, none through the global one.
 */
import { MCPClient, type MCPSession } from 'mcp-use/client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { doorFetch, openDoor } from '../helpers/in-process-doors';
import { INTEROP_KEY, KEY_URL, keyDoor, OPEN_URL } from './doors';
import { argumentValues, expectFilled, expectSearchMatches, expectStatsText, interopSuite, SEARCH, STATS_URI } from './suite';

const outbound: string[] = [];
const realFetch = globalThis.fetch;
let client: MCPClient;
const sessions: Partial<Record<'open' | 'key', MCPSession>> = {};

beforeAll(async () => {
  globalThis.fetch = (input, init) => {
    outbound.push(input instanceof Request ? input.url : String(input));
    return realFetch(input, init);
  };
  client = MCPClient.fromDict({
    mcpServers: {
      open: { url: OPEN_URL, fetch: doorFetch(openDoor()) },
      key: { url: KEY_URL, fetch: doorFetch(keyDoor()), headers: { authorization: `Bearer ${INTEROP_KEY}` } },
    },
  });
  sessions.open = await client.createSession('open');
  sessions.key = await client.createSession('key');
});
afterAll(async () => {
  await client?.closeAllSessions();
  globalThis.fetch = realFetch;
});

const lists = (door: 'open' | 'key') => async () => {
  const tools = await sessions[door]!.listTools();
  expect(tools.map((t) => t.name)).toContain('search_prompts');
};
const searches = (door: 'open' | 'key') => async () => {
  const result = await sessions[door]!.callTool('search_prompts', { ...SEARCH });
  expectSearchMatches(result.structuredContent);
};

interopSuite('mcp-use', {
  doors: ['open', 'key'],
  checks: {
    open: {
      tools: lists('open'),
      search: searches('open'),
      resource: async () => {
        const { contents } = await sessions.open!.readResource(STATS_URI);
        expectStatsText((contents[0] as { text?: string }).text);
      },
      prompt: async () => {
        const { prompts } = await sessions.open!.listPrompts();
        const values = argumentValues((prompts[0].arguments ?? []).map((a: { name: string }) => a.name));
        const { messages } = await sessions.open!.getPrompt(prompts[0].name, values);
        expectFilled(messages.map((m: { content: { type: string; text?: string } }) => m.content.text ?? '').join('\n'), values);
      },
    },
    key: { tools: lists('key'), search: searches('key') },
  },
});

it('made every request through the fetch it was given, none through the global fetch', () => {
  expect(outbound).toEqual([]);
});
