/**
 * One span per request, whatever serves it, recorded by a real OpenTelemetry SDK in memory: begun once
 * (named for its method, in the caller's trace when `_meta` carries a traceparent), ended once, through
 * the real open door in process (the SDK's handlers, McpServer's own, a refusal) and
 * through the bare server factory as stdio serves it (no door opens the span): there too a task's work
 * runs in its own span under the call's and its result's meter names that span.
 */
import { createMcpHandler } from '@modelcontextprotocol/server';
import { trace } from '@opentelemetry/api';
import { BasicTracerProvider, InMemorySpanExporter, type ReadableSpan, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPromptsServer, createTaskStore } from '../../lib/mcp';
import { createMemoryStore } from '../../lib/state';
import { markRegistered } from '../../lib/telemetry/tracer';
import { METER_META_KEY, type Meter } from '../../lib/vocabulary';
import { MODERN } from '../helpers/clients';
import { doorFetch, IN_PROCESS_ORIGIN, openDoor } from '../helpers/in-process-doors';

// The door sends batched spans after its response with Next's after(); outside a Next request, at once.
vi.mock('next/server', async (load) => ({ ...(await load<object>()), after: (fn: () => unknown) => void Promise.resolve().then(fn) }));

const exporter = new InMemorySpanExporter();
const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
beforeAll(() => {
  trace.setGlobalTracerProvider(provider);
  markRegistered(provider);
});
afterAll(() => {
  markRegistered(undefined);
  trace.disable();
});

let n = 0;
/** A fresh caller's trace per request, so each request's spans are found by their trace id. */
function caller() {
  n++;
  const traceId = n.toString(16).padStart(32, 'a');
  const spanId = n.toString(16).padStart(16, 'b');
  return { traceId, spanId, traceparent: `00-${traceId}-${spanId}-01` };
}

const spansOf = (traceId: string): ReadableSpan[] => exporter.getFinishedSpans().filter((s) => s.spanContext().traceId === traceId);

function request(method: string, params: Record<string, unknown>, meta: Record<string, unknown>, id = n) {
  const name =
    typeof params.name === 'string' ? params.name : typeof params.uri === 'string' ? params.uri : typeof params.taskId === 'string' ? params.taskId : undefined;
  return new Request(`${IN_PROCESS_ORIGIN}/api/mcp`, {
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
      id,
      method,
      params: {
        ...params,
        _meta: {
          'io.modelcontextprotocol/protocolVersion': MODERN,
          'io.modelcontextprotocol/clientCapabilities': {},
          'io.modelcontextprotocol/clientInfo': { name: 'span-test', version: '1' },
          ...meta,
        },
      },
    }),
  });
}

/** Waits for the exporter (a span ends when its response and every handler are done). */
async function settled(traceId: string, count: number): Promise<ReadableSpan[]> {
  for (let i = 0; i < 100 && spansOf(traceId).length < count; i++) await new Promise((r) => setTimeout(r, 10));
  await new Promise((r) => setTimeout(r, 20));
  return spansOf(traceId);
}

