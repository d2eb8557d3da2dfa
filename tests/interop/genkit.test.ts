/**
 * Genkit's MCP client (@genkit-ai/mcp) against the open and key doors, in process through the
 * `fetch` its Streamable HTTP config passes to the transport. Tools are called the way a Genkit flow
 * calls them (the ToolAction, which validates input against the server's JSON Schema first: the
 * `$schema` keyword once made every call fail there).
 */
import { createMcpClient, type GenkitMcpClient } from '@genkit-ai/mcp';
import { type ExecutablePrompt, genkit } from 'genkit';
import { afterAll, beforeAll, expect } from 'vitest';
import { doorFetch, openDoor } from '../helpers/in-process-doors';
import { INTEROP_KEY, KEY_URL, keyDoor, OPEN_URL } from './doors';
import { argumentValues, expectFilled, expectSearchMatches, expectStatsText, interopSuite, SEARCH, STATS_URI } from './suite';

const ai = genkit({});
let open: GenkitMcpClient;
let keyed: GenkitMcpClient;

beforeAll(async () => {
  open = createMcpClient({ name: 'observatory', mcpServer: { url: OPEN_URL, fetch: doorFetch(openDoor()) } });
  keyed = createMcpClient({
    name: 'observatory-key',
    mcpServer: { url: KEY_URL, fetch: doorFetch(keyDoor()), requestInit: { headers: { authorization: `Bearer ${INTEROP_KEY}` } } },
  });
  await Promise.all([open.ready(), keyed.ready()]);
});
afterAll(async () => {
  await Promise.all([open?.disable(), keyed?.disable()]);
});

async function tool(client: GenkitMcpClient, name: string) {
  const tools = await client.getActiveTools(ai);
  expect(client._server?.error, 'Genkit recorded a connection error').toBeUndefined();
  const found = tools.find((t) => t.__action.name === `${client.serverName}/${name}`);
  expect(found, `tools: ${tools.map((t) => t.__action.name).join(', ')}`).toBeDefined();
  return found!;
}

const lists = (client: () => GenkitMcpClient) => async () => void (await tool(client(), 'search_prompts'));
const searches = (client: () => GenkitMcpClient) => async () => {
  const search = await tool(client(), 'search_prompts');
  expectSearchMatches(await search(SEARCH));
};

interopSuite('genkit', {
  doors: ['open', 'key'],
  checks: {
    open: {
      tools: lists(() => open),
      search: searches(() => open),
      resource: async () => {
        const resources = await open.getActiveResources(ai);
        const stats = resources.find((r) => r.__action.name === `${open.serverName}/corpus-stats`);
        expect(stats, `resources: ${resources.map((r) => r.__action.name).join(', ')}`).toBeDefined();
        const { content } = await stats!({ uri: STATS_URI });
        expectStatsText(content[0]?.text);
      },
      prompt: async () => {
        // Genkit types listed prompts without input; each takes its MCP arguments as strings.
        const [prompt] = (await open.getActivePrompts(ai)) as unknown as ExecutablePrompt<Record<string, string>>[];
        expect(prompt, 'Genkit listed no prompts').toBeDefined();
        const args = (prompt.ref.metadata?.arguments ?? []) as { name: string }[];
        const values = argumentValues(args.map((a) => a.name));
        const rendered = await prompt.render(values);
        const text = rendered.messages?.flatMap((m) => m.content.map((p) => p.text ?? '')).join('\n');
        expectFilled(text, values);
      },
    },
    key: { tools: lists(() => keyed), search: searches(() => keyed) },
  },
});
