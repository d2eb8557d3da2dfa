/**
 * The playground as an MCP Apps host (lib/playground/app-host.ts), in process: its session connected to the
 * open door, ext-apps' own App on the other end of the postMessage channel (a fake port in place of the
 * sandbox's window). What an app may say is checked before the bridge sees it; what it may call is what
 * the server's tools allow; a forwarded call is an HTTP exchange tied to the app's request on the lane.
 */
import { App } from '@modelcontextprotocol/ext-apps';
import type { JSONRPCMessage, Tool, Transport } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORPUS_BROWSER_HTML, CORPUS_BROWSER_URI } from '../../../lib/mcp/apps';
import { AppHost } from '../../../lib/playground/app-host';
import { APP_CALLS_IN_FLIGHT, APP_MESSAGE_MAX_BYTES, checkFromApp } from '../../../lib/playground/app-messages';
import type { FramePort } from '../../../lib/playground/app-transport';
import { PlaygroundSession } from '../../../lib/playground/session';
import { doorFetch, IN_PROCESS_ORIGIN, openDoor } from '../../helpers/in-process-doors';

/** The sandbox's window, faked: what the host posts is kept (and handed to the app), and `fromApp` posts as the sandbox would. */
function fakeSandbox() {
  const posted: JSONRPCMessage[] = [];
  const waiters = new Set<() => void>();
  let toHost: ((data: unknown) => void) | undefined;
  let app: Transport | undefined;
  /** Resolves when the host has posted a message that `match` picks. */
  const postedOne = (match: (m: JSONRPCMessage) => boolean) =>
    new Promise<JSONRPCMessage>((resolve) => {
      const check = () => {
        const found = posted.find(match);
        if (!found) return;
        waiters.delete(check);
        resolve(found);
      };
      waiters.add(check);
      check();
    });
  const port: FramePort = {
    post: (m) => {
      posted.push(m);
      for (const w of [...waiters]) w();
      const copy = structuredClone(m);
      queueMicrotask(() => app?.onmessage?.(copy));
    },
    listen: (fn) => {
      toHost = fn;
      return () => {
        toHost = undefined;
      };
    },
  };
  const fromApp = (data: unknown) => toHost?.(structuredClone(data));
  const appTransport: Transport = {
    start: async () => undefined,
    send: async (m) => queueMicrotask(() => fromApp(m)),
    close: async () => undefined,
  };
  app = appTransport;
  return { port, posted, postedOne, fromApp, appTransport };
}

const door = openDoor();
const session = new PlaygroundSession({ door: 'open', era: 'modern', origin: IN_PROCESS_ORIGIN, fetch: doorFetch(door) });
const host = new AppHost(session, { sandbox: undefined, page: IN_PROCESS_ORIGIN });
const sandbox = fakeSandbox();
const app = new App({ name: 'corpus-browser-under-test', version: '1.0.0' }, {}, { autoResize: false });

const httpMethods = () => session.transcript.getSnapshot().entries.map((e) => e.method);
const toolsCalledOverHttp = () => httpMethods().filter((m) => m === 'tools/call').length;

beforeAll(async () => {
  await session.connect();
  expect(session.connection.get().status).toBe('connected');
  await host.open(CORPUS_BROWSER_URI);
  await host.attach(sandbox.port);
  sandbox.fromApp({ jsonrpc: '2.0', method: 'ui/notifications/sandbox-proxy-ready', params: {} });
  await sandbox.postedOne((m) => 'method' in m && m.method === 'ui/notifications/sandbox-resource-ready');
  await app.connect(sandbox.appTransport);
});

afterAll(async () => {
  await app.close();
  await host.close();
  await session.disconnect();
});

