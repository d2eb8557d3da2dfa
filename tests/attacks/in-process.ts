/**
 * The server factory behind the SDK's HTTP handler, in this process: a real 2026-07-28 request in,
 * the real response out (JSON or SSE), with tasks in a store the test chooses and an analysis
 * service of its own (so one test's cap, queue and memo are nobody else's).
 */
import { type AuthInfo, createMcpHandler } from '@modelcontextprotocol/server';
import { getCorpus } from '../../lib/corpus';
import { type AnalysisService, createAnalysisService, createPromptsServer, createTaskStore, type TaskStore, type TaskTool } from '../../lib/mcp';
import type { TaskLimits } from '../../lib/mcp/tasks/task-store';
import { createMemoryStore, type StateStore } from '../../lib/state';
import { MODERN } from '../helpers/clients';

export const TASKS = 'io.modelcontextprotocol/tasks';

export interface CallOptions {
  /** Declare the Tasks extension in this request's clientCapabilities. */
  tasks?: boolean;
  capabilities?: Record<string, unknown>;
  authInfo?: AuthInfo;
  meta?: Record<string, unknown>;
  /** Extra request headers (e.g. the address a trusted proxy names). */
  headers?: Record<string, string>;
}

export interface Rpc {
  id: number;
  res: Response;
}

export function inProcessServer(
  opts: {
    state?: StateStore;
    analysis?: AnalysisService;
    taskLimits?: Partial<TaskLimits>;
    tools?: readonly TaskTool[];
    callerKey?: (req: Request | undefined) => string;
  } = {},
) {
  const state = opts.state ?? createMemoryStore();
  const store: TaskStore = createTaskStore(state, { ttlMs: 60_000, pollIntervalMs: 200, ...opts.taskLimits });
  const analysis = opts.analysis ?? createAnalysisService(getCorpus());
  const background = new Set<Promise<void>>();
  const tasks = {
    store,
    tools: opts.tools,
    callerKey: opts.callerKey,
    runInBackground: (work: () => Promise<void>) => {
      const running = work().catch((err) => console.error('[test task]', err));
      background.add(running);
      void running.finally(() => background.delete(running));
    },
  };
  const handler = createMcpHandler(({ era }) => createPromptsServer({ transport: 'http', era, environment: { doors: [] }, tasks, analysis }), {
    legacy: 'stateless',
  });
  let nextId = 1;

  /** Sends one request; resolves once the response's headers are in (the body may still stream). */
  async function send(method: string, params: Record<string, unknown>, call: CallOptions = {}): Promise<Rpc> {
    const id = nextId++;
    const name = typeof params.name === 'string' ? params.name : typeof params.taskId === 'string' ? params.taskId : undefined;
    const capabilities = { ...(call.capabilities ?? {}), ...(call.tasks ? { extensions: { [TASKS]: {} } } : {}) };
    const req = new Request('http://localhost/api/mcp', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-protocol-version': MODERN,
        'mcp-method': method,
        ...(name ? { 'mcp-name': name } : {}),
        ...call.headers,
      },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id,
        method,
        params: {
          ...params,
          _meta: {
            'io.modelcontextprotocol/protocolVersion': MODERN,
            'io.modelcontextprotocol/clientCapabilities': capabilities,
            'io.modelcontextprotocol/clientInfo': { name: 'attack-test', version: '1' },
            ...call.meta,
          },
        },
      }),
    });
    return { id, res: await handler.fetch(req, call.authInfo ? { authInfo: call.authInfo } : {}) };
  }

  /** The JSON-RPC answer to one request (from a JSON body or the SSE stream). */
  async function rpc(method: string, params: Record<string, unknown>, call: CallOptions = {}) {
    const { id, res } = await send(method, params, call);
    const text = await res.text();
    const messages = (res.headers.get('content-type') ?? '').includes('text/event-stream')
      ? text
          .split('\n')
          .filter((l) => l.startsWith('data:'))
          .map((l) => JSON.parse(l.slice(5)))
      : [JSON.parse(text)];
    const answer = messages.find((m) => m.id === id);
    if (!answer) throw new Error(`no answer to ${method}: ${text.slice(0, 300)}`);
    return answer as { result?: Record<string, unknown> & { isError?: boolean; content?: { text: string }[] }; error?: { code: number; message: string } };
  }

  const callTool = (name: string, args: Record<string, unknown>, call: CallOptions = {}) => rpc('tools/call', { name, arguments: args }, call);

  return { send, rpc, callTool, store, analysis, settle: () => Promise.all([...background]) };
}

/** The text of a tool result's first content item. */
export const textOf = (result: { content?: { text: string }[] } | undefined) => result?.content?.[0]?.text ?? '';

/** Polls until `done` holds, or fails naming what was awaited. */
export async function until<T>(read: () => Promise<T> | T, done: (v: T) => boolean, what: string, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v)) return v;
    if (Date.now() > deadline) throw new Error(`${what}: not reached in ${ms} ms; last ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
