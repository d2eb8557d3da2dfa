/**
 * MCP Apps is negotiated per request: a request that declares io.modelcontextprotocol/ui (2026-07-28 in its
 * own clientCapabilities; the 2025 era in initialize) sees the app; any other request is answered exactly
 * as before the app existed. Raw bytes through the open door in process, and the 2025 era over a connection.
 */
import { Client, InMemoryTransport } from '@modelcontextprotocol/client';
import { describe, expect, it } from 'vitest';
import { createPromptsServer, TOOL_NAMES } from '../../../lib/mcp';
import { CORPUS_BROWSER_URI } from '../../../lib/mcp/apps';
import { negotiateExtensions } from '../../../lib/mcp/extensions';
import { MODERN } from '../../helpers/clients';
import { doorFetch, IN_PROCESS_ORIGIN, openDoor } from '../../helpers/in-process-doors';

const APPS = { 'io.modelcontextprotocol/ui': { mimeTypes: ['text/html;profile=mcp-app'] } };
const door = openDoor();
const send = doorFetch(door);

/** One 2026-07-28 request with these client capabilities; the answer's JSON-RPC message as text. */
async function ask(method: string, params: Record<string, unknown>, capabilities: Record<string, unknown>): Promise<string> {
  const name = (params.name ?? params.uri) as string | undefined;
  const res = await send(`${IN_PROCESS_ORIGIN}/api/mcp`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': MODERN,
      'mcp-method': method,
      ...(name ? { 'mcp-name': name } : {}),
    },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method,
      params: {
        ...params,
        _meta: {
          'io.modelcontextprotocol/protocolVersion': MODERN,
          'io.modelcontextprotocol/clientCapabilities': capabilities,
          'io.modelcontextprotocol/clientInfo': { name: 'apps-test', version: '1' },
        },
      },
    }),
  });
  return res.text();
}

const result = (text: string) => JSON.parse(text).result;

