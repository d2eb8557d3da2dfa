/**
 * JSON nested 30,000 deep: the observe page crashed when such an entry was
 * expanded, as laying the frame out recursed past the stack. Replayed over what the page calls: the
 * exchange's frames, their pairing, and the annotated layout of each frame.
 */
import { describe, expect, it } from 'vitest';
import { exchangeFrames, layoutJson, pairFrames } from '../../lib/wire';
import type { WireExchange } from '../../lib/wire/types';

const DEPTH = 30_000;
const deepParams = `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}}`;
const deepId = `{"jsonrpc":"2.0","id":${'['.repeat(DEPTH)}${']'.repeat(DEPTH)},"result":{}}`;

const exchange: WireExchange = {
  seq: 1,
  startedAt: 0,
  request: { method: 'POST', url: 'http://localhost/o/ch/api/mcp', headers: [], body: deepParams },
  response: { status: 200, statusText: 'OK', headers: [], headersAtMs: 1, kind: 'sse', events: [{ atMs: 2, data: deepId }] },
};

describe('deep JSON is laid out to a bound, with a marker', () => {
  it('frames, pairs and lays out a 30,000-deep message, showing where it was cut', () => {
    const frames = exchangeFrames(exchange);
    expect(frames.map((f) => f.kind)).toEqual(['request', 'result']);
    expect(() => pairFrames(frames)).not.toThrow();
    const lines = frames.flatMap((f) => layoutJson(f.message).map((l) => l.text));
    expect(lines.some((l) => l.includes('nested deeper than 64 levels'))).toBe(true);
    // What is shown stays small: a cut at 64 levels, not 30,000 lines of indentation.
    expect(lines.join('\n').length).toBeLessThan(20_000);
  });

  it('leaves ordinary messages exactly as they were', () => {
    const message = { jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name: 'x', arguments: { a: [1, { b: [null, 'c'] }] } } };
    const ex: WireExchange = { ...exchange, request: { ...exchange.request, body: JSON.stringify(message) }, response: undefined };
    expect(exchangeFrames(ex)[0].message).toEqual(message);
    expect(
      layoutJson(message)
        .map((l) => l.text)
        .join('\n'),
    ).toBe(JSON.stringify(message, null, 2));
  });
});
