/** Frames and headers as a newcomer reads them: the envelope first, _meta last, the framework's headers one click away. */
import { describe, expect, it } from 'vitest';
import { isFrameworkHeader, layoutJson, readingOrder, splitHeaders } from '../../../lib/wire';

const keysOf = (v: unknown) => Object.keys(v as object);

describe('readingOrder', () => {
  it('puts jsonrpc, id and method first in a request the SDK wrote params-first, and _meta last in its params', () => {
    const sent = {
      method: 'tools/call',
      params: { _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28' }, name: 'search_prompts', arguments: { query: 'x' } },
      jsonrpc: '2.0',
      id: 7,
    };
    const ordered = readingOrder(sent) as typeof sent;
    expect(keysOf(ordered)).toEqual(['jsonrpc', 'id', 'method', 'params']);
    expect(keysOf(ordered.params)).toEqual(['name', 'arguments', '_meta']);
    // The first lines a reader sees: the envelope, not the namespaced _meta keys.
    expect(
      layoutJson(sent)
        .slice(1, 4)
        .map((l) => l.key?.name),
    ).toEqual(['jsonrpc', 'id', 'method']);
  });

  it('moves a result’s _meta (the meter) below the answer, and leaves every value and other order alone', () => {
    const answer = { result: { _meta: { meter: 1 }, content: [{ type: 'text', text: 'a' }], structuredContent: { b: 1, a: 2 } }, jsonrpc: '2.0', id: 7 };
    const ordered = readingOrder(answer) as typeof answer;
    expect(keysOf(ordered)).toEqual(['jsonrpc', 'id', 'result']);
    expect(keysOf(ordered.result)).toEqual(['content', 'structuredContent', '_meta']);
    expect(keysOf(ordered.result.structuredContent)).toEqual(['b', 'a']);
    expect(ordered).toEqual(answer);
  });

  it('only reorders the envelope at the top: a nested id or method stays where it was', () => {
    const nested = readingOrder({ jsonrpc: '2.0', id: 1, result: { prompts: [{ name: 'n', id: 'linux-terminal' }] } }) as {
      result: { prompts: object[] };
    };
    expect(keysOf(nested.result.prompts[0])).toEqual(['name', 'id']);
  });
});

describe('splitHeaders', () => {
  const response = [
    ['content-type', 'application/json'],
    ['vary', 'rsc, next-router-state-tree, next-router-prefetch'],
    ['www-authenticate', 'Bearer resource_metadata="https://x/.well-known/oauth-protected-resource/api/mcp/oauth"'],
    ['date', 'Tue, 01 Dec 2026 13:00:00 GMT'],
    ['keep-alive', 'timeout=5'],
    ['connection', 'keep-alive'],
    ['x-powered-by', 'Next.js'],
    ['transfer-encoding', 'chunked'],
    ['mcp-protocol-version', '2026-07-28'],
  ] as const;

  it('shows what says something about MCP and keeps the framework’s headers apart, none dropped', () => {
    const { shown, framework } = splitHeaders(response);
    expect(shown.map(([k]) => k)).toEqual(['content-type', 'www-authenticate', 'mcp-protocol-version']);
    expect(framework.map(([k]) => k)).toEqual(['vary', 'date', 'keep-alive', 'connection', 'x-powered-by', 'transfer-encoding']);
  });

  it('always shows a header the view highlights, even a framework one', () => {
    expect(splitHeaders(response, ['Date']).shown.map(([k]) => k)).toContain('date');
  });

  it('knows Next.js’s families by prefix and never hides an MCP or auth header', () => {
    for (const h of ['next-router-state-tree', 'x-nextjs-cache', 'x-middleware-rewrite', 'cross-origin-opener-policy']) expect(isFrameworkHeader(h)).toBe(true);
    for (const h of ['mcp-method', 'mcp-name', 'www-authenticate', 'authorization', 'content-type', 'server-timing', 'allow'])
      expect(isFrameworkHeader(h)).toBe(false);
  });
});
