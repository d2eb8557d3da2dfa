/** A record is stored within its byte budget: headers a side, then bodies and events, each cut marked. */
import { describe, expect, it } from 'vitest';
import { OBSERVE_BUDGETS } from '../../../lib/config';
import { capHeaders, cutToJsonBytes, HEADERS_CUT, jsonBytes, serializeRecord } from '../../../lib/observe/fit-record';
import type { ObservedRecord } from '../../../lib/wire/observed';

const utf8 = (s: string) => Buffer.byteLength(s, 'utf8');

function record(over: { body?: string; headers?: [string, string][]; events?: string[]; responseBody?: string }): ObservedRecord {
  return {
    exchange: {
      seq: 0,
      startedAt: 0,
      request: { method: 'POST', url: 'http://localhost/o/x/api/mcp', headers: over.headers ?? [['content-type', 'application/json']], body: over.body },
      response: {
        status: 200,
        statusText: 'OK',
        headers: [['content-type', over.events ? 'text/event-stream' : 'application/json']],
        headersAtMs: 1,
        kind: over.events ? 'sse' : 'json',
        events: (over.events ?? []).map((data, i) => ({ atMs: i, data })),
        ...(over.responseBody !== undefined ? { body: over.responseBody } : {}),
      },
    },
  };
}

describe('fitting a record to its budget', () => {
  it('measures and cuts strings as JSON.stringify writes them, never splitting a pair', () => {
    for (const s of ['a"b\\c\n\x01é€😀x', '\ud800x', 'x\udc00', '😀😀', '\u2028']) {
      expect(jsonBytes(s)).toBe(utf8(JSON.stringify(s)) - 2);
      for (let b = 0; b < 30; b++) {
        const cut = cutToJsonBytes(s, b);
        expect(jsonBytes(cut)).toBeLessThanOrEqual(b);
        expect(s.startsWith(cut)).toBe(true);
      }
    }
    expect(cutToJsonBytes('😀😀', 5)).toBe('😀');
  });

  it('leaves a small record exactly as JSON.stringify would', () => {
    const r = record({ body: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}', responseBody: '{"result":{}}' });
    expect(serializeRecord(r, OBSERVE_BUDGETS)).toBe(JSON.stringify(r));
  });

  it('cuts headers past 8 KiB a side, with a marker that says so', () => {
    const headers: [string, string][] = [
      ['mcp-method', 'tools/call'],
      ['x-pad', 'h'.repeat(12_000)],
      ['x-after', 'dropped'],
    ];
    const capped = capHeaders(headers, OBSERVE_BUDGETS.maxHeaderBytes);
    expect(utf8(JSON.stringify(capped))).toBeLessThanOrEqual(OBSERVE_BUDGETS.maxHeaderBytes);
    expect(capped[0]).toEqual(['mcp-method', 'tools/call']);
    expect(capped[1][1].endsWith('…')).toBe(true);
    expect(capped.at(-1)?.[0]).toBe(HEADERS_CUT);
    expect(capped.at(-1)?.[1]).toMatch(/over 8 KiB .*1 more left out/);
  });

  it('a 64 KiB body of control characters (six bytes each in JSON) and a 12 KB header: ≤ 128 KiB stored, marked cut', () => {
    const r = record({ body: '\x01'.repeat(64 * 1024), headers: [['x-pad', 'h'.repeat(12_000)]] });
    const text = serializeRecord(r, OBSERVE_BUDGETS);
    expect(utf8(text)).toBeLessThanOrEqual(OBSERVE_BUDGETS.maxRecordBytes);
    const back = JSON.parse(text) as ObservedRecord;
    expect(back.exchange.request.bodyTruncated).toBe(true);
    expect(back.exchange.request.body?.length).toBeGreaterThan(10_000); // what fits is kept, not all dropped
    expect(back.exchange.request.headers.at(-1)?.[0]).toBe(HEADERS_CUT);
  });

  it('many SSE events: each keeps a share, the cut is marked, and thousands of tiny ones cannot overflow it', () => {
    const big = serializeRecord(record({ events: Array.from({ length: 8 }, () => '\x02'.repeat(60_000)) }), OBSERVE_BUDGETS);
    expect(utf8(big)).toBeLessThanOrEqual(OBSERVE_BUDGETS.maxRecordBytes);
    const parsed = JSON.parse(big) as ObservedRecord;
    expect(parsed.exchange.response?.truncated).toBe(true);
    expect(parsed.exchange.response?.events).toHaveLength(8);
    const tiny = serializeRecord(record({ events: Array.from({ length: 50_000 }, () => 'x') }), OBSERVE_BUDGETS);
    expect(utf8(tiny)).toBeLessThanOrEqual(OBSERVE_BUDGETS.maxRecordBytes);
    expect((JSON.parse(tiny) as ObservedRecord).exchange.response?.truncated).toBe(true);
  });
});
