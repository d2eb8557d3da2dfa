/**
 * Trace context end to end, through the real exporter: `next start` with OTEL_EXPORTER_OTLP_ENDPOINT
 * pointed at a tiny OTLP/HTTP collector on loopback that this test runs. A traceparent sent in
 * `_meta` comes back as the parent of the meter's span and in the exported span, with the MCP
 * attributes; the traceparent header does the same when `_meta` carries none; a malformed one is
 * ignored (a new trace). The shared server (no endpoint) exports nothing and still meters.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MODERN_META } from '../helpers/raw-request';
import { envelope, postRpc } from '../helpers/task-dispatch';
import { freePort, type RunningServer, startNextServer } from '../helpers/next-server';
import { METER_META_KEY, type Meter } from '../../lib/vocabulary';

type OtlpValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number };
interface ExportedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: Record<string, string | number | boolean | undefined>;
}

const TRACE_ID = '0af7651916cd43dd8448eb211c80319c';
const PARENT_ID = 'b7ad6b7169203331';

let collector: Server;
const received: ExportedSpan[] = [];
let server: RunningServer;

/** The collector: OTLP/HTTP JSON on /v1/traces, every span flattened. */
async function startCollector(): Promise<string> {
  collector = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      try {
        const doc = JSON.parse(body) as {
          resourceSpans: { scopeSpans: { spans: (Omit<ExportedSpan, 'attributes'> & { attributes?: { key: string; value: OtlpValue }[] })[] }[] }[];
        };
        for (const rs of doc.resourceSpans ?? [])
          for (const ss of rs.scopeSpans ?? [])
            for (const s of ss.spans ?? []) {
              const attributes = Object.fromEntries(
                (s.attributes ?? []).map((a) => [a.key, a.value.stringValue ?? a.value.boolValue ?? a.value.doubleValue ?? Number(a.value.intValue)]),
              );
              received.push({ traceId: s.traceId, spanId: s.spanId, parentSpanId: s.parentSpanId || undefined, name: s.name, attributes });
            }
      } catch {
        /* a protobuf or broken body would fail the assertions below */
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  const port = await freePort();
  await new Promise<void>((ok) => collector.listen(port, '127.0.0.1', ok));
  return `http://127.0.0.1:${port}`;
}

async function waitForSpan(spanId: string): Promise<ExportedSpan> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const span = received.find((s) => s.spanId === spanId);
    if (span) return span;
    if (Date.now() > deadline) throw new Error(`span ${spanId} was not exported; got ${received.map((s) => `${s.name}/${s.spanId}`).join(', ')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

let nextId = 1;
async function searchWith(
  base: string,
  meta: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<{ meter: Meter; serverTiming: string | null }> {
  const res = await fetch(`${base}/api/mcp`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2026-07-28',
      'mcp-method': 'tools/call',
      'mcp-name': 'search_prompts',
      ...headers,
    },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: nextId++,
      method: 'tools/call',
      params: { name: 'search_prompts', arguments: { query: 'travel guide', limit: 2 }, _meta: { ...MODERN_META, ...meta } },
    }),
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { result: { _meta: Record<string, unknown> } };
  return { meter: body.result._meta[METER_META_KEY] as Meter, serverTiming: res.headers.get('server-timing') };
}

beforeAll(async () => {
  const endpoint = await startCollector();
  server = await startNextServer({
    OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
    OTEL_BSP_SCHEDULE_DELAY: '100',
    MCP_API_KEY: 'trace-test-shared-key-0123456789abcdef',
  });
});
afterAll(async () => {
  await server?.stop();
  await new Promise<void>((ok) => (collector ? collector.close(() => ok()) : ok()));
});

describe('trace context and OpenTelemetry export', () => {
  it('a traceparent in _meta is the parent of the meter span and of the exported span, with the MCP attributes', async () => {
    const { meter, serverTiming } = await searchWith(server.url, { traceparent: `00-${TRACE_ID}-${PARENT_ID}-01`, tracestate: 'congo=t61rcWkgMzE' });
    expect(meter).toMatchObject({ traceId: TRACE_ID, parentSpanId: PARENT_ID, door: 'open', era: 'modern' });
    expect(serverTiming).toMatch(/tool;dur=[\d.]+;desc="search_prompts"/);
    const span = await waitForSpan(meter.spanId);
    expect(span).toMatchObject({ traceId: TRACE_ID, parentSpanId: PARENT_ID, name: 'tools/call search_prompts' });
    expect(span.attributes).toMatchObject({ 'mcp.method': 'tools/call', 'mcp.tool': 'search_prompts', 'mcp.door': 'open', 'mcp.era': 'modern' });
  });

  it('the traceparent header parents the span when _meta carries none', async () => {
    const traceId = 'c'.repeat(32);
    const parent = 'd'.repeat(16);
    const { meter } = await searchWith(server.url, {}, { traceparent: `00-${traceId}-${parent}-01` });
    expect(meter).toMatchObject({ traceId, parentSpanId: parent });
    expect(await waitForSpan(meter.spanId)).toMatchObject({ traceId, parentSpanId: parent });
  });

  it('a malformed traceparent is ignored: the span starts a new trace', async () => {
    const { meter } = await searchWith(server.url, { traceparent: `00-${TRACE_ID}-${PARENT_ID}` });
    expect(meter.traceId).not.toBe(TRACE_ID);
    expect(meter.parentSpanId).toBeUndefined();
    const span = await waitForSpan(meter.spanId);
    expect(span.traceId).toBe(meter.traceId);
    expect(span.parentSpanId).not.toBe(PARENT_ID);
  });

  it('a refusal before any handler is a span too, named by its Mcp-Method', async () => {
    const res = await fetch(`${server.url}/api/mcp/key`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-protocol-version': '2026-07-28',
        'mcp-method': 'tools/list',
        traceparent: `00-${'e'.repeat(32)}-${'f'.repeat(16)}-01`,
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: { _meta: MODERN_META } }),
    });
    expect(res.status).toBe(401);
    const deadline = Date.now() + 20_000;
    let span: ExportedSpan | undefined;
    while (!span && Date.now() < deadline) {
      span = received.find((s) => s.traceId === 'e'.repeat(32) && s.attributes['mcp.door'] === 'key');
      if (!span) await new Promise((r) => setTimeout(r, 100));
    }
    expect(span).toMatchObject({ name: 'tools/list', parentSpanId: 'f'.repeat(16) });
    expect(span?.attributes['http.response.status_code']).toBe(401);
  });

  it('a task started with a traceparent runs its work in a span under the call’s, and its result’s meter names that span', async () => {
    const traceparent = `00-${TRACE_ID}-${PARENT_ID}-01`;
    const url = `${server.url}/api/mcp`;
    const started = await postRpc(url, {
      method: 'tools/call',
      params: { name: 'analyze_corpus', arguments: { query: '*', paceMs: 1 }, _meta: { ...envelope(true), traceparent } },
    });
    if (started.kind !== 'result') throw new Error(JSON.stringify(started.error));
    const handle = started.result as { resultType: string; taskId: string; _meta: Record<string, unknown> };
    expect(handle.resultType).toBe('task');
    const handleMeter = handle._meta[METER_META_KEY] as Meter;
    expect(handleMeter).toMatchObject({ traceId: TRACE_ID, parentSpanId: PARENT_ID });
    const deadline = Date.now() + 60_000;
    for (;;) {
      const got = await postRpc(url, { method: 'tasks/get', params: { taskId: handle.taskId, _meta: envelope(true) } });
      const task = (got.kind === 'result' ? got.result : {}) as { status?: string; result?: { _meta?: Record<string, unknown> } };
      if (task.status === 'completed') {
        const meter = task.result?._meta?.[METER_META_KEY] as Meter;
        expect(meter).toMatchObject({ traceId: TRACE_ID, parentSpanId: handleMeter.spanId, door: 'open', era: 'modern' });
        expect(meter.spanId).not.toBe(handleMeter.spanId);
        expect(meter.breakdown.analyzeMs).toBeGreaterThan(0);
        // exported: the call's span, child of the caller's, and the work's, child of the call's
        const call = await waitForSpan(handleMeter.spanId);
        expect(call).toMatchObject({ traceId: TRACE_ID, parentSpanId: PARENT_ID, name: 'tools/call analyze_corpus' });
        const work = await waitForSpan(meter.spanId);
        expect(work).toMatchObject({ traceId: TRACE_ID, parentSpanId: handleMeter.spanId, name: 'task analyze_corpus' });
        expect(work.attributes).toMatchObject({ 'mcp.tool': 'analyze_corpus', 'mcp.door': 'open' });
        break;
      }
      if (Date.now() > deadline) throw new Error(`task not completed: ${JSON.stringify(got)}`);
      await new Promise((r) => setTimeout(r, 300));
    }
  });

  it('without an endpoint the meter still carries real ids, parented to the caller', async () => {
    const before = received.length;
    const { meter } = await searchWith(inject('baseUrl'), { traceparent: `00-${TRACE_ID}-${PARENT_ID}-01` });
    expect(meter).toMatchObject({ traceId: TRACE_ID, parentSpanId: PARENT_ID });
    expect(meter.spanId).toMatch(/^(?!0{16})[0-9a-f]{16}$/);
    // A marker instead of a timer: a span the exporting server makes after this request, waited for here, so the
    // collector has taken what was sent to it by then. The shared server is told no collector's address, so the
    // absence below holds by construction (instrumentation-node.ts loads no exporter without an endpoint); what
    // this test proves of it is that the meter's ids are real without one.
    const { meter: marker } = await searchWith(server.url, { traceparent: `00-${TRACE_ID}-${PARENT_ID}-01` });
    await waitForSpan(marker.spanId);
    expect(received.slice(before).find((s) => s.spanId === meter.spanId)).toBeUndefined();
  });
});
