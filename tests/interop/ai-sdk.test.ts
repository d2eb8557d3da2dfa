/**
 * The Vercel AI SDK's MCP client (@ai-sdk/mcp) against the open and key doors, in process through
 * its transport's `fetch` option. Tools are run the way generateText runs them: the toolset's
 * `execute`, with the arguments a model would produce.
 */
import { createMCPClient, type MCPClient } from '@ai-sdk/mcp';
import { afterAll, beforeAll, expect } from 'vitest';
import { doorFetch, openDoor } from '../helpers/in-process-doors';
import { INTEROP_KEY, KEY_URL, keyDoor, OPEN_URL } from './doors';
import { argumentValues, expectFilled, expectSearchMatches, expectStatsText, interopSuite, SEARCH, STATS_URI } from './suite';

let open: MCPClient;
let keyed: MCPClient;

beforeAll(async () => {
  open = await createMCPClient({ transport: { type: 'http', url: OPEN_URL, fetch: doorFetch(openDoor()) } });
  keyed = await createMCPClient({
    transport: { type: 'http', url: KEY_URL, fetch: doorFetch(keyDoor()), headers: { authorization: `Bearer ${INTEROP_KEY}` } },
  });
});
afterAll(async () => {
  await Promise.all([open?.close(), keyed?.close()]);
});

const lists = (client: () => MCPClient) => async () => {
  const tools = await client().tools();
  expect(Object.keys(tools)).toContain('search_prompts');
};

const searches = (client: () => MCPClient) => async () => {
  const tools = await client().tools();
  const result = await tools.search_prompts.execute!(SEARCH, { toolCallId: 'interop-1', messages: [], context: {} });
  expectSearchMatches((result as { structuredContent?: unknown }).structuredContent);
};

interopSuite('ai-sdk', {
  doors: ['open', 'key'],
  checks: {
    open: {
      tools: lists(() => open),
      search: searches(() => open),
      resource: async () => {
        const { contents } = await open.readResource({ uri: STATS_URI });
        expectStatsText((contents[0] as { text?: string }).text);
      },
      prompt: async () => {
        const { prompts } = await open.listPrompts();
        const values = argumentValues((prompts[0].arguments ?? []).map((a) => a.name));
        const { messages } = await open.getPrompt({ name: prompts[0].name, arguments: values });
        expectFilled(messages.map((m) => (m.content.type === 'text' ? m.content.text : '')).join('\n'), values);
      },
    },
    key: { tools: lists(() => keyed), search: searches(() => keyed) },
  },
});
