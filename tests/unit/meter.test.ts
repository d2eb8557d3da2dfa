/**
 * The per-call meter and trace context through a real door, in process: every tool result carries
 * the meter in `_meta` (structuredContent exactly as before), the same timings come as
 * Server-Timing, a valid `traceparent` (in `_meta` or the header) makes the caller's trace the
 * meter's, a malformed one is ignored, and a repeated call gets a fresh meter and the same answer otherwise
 * (replayed by the door: the tool does not run again, and its meter says so).
 */
import { describe, expect, it } from 'vitest';
import { openGuard } from '../../lib/auth/guard';
import { parseConfig } from '../../lib/config';
import { createDoor } from '../../lib/http/door';
import { searchPromptsOutput } from '../../lib/mcp/tools/search-prompts';
import { METER_META_KEY, type Meter } from '../../lib/vocabulary';

const ORIGIN = 'http://127.0.0.1:3000';
const cfg = parseConfig({ NODE_ENV: 'test', MCP_PUBLIC_ORIGIN: ORIGIN });
const door = createDoor({ id: 'open', guard: openGuard, environment: () => ({ doors: [] }), cfg: () => cfg });

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const PARENT_ID = '00f067aa0ba902b7';
const TRACEPARENT = `00-${TRACE_ID}-${PARENT_ID}-01`;
let nextId = 1;

async function call(name: string, args: Record<string, unknown>, extraMeta: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const res = await door.handle(
    new Request(`${ORIGIN}/api/mcp`, {
      method: 'POST',
      headers: {
        host: '127.0.0.1:3000',
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-protocol-version': '2026-07-28',
        'mcp-method': 'tools/call',
        'mcp-name': name,
        ...headers,
      },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: nextId++,
        method: 'tools/call',
        params: {
          name,
          arguments: args,
          _meta: {
            'io.modelcontextprotocol/protocolVersion': '2026-07-28',
            'io.modelcontextprotocol/clientCapabilities': {},
            'io.modelcontextprotocol/clientInfo': { name: 'meter-test', version: '1' },
            ...extraMeta,
          },
        },
      }),
    }),
  );
  const text = await res.text();
  const body = JSON.parse(text) as { result: { structuredContent?: unknown; _meta: Record<string, unknown> } };
  return { res, text, result: body.result, meter: body.result._meta[METER_META_KEY] as Meter };
}

describe('the per-call meter', () => {
  it('rides in every tool result _meta beside serverInfo, and as Server-Timing', async () => {
    const { res, result, meter } = await call('search_prompts', { query: 'meter test alpha', limit: 2 });
    expect(meter).toMatchObject({ door: 'open', era: 'modern', corpusSha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(meter.durationMs).toBeGreaterThanOrEqual(0);
    expect(meter.breakdown.searchMs).toBeGreaterThanOrEqual(0);
    expect(meter.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(meter.spanId).toMatch(/^[0-9a-f]{16}$/);
    expect(meter.parentSpanId).toBeUndefined();
    expect(result._meta['io.modelcontextprotocol/serverInfo']).toMatchObject({ name: 'prompts-observatory' });
    expect(searchPromptsOutput.strict().safeParse(result.structuredContent).success).toBe(true);
    expect(res.headers.get('server-timing')).toMatch(/^tool;dur=[\d.]+;desc="search_prompts", search;dur=[\d.]+$/);
  });

  it('a repeated call gets a fresh meter and the same bytes otherwise', async () => {
    const args = { query: 'meter test beta', limit: 2 };
    const first = await call('search_prompts', args);
    const second = await call('search_prompts', args);
    const third = await call('search_prompts', args);
    expect(third.meter.spanId).not.toBe(second.meter.spanId);
    const strip = (t: string) => t.replace(/"io\.github\.prompts-observatory\/meter":\{[^}]*\{[^}]*\}[^}]*\}/, 'METER').replace(/"id":\d+\}$/, '');
    expect(strip(second.text)).toBe(strip(first.text));
    expect(strip(third.text)).toBe(strip(first.text));
    expect(first.res.headers.get('server-timing')).toContain('search;dur=');
    expect(first.meter.replayed).toBeUndefined();
    for (const again of [second, third]) {
      expect(again.meter).toMatchObject({ replayed: true, durationMs: 0, breakdown: {} });
      expect(again.res.headers.get('server-timing')).toBe('tool;dur=0;desc="search_prompts"');
    }
  });

  it('a traceparent in _meta makes the caller trace the meter trace, its span the parent', async () => {
    const { meter } = await call('get_prompt', { id: 'linux-terminal' }, { traceparent: TRACEPARENT, tracestate: 'vendor=x', baggage: 'k=v' });
    expect(meter.traceId).toBe(TRACE_ID);
    expect(meter.parentSpanId).toBe(PARENT_ID);
    expect(meter.spanId).not.toBe(PARENT_ID);
    expect(meter.breakdown.lookupMs).toBeGreaterThanOrEqual(0);
  });

  it('the traceparent header counts when _meta carries none; _meta wins when both do', async () => {
    const other = `00-${'a'.repeat(32)}-${'b'.repeat(16)}-01`;
    const header = await call('random_prompt', { seed: 3 }, {}, { traceparent: other });
    expect(header.meter).toMatchObject({ traceId: 'a'.repeat(32), parentSpanId: 'b'.repeat(16) });
    const both = await call('random_prompt', { seed: 3 }, { traceparent: TRACEPARENT }, { traceparent: other });
    expect(both.meter).toMatchObject({ traceId: TRACE_ID, parentSpanId: PARENT_ID });
  });

  it.each([
    ['not a traceparent'],
    [`00-${'0'.repeat(32)}-${PARENT_ID}-01`],
    [`00-${TRACE_ID}-${'0'.repeat(16)}-01`],
    [`ff-${TRACE_ID}-${PARENT_ID}-01`],
    [`00-${TRACE_ID.toUpperCase()}-${PARENT_ID}-01`],
  ])('a malformed traceparent (%s) is ignored: a new trace', async (bad) => {
    const { meter } = await call('search_prompts', { query: 'terminal', limit: 1 }, { traceparent: bad });
    expect(meter.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(meter.traceId).not.toBe(TRACE_ID);
    expect(meter.traceId).not.toBe('0'.repeat(32));
    expect(meter.parentSpanId).toBeUndefined();
  });
});
