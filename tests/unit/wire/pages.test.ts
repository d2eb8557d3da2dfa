/** A list read page by page is grouped into one call, with each page's cursors. */
import { describe, expect, it } from 'vitest';
import { groupPages, pageFacts, type TranscriptEntry } from '../../../lib/wire';
import { postExchange } from './fixtures';

function listCall(seq: number, method: string, cursor: string | undefined, nextCursor: string | undefined, n = 2): TranscriptEntry {
  const exchange = postExchange(seq, { jsonrpc: '2.0', id: seq, method, params: cursor ? { cursor } : {} });
  const result = { prompts: Array.from({ length: n }, (_, i) => ({ name: `p${i}` })), ...(nextCursor ? { nextCursor } : {}) };
  exchange.response = {
    status: 200,
    statusText: 'OK',
    headers: [],
    headersAtMs: 1,
    kind: 'json',
    body: JSON.stringify({ jsonrpc: '2.0', id: seq, result }),
    events: [],
  };
  return { exchange, method, rpcId: seq, outcome: 'result' };
}

describe('groupPages', () => {
  it('makes one item of a list followed cursor by cursor, and leaves other calls alone', () => {
    const entries = [
      listCall(1, 'tools/list', undefined, undefined),
      listCall(2, 'prompts/list', undefined, 'c1'),
      listCall(3, 'prompts/list', 'c1', 'c2'),
      listCall(4, 'prompts/list', 'c2', undefined, 1),
      listCall(5, 'prompts/list', undefined, undefined),
    ];
    const items = groupPages(entries);
    expect(items.map((i) => (i.kind === 'pages' ? `${i.method}×${i.pages.length}` : i.entry.method))).toEqual(['tools/list', 'prompts/list×3', 'prompts/list']);
  });

  it("reads each page's cursor, next cursor and item count", () => {
    expect(pageFacts(listCall(2, 'prompts/list', undefined, 'c1'))).toEqual({ nextCursor: 'c1', items: 2 });
    expect(pageFacts(listCall(4, 'prompts/list', 'c2', undefined, 1))).toEqual({ cursor: 'c2', items: 1 });
  });

  it("does not group a request whose cursor is not the previous page's", () => {
    const items = groupPages([listCall(1, 'prompts/list', undefined, 'c1'), listCall(2, 'prompts/list', 'other', undefined)]);
    expect(items.map((i) => i.kind)).toEqual(['single', 'single']);
  });
});
