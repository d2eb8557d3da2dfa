import { describe, expect, it } from 'vitest';
import { classify, detectEra, exchangeFrames, pairFrames, progressTicks, type Frame } from '../../../lib/wire';
import { META, postExchange } from './fixtures';

describe('classify', () => {
  it.each([
    [{ jsonrpc: '2.0', id: 1, method: 'tools/list' }, 'request'],
    [{ jsonrpc: '2.0', id: 0, method: 'tools/list' }, 'request'],
    [{ jsonrpc: '2.0', method: 'notifications/progress', params: {} }, 'notification'],
    [{ jsonrpc: '2.0', id: 1, result: { tools: [] } }, 'result'],
    [{ jsonrpc: '2.0', id: 1, result: { resultType: 'input_required', inputRequests: {} } }, 'input_required'],
    [{ jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'bad' } }, 'error'],
    [{ jsonrpc: '2.0', id: 1, result: {}, error: { code: 1, message: 'both' } }, 'invalid'],
    [{ id: 1, result: {} }, 'invalid'],
    ['text', 'invalid'],
  ])('%j is a %s', (message, kind) => {
    expect(classify(message)).toBe(kind);
  });
});

describe('pairFrames', () => {
  const f = (direction: Frame['direction'], message: Record<string, unknown>): Frame => ({
    direction,
    kind: classify(message),
    message,
    id: message.id as number | undefined,
    method: message.method as string | undefined,
  });

  it('pairs by id, not by order, and attaches progress to the request it names', () => {
    const frames = [
      f('sent', { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { _meta: { progressToken: 1 } } }),
      f('sent', { jsonrpc: '2.0', id: 2, method: 'tools/list' }),
      f('received', { jsonrpc: '2.0', id: 2, result: { tools: [] } }),
      f('received', { jsonrpc: '2.0', method: 'notifications/progress', params: { progressToken: 1, progress: 50, total: 100 } }),
      f('received', { jsonrpc: '2.0', id: 1, result: { content: [] } }),
    ];
    const { pairs, unpaired } = pairFrames(frames);
    expect(pairs).toHaveLength(2);
    expect(pairs[0].response?.message).toEqual({ jsonrpc: '2.0', id: 1, result: { content: [] } });
    expect(pairs[0].related.map((r) => r.method)).toEqual(['notifications/progress']);
    expect(pairs[1].response?.id).toBe(2);
    expect(unpaired).toEqual([]);
  });

  it('leaves a response with an unknown id unpaired, and a notification sent by the client unanswered', () => {
    const { pairs, unpaired } = pairFrames([
      f('sent', { jsonrpc: '2.0', method: 'notifications/initialized' }),
      f('received', { jsonrpc: '2.0', id: 9, result: {} }),
    ]);
    expect(pairs).toHaveLength(1);
    expect(pairs[0].response).toBeUndefined();
    expect(unpaired.map((u) => u.id)).toEqual([9]);
  });

  it('pairs an MRTR retry (new id) separately from its first round', () => {
    const { pairs } = pairFrames([
      f('sent', { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'refine_prompt' } }),
      f('received', { jsonrpc: '2.0', id: 3, result: { resultType: 'input_required', inputRequests: { refine: {} } } }),
      f('sent', { jsonrpc: '2.0', id: 4, method: 'tools/call', params: { name: 'refine_prompt', inputResponses: { refine: {} } } }),
      f('received', { jsonrpc: '2.0', id: 4, result: { content: [] } }),
    ]);
    expect(pairs.map((p) => p.response?.kind)).toEqual(['input_required', 'result']);
  });
});

describe('exchangeFrames', () => {
  it('reads the sent frame and each SSE event as a received frame with its arrival time', () => {
    const ex = postExchange(1, { jsonrpc: '2.0', id: 5, method: 'tools/call', params: { name: 'analyze_corpus', _meta: { progressToken: 5 } } });
    ex.response = {
      status: 200,
      statusText: 'OK',
      headers: [['content-type', 'text/event-stream']],
      headersAtMs: 3,
      kind: 'sse',
      events: [
        {
          atMs: 10,
          event: 'message',
          data: JSON.stringify({ jsonrpc: '2.0', method: 'notifications/progress', params: { progressToken: 5, progress: 50, total: 100 } }),
        },
        { atMs: 20, event: 'message', data: JSON.stringify({ jsonrpc: '2.0', id: 5, result: { content: [] } }) },
      ],
    };
    const frames = exchangeFrames(ex);
    expect(frames.map((fr) => [fr.direction, fr.kind, fr.atMs])).toEqual([
      ['sent', 'request', 0],
      ['received', 'notification', 10],
      ['received', 'result', 20],
    ]);
    expect(progressTicks(frames)).toEqual([{ progress: 50, total: 100, atMs: 10 }]);
  });

  it('keeps a body that is not JSON as an invalid frame rather than dropping it', () => {
    const ex = postExchange(1, { jsonrpc: '2.0', id: 1, method: 'tools/list' });
    ex.response = { status: 200, statusText: 'OK', headers: [], headersAtMs: 1, kind: 'json', body: '<html>', events: [] };
    expect(exchangeFrames(ex).at(-1)).toMatchObject({ direction: 'received', kind: 'invalid', message: '<html>' });
  });
});

describe('detectEra', () => {
  it.each([
    ['server/discover', { jsonrpc: '2.0', id: 0, method: 'server/discover', params: { _meta: META } }, [], 'modern'],
    ['initialize', { jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: '2025-11-25' } }, [], 'legacy'],
    [
      'a request with the 2026 _meta envelope',
      { jsonrpc: '2.0', id: 1, method: 'tools/list', params: { _meta: META } },
      [['mcp-protocol-version', '2026-07-28']],
      'modern',
    ],
    ['a 2025 request after initialize', { jsonrpc: '2.0', id: 1, method: 'tools/list' }, [['mcp-protocol-version', '2025-11-25']], 'legacy'],
    ['a request with no version at all', { jsonrpc: '2.0', id: 1, method: 'tools/list' }, [], undefined],
  ] as const)('%s → %s', (_name, message, headers, era) => {
    expect(detectEra(postExchange(1, message, headers as unknown as [string, string][]))).toBe(era);
  });

  it('gives a plain HTTP exchange no era, even when the client sent MCP-Protocol-Version (metadata discovery does)', () => {
    const metadata = postExchange(1, {}, [['mcp-protocol-version', '2025-11-25']]);
    metadata.request = { ...metadata.request, method: 'GET', url: 'http://localhost:3000/.well-known/oauth-protected-resource/api/mcp/oauth', body: undefined };
    expect(detectEra(metadata)).toBeUndefined();
  });
});