describe('MCP Apps negotiation', () => {
  it('is one function: the ui extension with the app MIME type, or nothing', () => {
    expect(negotiateExtensions({ extensions: APPS } as never)).toEqual({ tasks: false, apps: true });
    expect(negotiateExtensions({ extensions: { 'io.modelcontextprotocol/ui': {} } } as never).apps).toBe(false);
    expect(negotiateExtensions({ extensions: { 'io.modelcontextprotocol/ui': { mimeTypes: ['text/html'] } } } as never).apps).toBe(false);
    expect(negotiateExtensions(undefined)).toEqual({ tasks: false, apps: false });
  });

  it('links search_prompts to the ui:// app and lists the app-only tool, only for a request that declared it', async () => {
    const withApps = result(await ask('tools/list', {}, { extensions: APPS })).tools as { name: string; _meta?: Record<string, unknown> }[];
    const search = withApps.find((t) => t.name === 'search_prompts');
    expect(search?._meta?.ui).toEqual({ resourceUri: CORPUS_BROWSER_URI });
    expect(search?._meta?.['ui/resourceUri']).toBe(CORPUS_BROWSER_URI);
    const fill = withApps.find((t) => t.name === 'fill_prompt');
    expect(fill?._meta?.ui).toEqual({ resourceUri: CORPUS_BROWSER_URI, visibility: ['app'] });

    // The app's view is for the host that asked; the plain answer keeps the public hint it had.
    expect(result(await ask('tools/list', {}, { extensions: APPS })).cacheScope).toBe('private');
    expect(result(await ask('resources/list', {}, { extensions: APPS })).cacheScope).toBe('private');
    const plain = await ask('tools/list', {}, {});
    expect(result(plain).cacheScope).toBe('public');
    expect(result(plain).tools.map((t: { name: string }) => t.name)).toEqual(TOOL_NAMES);
    // The app's additions are the only difference: remove them and the bytes are the plain answer's.
    const stripped = withApps.filter((t) => t.name !== 'fill_prompt').map((t) => (t.name === 'search_prompts' ? { ...t, _meta: undefined } : t));
    expect(JSON.stringify(result(plain).tools)).toBe(JSON.stringify(stripped));
    expect(plain).not.toMatch(/ui:\/\/|ui\/resourceUri|fill_prompt/);
  });

  it('answers a host without Apps byte for byte as before: lists, the app resource, the app-only tool', async () => {
    for (const caps of [{}, { extensions: { 'io.modelcontextprotocol/tasks': {} } }, { extensions: { 'io.modelcontextprotocol/ui': {} } }]) {
      const resources = await ask('resources/list', {}, caps);
      expect(resources).not.toContain('ui://');
      expect(result(resources).resources.map((r: { uri: string }) => r.uri)).toEqual(['prompts://corpus/stats', 'prompts://capability']);
      // Reading the app or calling its tool is answered as any unknown name is (the same error, the name swapped).
      const read = await ask('resources/read', { uri: CORPUS_BROWSER_URI }, caps);
      const unknownUri = CORPUS_BROWSER_URI.replace('corpus-browser', 'nothing-here');
      expect(read).toBe((await ask('resources/read', { uri: unknownUri }, caps)).replaceAll(unknownUri, CORPUS_BROWSER_URI));
      const call = await ask('tools/call', { name: 'fill_prompt', arguments: { id: 'linux-terminal', values: {} } }, caps);
      expect(call).toBe(
        (await ask('tools/call', { name: 'fill_plompt', arguments: { id: 'linux-terminal', values: {} } }, caps)).replaceAll('fill_plompt', 'fill_prompt'),
      );
      expect(JSON.parse(call).error.message).toBe('Tool fill_prompt not found');
    }
  });

  it('serves the app as text/html;profile=mcp-app with its CSP, and fills a prompt, for a request that declared Apps', async () => {
    const listed = result(await ask('resources/list', {}, { extensions: APPS })).resources;
    expect(listed.find((r: { uri: string }) => r.uri === CORPUS_BROWSER_URI)).toMatchObject({ mimeType: 'text/html;profile=mcp-app' });
    const [content] = result(await ask('resources/read', { uri: CORPUS_BROWSER_URI }, { extensions: APPS })).contents;
    expect(content.mimeType).toBe('text/html;profile=mcp-app');
    expect(content._meta.ui.csp).toEqual({ connectDomains: [], resourceDomains: [] });
    expect(content.text).toMatch(/^<!doctype html>/);
    expect(content.text).not.toMatch(/<script[^>]+src=|<link[^>]+href=|https?:\/\//);
    expect(Buffer.byteLength(content.text)).toBeLessThan(16_384);

    const filled = result(await ask('tools/call', { name: 'fill_prompt', arguments: { id: 'linux-terminal', values: {} } }, { extensions: APPS }));
    expect(filled.isError).toBeUndefined();
    expect(filled.structuredContent).toMatchObject({ id: 'linux-terminal', unfilled: [] });
  });

  it('negotiates on the 2025 era from initialize, for the connection', async () => {
    async function legacyTools(capabilities: Record<string, unknown>) {
      const server = createPromptsServer({ transport: 'stdio', era: 'legacy', environment: { doors: [] } });
      const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
      await server.connect(serverSide);
      const client = new Client({ name: 'apps-legacy', version: '1' }, { capabilities });
      await client.connect(clientSide);
      try {
        return { tools: (await client.listTools()).tools, resources: (await client.listResources()).resources };
      } finally {
        await client.close();
      }
    }
    const withApps = await legacyTools({ extensions: APPS });
    expect(withApps.tools.find((t) => t.name === 'search_prompts')?._meta?.ui).toEqual({ resourceUri: CORPUS_BROWSER_URI });
    expect(withApps.resources.map((r) => r.uri)).toContain(CORPUS_BROWSER_URI);
    const plain = await legacyTools({});
    expect(plain.tools.map((t) => t.name)).toEqual(TOOL_NAMES);
    expect(JSON.stringify(plain)).not.toMatch(/ui:\/\/|ui\/resourceUri/);
  });
});
