/**
 * LangChain's MCP adapters (@langchain/mcp-adapters) against the open door of the shared production
 * server over loopback (MultiServerMCPClient takes a URL and headers, no fetch). Tools are invoked as
 * a LangGraph agent invokes them: the DynamicStructuredTool, whose content is what the model reads.
 * The adapters have no prompts API: the documented workaround is the SDK client they expose.
 */
import { MultiServerMCPClient } from '@langchain/mcp-adapters';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { argumentValues, expectFilled, expectSearchMatches, expectStatsText, interopSuite, parseSearchText, SEARCH, STATS_URI } from './suite';

let mcp: MultiServerMCPClient;
beforeAll(() => {
  mcp = new MultiServerMCPClient({ mcpServers: { observatory: { transport: 'http', url: `${inject('baseUrl')}/api/mcp` } } });
});
afterAll(async () => mcp?.close());

const searchTool = async () => {
  const tools = await mcp.getTools();
  const found = tools.find((t) => t.name.endsWith('search_prompts'));
  expect(found, `tools: ${tools.map((t) => t.name).join(', ')}`).toBeDefined();
  return found!;
};

/** What the model reads: a string, or content blocks. */
function contentOf(output: unknown): unknown {
  return typeof output === 'string' ? [{ type: 'text', text: output }] : output;
}

interopSuite('langchain', {
  doors: ['open'],
  checks: {
    open: {
      tools: async () => void (await searchTool()),
      search: async () => {
        const output = await (await searchTool()).invoke({ ...SEARCH });
        expectSearchMatches(parseSearchText(contentOf(output)));
      },
      resource: async () => {
        const [content] = await mcp.readResource('observatory', STATS_URI);
        expectStatsText(content.text);
      },
    },
  },
  workarounds: {
    'langchain-prompts': async () => {
      expect('getPrompt' in mcp, 'the adapters gained a prompts API: update content/interop-clients.ts').toBe(false);
      const client = await mcp.getClient('observatory');
      const { prompts } = await client!.listPrompts();
      const values = argumentValues((prompts[0].arguments ?? []).map((a) => a.name));
      const { messages } = await client!.getPrompt({ name: prompts[0].name, arguments: values });
      expectFilled(messages.map((m) => (m.content.type === 'text' ? m.content.text : '')).join('\n'), values);
    },
  },
});
