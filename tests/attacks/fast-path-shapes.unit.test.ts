/**
 * Issue #19 item 6 and #20 item 7: a shape is only what changes the answer. Before, any `mcp-*`
 * header (read by the SDK or not) made a new shape, and so did a `traceparent` in `_meta`: a traced
 * client's every call went to the SDK and ran the tool twice, evicting other callers' shapes. Counted
 * here on the real server factory behind the SDK's handler, each request inside a RequestSpan as
 * the door opens one: the SDK answers a shape once, and a traced call served by the fast path still
 * has its span parented to the caller's traceparent.
 */
import { randomBytes } from 'node:crypto';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { describe, expect, it } from 'vitest';
import { withFastPath } from '../../lib/http/fast-path';
import { createPromptsServer } from '../../lib/mcp';
import { RequestSpan } from '../../lib/telemetry';
import { METER_META_KEY, type Meter } from '../../lib/vocabulary';
import { MODERN_META } from '../helpers/raw-request';

function setup() {
  let built = 0;
  const handler = createMcpHandler(
    ({ era }) => {
      built++;
      return createPromptsServer({ transport: 'http', era, environment: { doors: [] } });
    },
    { legacy: 'stateless' },
  );
  const answer = withFastPath(() => handler, { maxBodyBytes: () => 1024 * 1024, enabled: () => true });
  let nextId = 1;
  /** One request as the door serves it: its own RequestSpan, the answer inside it. */
  const send = async (method: string, params: Record<string, unknown>, headers: Record<string, string> = {}, meta: Record<string, unknown> = {}) => {
    const observed = new RequestSpan({ attributes: { 'mcp.door': 'open' } });
    const release = observed.hold();
    const name: Record<string, string> = typeof params.name === 'string' ? { 'mcp-name': params.name } : {};
    const req = new Request('http://localhost/api/mcp', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-protocol-version': '2026-07-28',
        'mcp-method': method,
        ...name,
        ...headers,
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params: { ...params, _meta: { ...MODERN_META, ...meta } } }),
    });
    try {
      const res = await observed.run(() => answer(req, {}));
      const body = JSON.parse(await res.text()) as { result: { _meta?: Record<string, unknown> } };
      return { status: res.status, result: body.result, callerSpanId: observed.ids?.parentSpanId };
    } finally {
      release();
    }
  };
  return { send, built: () => built };
}

const search = { name: 'search_prompts', arguments: { query: 'linux terminal', limit: 3 } };
const traceparent = (traceId: string, spanId: string) => `00-${traceId}-${spanId}-01`;

describe('what makes a fast-path shape', () => {
  it('headers the SDK never reads make no shape: ten tools/list with ten different mcp-* headers ask the SDK once', async () => {
    const { send, built } = setup();
    for (let i = 0; i < 10; i++) {
      const res = await send('tools/list', {}, { [`mcp-unread-${i}`]: String(i), 'mcp-session-id': randomBytes(8).toString('hex') });
      expect(res.status).toBe(200);
    }
    expect(built()).toBe(1);
  });

  it('the same for a direct tool call with an unread mcp-* header each time', async () => {
    const { send, built } = setup();
    for (let i = 0; i < 10; i++) expect((await send('tools/call', search, { 'mcp-client-hint': `hint-${i}` })).status).toBe(200);
    expect(built()).toBe(1);
  });

  it('a traced client (a fresh traceparent in _meta on every call) is served by the fast path, each call parented to its caller', async () => {
    const { send, built } = setup();
    const traceId = randomBytes(16).toString('hex');
    for (let i = 0; i < 10; i++) {
      const parent = randomBytes(8).toString('hex');
      const { status, result } = await send('tools/call', search, {}, { traceparent: traceparent(traceId, parent), tracestate: `k=${i}` });
      expect(status).toBe(200);
      expect(result._meta?.[METER_META_KEY] as Meter).toMatchObject({ traceId, parentSpanId: parent });
    }
    // the SDK answered the first call only; every other call ran the tool once, directly
    expect(built()).toBe(1);
  });

  it('traced lists are served from the learned bytes, the request span still parented to the caller', async () => {
    const { send, built } = setup();
    const traceId = randomBytes(16).toString('hex');
    for (let i = 0; i < 10; i++) {
      const parent = randomBytes(8).toString('hex');
      const { status, callerSpanId } = await send('tools/list', {}, {}, { traceparent: traceparent(traceId, parent) });
      expect(status).toBe(200);
      expect(callerSpanId).toBe(parent);
    }
    expect(built()).toBe(1);
  });

  it('what the SDK reads still makes a shape: another client declaration is asked of the SDK', async () => {
    const { send, built } = setup();
    await send('tools/list', {});
    await send('tools/list', {}, {}, { 'io.modelcontextprotocol/clientInfo': { name: 'other', version: '2' } });
    await send('tools/list', {}, { accept: 'text/event-stream, application/json' });
    expect(built()).toBe(3);
  });
});
