/**
 * The corpus browser's calls, made the way a host makes them: ext-apps' own host-side AppBridge (forwarding
 * to a real MCP client that declared Apps) and its App on the other end of the postMessage channel (an
 * in-memory pair here), against the open door in process. Independent of the playground's host code.
 */
import { App } from '@modelcontextprotocol/ext-apps';
import { AppBridge } from '@modelcontextprotocol/ext-apps/app-bridge';
import { Client, InMemoryTransport, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORPUS_BROWSER_URI } from '../../../lib/mcp/apps';
import { PROMPT_ARGUMENT_MAX_BYTES, PROMPT_ARGUMENTS_MAX_BYTES } from '../../../lib/mcp/prompts';
import { MODERN } from '../../helpers/clients';
import { connectInProcess, doorFetch, IN_PROCESS_ORIGIN, openDoor } from '../../helpers/in-process-doors';

const door = openDoor();
let host: Client;
let plain: Client;
let app: App;
let bridge: AppBridge;
const messages: unknown[] = [];

beforeAll(async () => {
  host = new Client(
    { name: 'apps-test-host', version: '1.0.0' },
    {
      versionNegotiation: { mode: { pin: MODERN } },
      capabilities: { extensions: { 'io.modelcontextprotocol/ui': { mimeTypes: ['text/html;profile=mcp-app'] } } },
    },
  );
  await host.connect(new StreamableHTTPClientTransport(new URL('/api/mcp', IN_PROCESS_ORIGIN), { fetch: doorFetch(door) }));
  plain = await connectInProcess(door);
  bridge = new AppBridge(host, { name: 'apps-test-host', version: '1.0.0' }, { serverTools: {}, message: { text: {} } });
  bridge.onmessage = async (params) => {
    messages.push(params);
    return {};
  };
  const [appSide, hostSide] = InMemoryTransport.createLinkedPair();
  await bridge.connect(hostSide);
  // No DOM here to measure: the size notifications are the browser's part (the e2e spec).
  app = new App({ name: 'corpus-browser-under-test', version: '1.0.0' }, {}, { autoResize: false });
  await app.connect(appSide);
});

afterAll(async () => {
  await app.close();
  await bridge.close();
  await host.close();
  await plain.close();
});

describe('the corpus browser through ext-apps AppBridge', () => {
  it('finds the app where a host looks: search_prompts links the ui:// resource, which is an MCP App', async () => {
    const { tools } = await host.listTools();
    const uri = tools.find((t) => t.name === 'search_prompts')?._meta?.ui as { resourceUri?: string } | undefined;
    expect(uri?.resourceUri).toBe(CORPUS_BROWSER_URI);
    const { contents } = await host.readResource({ uri: CORPUS_BROWSER_URI });
    expect(contents[0]).toMatchObject({ uri: CORPUS_BROWSER_URI, mimeType: 'text/html;profile=mcp-app' });
  });

  it("gets the same search answer through the bridge as a plain client's tools/call", async () => {
    const args = { query: 'linux terminal', limit: 3 };
    const viaApp = await app.callServerTool({ name: 'search_prompts', arguments: args });
    const direct = await plain.callTool({ name: 'search_prompts', arguments: args });
    expect(viaApp.isError).toBeFalsy();
    expect(viaApp.structuredContent).toEqual(direct.structuredContent);
    expect(viaApp.content).toEqual(direct.content);
    expect((viaApp.structuredContent as { matches: { id: string }[] }).matches[0]?.id).toBe('linux-terminal');
  });

  it('opens and fills a prompt through the bridge, and hands the text to the conversation', async () => {
    const opened = await app.callServerTool({ name: 'get_prompt', arguments: { id: 'linux-terminal' } });
    expect(opened.structuredContent).toEqual((await plain.callTool({ name: 'get_prompt', arguments: { id: 'linux-terminal' } })).structuredContent);
    const filled = await app.callServerTool({ name: 'fill_prompt', arguments: { id: 'linux-terminal', values: {} } });
    const { text } = filled.structuredContent as { text: string };
    expect(text).toBe((opened.structuredContent as { prompt: { body: string } }).prompt.body);
    await app.sendMessage({ role: 'user', content: [{ type: 'text', text }] });
    expect(messages).toEqual([{ role: 'user', content: [{ type: 'text', text }] }]);
  });

  it("refuses values past prompts/get's bounds with a hint, and names the variables still open", async () => {
    const big = await app.callServerTool({
      name: 'fill_prompt',
      arguments: { id: 'linux-terminal', values: Object.fromEntries(['a', 'b', 'c', 'd'].map((k) => [k, 'x'.repeat(PROMPT_ARGUMENT_MAX_BYTES)])) },
    });
    expect(big.isError).toBe(true);
    expect(JSON.stringify(big.content)).toContain(`at most ${PROMPT_ARGUMENTS_MAX_BYTES} bytes`);
    const withVariable = (await plain.callTool({ name: 'search_prompts', arguments: { query: 'translator', limit: 50 } })).structuredContent as {
      matches: { id: string }[];
    };
    const ids = withVariable.matches.map((m) => m.id);
    const opened = await Promise.all(ids.map((id) => plain.callTool({ name: 'get_prompt', arguments: { id } })));
    const open = opened
      .map((r) => (r.structuredContent as { prompt: { id: string; variables: { name: string; default?: string }[] } }).prompt)
      .find((p) => p.variables.some((v) => v.default === undefined));
    expect(open).toBeDefined();
    const filled = await app.callServerTool({ name: 'fill_prompt', arguments: { id: open?.id, values: {} } });
    expect((filled.structuredContent as { unfilled: string[] }).unfilled).toEqual(open?.variables.filter((v) => v.default === undefined).map((v) => v.name));
  });

  it('keeps the app-only tool from a client that did not declare Apps', async () => {
    const refused = await plain.callTool({ name: 'fill_prompt', arguments: { id: 'linux-terminal', values: {} } }).catch((err: Error) => err);
    expect(String(refused instanceof Error ? refused.message : JSON.stringify(refused))).toContain('Tool fill_prompt not found');
  });
});