describe('the request span, through the open door', () => {
  const send = doorFetch(openDoor());

  it.each([
    ['resources/read', { uri: 'prompts://prompt/linux-terminal' }, 'resources/read'],
    ['tools/list', {}, 'tools/list'],
    ['tools/list (again)', {}, 'tools/list'],
    ['prompts/list', {}, 'prompts/list'],
    ['tools/call', { name: 'search_prompts', arguments: { query: 'span test', limit: 1 } }, 'tools/call search_prompts'],
    ['tools/call (again)', { name: 'search_prompts', arguments: { query: 'span test', limit: 1 } }, 'tools/call search_prompts'],
    ['tools/call (a tool error)', { name: 'get_prompt', arguments: { id: 'no-such-prompt' } }, 'tools/call get_prompt'],
  ])('%s: one span, ended, named for its method, a child of the caller’s span from _meta', async (label, params, name) => {
    const method = label.split(' ')[0];
    const { traceId, spanId, traceparent } = caller();
    const res = await send(request(method, params, { traceparent }));
    const body = await res.text();
    expect(res.status, body).toBe(200);
    const spans = await settled(traceId, 1);
    expect(spans.map((s) => s.name)).toEqual([name]);
    expect(spans[0].parentSpanContext?.spanId).toBe(spanId);
    expect(spans[0].attributes).toMatchObject({ 'mcp.method': method, 'mcp.door': 'open', 'mcp.era': 'modern', 'http.response.status_code': 200 });
  });

  it('a refusal before any handler: one span from the traceparent header, named by its Mcp-Method', async () => {
    const { traceId, spanId, traceparent } = caller();
    const req = request('tools/list', {}, {});
    const refused = new Request(req.url, {
      method: 'POST',
      headers: { ...Object.fromEntries(req.headers), accept: 'text/html', traceparent },
      body: await req.text(),
    });
    const res = await send(refused);
    expect(res.status).toBe(406);
    const spans = await settled(traceId, 1);
    expect(spans.map((s) => [s.name, s.parentSpanContext?.spanId, s.attributes['http.response.status_code']])).toEqual([['tools/list', spanId, 406]]);
  });
});

describe('the request span without a door (as stdio serves)', () => {
  const store = createTaskStore(createMemoryStore(), { ttlMs: 60_000, pollIntervalMs: 50 });
  const tasks = { store, runInBackground: (work: () => Promise<void>) => void work() };
  const handler = createMcpHandler(({ era }) => createPromptsServer({ transport: 'stdio', era, environment: { doors: [] }, tasks }), { legacy: 'stateless' });
  const rpc = async (method: string, params: Record<string, unknown>, meta: Record<string, unknown>) => {
    const res = await handler.fetch(request(method, params, meta, ++n));
    const text = await res.text();
    const line = text.startsWith('{') ? text : (text.split('\n').find((l) => l.startsWith('data:') && l.includes('"result"')) ?? '').slice(5);
    return (JSON.parse(line) as { result: Record<string, unknown> }).result;
  };
  const withTasks = { 'io.modelcontextprotocol/clientCapabilities': { extensions: { 'io.modelcontextprotocol/tasks': {} } } };

  it("a task's work runs in its own span under the call's, and its result's meter names that span", async () => {
    const { traceId, spanId, traceparent } = caller();
    const handle = await rpc('tools/call', { name: 'analyze_corpus', arguments: { query: '*', paceMs: 1 } }, { ...withTasks, traceparent });
    expect(handle.resultType).toBe('task');
    const callMeter = (handle._meta as Record<string, Meter>)[METER_META_KEY];
    expect(callMeter).toMatchObject({ traceId, parentSpanId: spanId, door: 'stdio' });
    let task: { status?: string; result?: { _meta?: Record<string, Meter> } } = {};
    for (let i = 0; i < 200 && task.status !== 'completed'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      task = await rpc('tasks/get', { taskId: handle.taskId }, withTasks);
    }
    expect(task.status).toBe('completed');
    const workMeter = task.result?._meta?.[METER_META_KEY];
    expect(workMeter).toMatchObject({ traceId, parentSpanId: callMeter.spanId, door: 'stdio', era: 'modern' });
    expect(workMeter?.breakdown.analyzeMs).toBeGreaterThan(0);
    const spans = await settled(traceId, 2);
    const byId = new Map(spans.map((s) => [s.spanContext().spanId, s]));
    expect(byId.get(callMeter.spanId)).toMatchObject({ name: 'tools/call analyze_corpus', parentSpanContext: { spanId } });
    expect(byId.get(workMeter?.spanId ?? '')).toMatchObject({ name: 'task analyze_corpus', parentSpanContext: { spanId: callMeter.spanId } });
    expect(spans).toHaveLength(2);
  });
});
