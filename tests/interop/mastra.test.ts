/**
 * Mastra's MCP client (@mastra/mcp) against the open and key doors, in process through the server
 * definition's `fetch` option. Tools are run as a Mastra agent runs them: the namespaced tool's
 * `execute` with the model's arguments.
 */
import { MCPClient } from '@mastra/mcp';
import { afterAll, beforeAll, expect } from 'vitest';
import { doorFetch, openDoor } from '../helpers/in-process-doors';
import { INTEROP_KEY, KEY_URL, keyDoor, OPEN_URL } from './doors';
import { argumentValues, expectFilled, expectSearchMatches, expectStatsText, interopSuite, SEARCH, STATS_URI } from './suite';

let mcp: MCPClient;

beforeAll(() => {
  mcp = new MCPClient({
    id: `interop-${crypto.randomUUID()}`,
    servers: {
      open: { url: new URL(OPEN_URL), fetch: doorFetch(openDoor()) },
      key: { url: new URL(KEY_URL), fetch: doorFetch(keyDoor()), requestInit: { headers: { authorization: `Bearer ${INTEROP_KEY}` } } },
    },
  });
});
afterAll(async () => mcp?.disconnect());

type Door = 'open' | 'key';

const lists = (door: Door) => async () => {
  const { toolsets, errors } = await mcp.listToolsetsWithErrors();
  expect(errors).toEqual({});
  expect(Object.keys(toolsets[door] ?? {})).toContain('search_prompts');
};

const searches = (door: Door) => async () => {
  const toolsets = await mcp.listToolsets();
  const search = toolsets[door].search_prompts;
  // With an output schema Mastra hands the agent structuredContent itself, validated against it.
  expectSearchMatches(await search.execute!({ ...SEARCH }, {} as never));
};

interopSuite('mastra', {
  doors: ['open', 'key'],
  checks: {
    open: {
      tools: lists('open'),
      search: searches('open'),
      resource: async () => {
        const { contents } = await mcp.resources.read('open', STATS_URI);
        expectStatsText((contents[0] as { text?: string }).text);
      },
      prompt: async () => {
        const { open: prompts } = await mcp.prompts.list();
        const values = argumentValues((prompts[0].arguments ?? []).map((a) => a.name));
        const { messages } = await mcp.prompts.get({ serverName: 'open', name: prompts[0].name, args: values });
        expectFilled(messages.map((m) => (m.content.type === 'text' ? m.content.text : '')).join('\n'), values);
      },
    },
    key: { tools: lists('key'), search: searches('key') },
  },
});