describe('the playground as an MCP Apps host', () => {
  it('reads the app through its own connection and hands its HTML and declared CSP to the sandbox', () => {
    expect(host.state.get().frame).toEqual({
      src: `${IN_PROCESS_ORIGIN}/api/apps/sandbox?csp=%7B%7D`,
      sandbox: 'allow-scripts',
      origin: 'null',
      run: 1,
    });
    expect(httpMethods()).toContain('resources/read');
    const ready = sandbox.posted.find((m) => 'method' in m && m.method === 'ui/notifications/sandbox-resource-ready') as unknown as {
      params: { html: string };
    };
    expect(ready.params.html).toBe(CORPUS_BROWSER_HTML);
    expect(host.state.get().status).toBe('running');
  });

  it("forwards the app's tools/call as the connection's own HTTP exchange, tied to the app's request on the lane", async () => {
    const before = toolsCalledOverHttp();
    const viaApp = await app.callServerTool({ name: 'search_prompts', arguments: { query: 'linux terminal', limit: 3 } });
    expect((viaApp.structuredContent as { matches: { id: string }[] }).matches[0]?.id).toBe('linux-terminal');
    expect(toolsCalledOverHttp()).toBe(before + 1);
    const call = host.lane.get().frames.findLast((f) => f.method === 'tools/call');
    const httpSeq = session.transcript.getSnapshot().entries.findLast((e) => e.method === 'tools/call')?.exchange.seq;
    expect(call).toMatchObject({ direction: 'app-to-host', kind: 'request' });
    expect(call?.http).toEqual([httpSeq]);
    const answer = host.lane.get().frames.findLast((f) => f.direction === 'host-to-app' && f.id === call?.id);
    expect(answer?.kind).toBe('result');
  });

  it('lets the app call its app-only tool, and takes what it hands to the conversation', async () => {
    const filled = await app.callServerTool({ name: 'fill_prompt', arguments: { id: 'linux-terminal', values: {} } });
    const { text } = filled.structuredContent as { text: string };
    expect(text.length).toBeGreaterThan(0);
    await app.sendMessage({ role: 'user', content: [{ type: 'text', text }] });
    expect(host.state.get().handedOver).toBe(text);
  });

  it('refuses a tool this server does not list, and one for the model only, before any HTTP', async () => {
    const before = toolsCalledOverHttp();
    await expect(app.callServerTool({ name: 'delete_everything', arguments: {} })).rejects.toThrow(/not a tool of this server/);
    const tools = session.connection.get().catalog?.tools ?? [];
    const modelOnly = tools.map((t): Tool => (t.name === 'get_prompt' ? { ...t, _meta: { ui: { visibility: ['model'] } } } : t));
    session.connection.set((s) => ({ ...s, catalog: s.catalog && { ...s.catalog, tools: modelOnly } }));
    try {
      await expect(app.callServerTool({ name: 'get_prompt', arguments: { id: 'linux-terminal' } })).rejects.toThrow(/for the model only/);
    } finally {
      session.connection.set((s) => ({ ...s, catalog: s.catalog && { ...s.catalog, tools } }));
    }
    expect(toolsCalledOverHttp()).toBe(before);
    expect(
      host.lane
        .get()
        .frames.filter((f) => f.refused)
        .map((f) => f.method),
    ).toEqual(['tools/call', 'tools/call']);
  });

  it('answers a method it does not offer apps with -32601, and drops what is not JSON-RPC, without the bridge', async () => {
    const before = httpMethods().length;
    sandbox.fromApp({ jsonrpc: '2.0', id: 'r1', method: 'resources/read', params: { uri: CORPUS_BROWSER_URI } });
    const reply = (await sandbox.postedOne((m) => 'id' in m && m.id === 'r1')) as { error?: { code: number } };
    sandbox.fromApp({ hello: 'not json-rpc' });
    sandbox.fromApp({ jsonrpc: '2.0', method: 'notifications/tools/list_changed' });
    expect(reply.error?.code).toBe(-32601);
    expect(httpMethods().length).toBe(before);
    const last = host.lane.get().frames.slice(-4);
    expect(last.map((f) => [f.direction, f.kind, Boolean(f.refused)])).toEqual([
      ['app-to-host', 'request', true],
      ['host-to-app', 'error', false],
      ['app-to-host', 'invalid', true],
      ['app-to-host', 'notification', true],
    ]);
  });
});

describe('checkFromApp', () => {
  const tools: Tool[] = [
    { name: 'search_prompts', inputSchema: { type: 'object' } },
    { name: 'fill_prompt', inputSchema: { type: 'object' }, _meta: { ui: { visibility: ['app'] } } },
    { name: 'secret', inputSchema: { type: 'object' }, _meta: { ui: { visibility: ['model'] } } },
  ];
  const call = (name: string) => ({ jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name, arguments: {} } });

  it.each([
    ['a tool of the list', call('search_prompts'), 0, true],
    ['an app-only tool', call('fill_prompt'), 0, true],
    ['a model-only tool', call('secret'), 0, false],
    ['an unknown tool', call('other'), 0, false],
    [`a call past ${APP_CALLS_IN_FLIGHT} in flight`, call('search_prompts'), APP_CALLS_IN_FLIGHT, false],
    ['ui/initialize', { jsonrpc: '2.0', id: 1, method: 'ui/initialize', params: {} }, 0, true],
    ['sampling from the app', { jsonrpc: '2.0', id: 1, method: 'sampling/createMessage', params: {} }, 0, false],
    ['a size-changed notification', { jsonrpc: '2.0', method: 'ui/notifications/size-changed', params: { height: 10 } }, 0, true],
    ['a result', { jsonrpc: '2.0', id: 3, result: {} }, 0, true],
    [
      'a message over the byte budget',
      { ...call('search_prompts'), params: { name: 'search_prompts', arguments: { q: 'x'.repeat(APP_MESSAGE_MAX_BYTES) } } },
      0,
      false,
    ],
    ['jsonrpc 1.0', { jsonrpc: '1.0', id: 1, method: 'ping' }, 0, false],
    ['a string', 'ping', 0, false],
  ])('%s: passed %s', (_name, data, callsInFlight, ok) => {
    const verdict = checkFromApp(data, { tools, callsInFlight });
    expect(verdict.ok).toBe(ok);
    if (!verdict.ok && verdict.kind === 'request') expect(verdict.reply).toMatchObject({ jsonrpc: '2.0', error: { message: verdict.reason } });
  });
});
