/**
 * OpenAI's Agents SDK (@openai/agents) and its MCPServerStreamableHttp against the open and key
 * doors, in process through the class's `fetch` option. Tools are called as an agent run calls them
 * (callTool, whose content blocks are what the model reads). The SDK has no prompts API: the
 * documented workaround reads the prompt as a resource instead.
 */
import { MCPServerStreamableHttp } from '@openai/agents';
import { afterAll, beforeAll, expect } from 'vitest';
import { PROMPT_TEMPLATE_URI } from '../../lib/mcp/resources';
import { doorFetch, openDoor } from '../helpers/in-process-doors';
import { INTEROP_KEY, KEY_URL, keyDoor, OPEN_URL } from './doors';
import { expectSearchMatches, expectStatsText, interopSuite, parseSearchText, SEARCH, STATS_URI } from './suite';

let open: MCPServerStreamableHttp;
let keyed: MCPServerStreamableHttp;

beforeAll(async () => {
  open = new MCPServerStreamableHttp({ name: 'observatory', url: OPEN_URL, fetch: doorFetch(openDoor()) });
  keyed = new MCPServerStreamableHttp({
    name: 'observatory-key',
    url: KEY_URL,
    fetch: doorFetch(keyDoor()),
    requestInit: { headers: { authorization: `Bearer ${INTEROP_KEY}` } },
  });
  await Promise.all([open.connect(), keyed.connect()]);
});
afterAll(async () => {
  await Promise.all([open?.close(), keyed?.close()]);
});

const lists = (server: () => MCPServerStreamableHttp) => async () => {
  const tools = await server().listTools();
  expect(tools.map((t) => t.name)).toContain('search_prompts');
};

const searches = (server: () => MCPServerStreamableHttp) => async () => {
  const content = await server().callTool('search_prompts', { ...SEARCH });
  return expectSearchMatches(parseSearchText(content));
};

interopSuite('openai-agents', {
  doors: ['open', 'key'],
  checks: {
    open: {
      tools: lists(() => open),
      search: async () => void (await searches(() => open)()),
      resource: async () => {
        const { contents } = await open.readResource(STATS_URI);
        expectStatsText((contents[0] as { text?: string }).text);
      },
    },
    key: { tools: lists(() => keyed), search: async () => void (await searches(() => keyed)()) },
  },
  workarounds: {
    'openai-agents-prompts': async () => {
      expect('listPrompts' in open, 'the SDK gained a prompts API: update content/interop-clients.ts').toBe(false);
      const { resourceTemplates } = await open.listResourceTemplates();
      expect(resourceTemplates.map((t) => t.uriTemplate)).toContain(PROMPT_TEMPLATE_URI);
      const [first] = await searches(() => open)();
      const { contents } = await open.readResource(PROMPT_TEMPLATE_URI.replace('{id}', encodeURIComponent(first.id)));
      const text = (contents[0] as { text?: string }).text ?? '';
      expect(text).toContain(first.title);
    },
  },
});
