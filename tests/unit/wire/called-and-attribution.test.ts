/**
 * Every feed row names what it called, and a client is named only by what its own request declared:
 * a request that declares nothing shows its User-Agent as such, never another client's name.
 */
import { describe, expect, it } from 'vitest';
import { clientInfoOf, clientLabel, createObservedFeed, createTranscriptStore, type ObservedRecord, type WireExchange } from '../../../lib/wire';
import { META, postExchange } from './fixtures';

const call = (seq: number, method: string, params: unknown, headers: [string, string][] = []) =>
  postExchange(seq, { jsonrpc: '2.0', id: seq, method, params }, headers);

function nameOf(x: WireExchange): string | undefined {
  const store = createTranscriptStore();
  store.record({ type: 'request', exchange: x });
  return store.getSnapshot().entries[0].name;
}

describe('what a request called', () => {
  it.each([
    ['tools/call', { name: 'search_prompts', arguments: { query: 'x' } }, 'search_prompts'],
    ['prompts/get', { name: 'critique_prompt', arguments: {} }, 'critique_prompt'],
    ['resources/read', { uri: 'prompts://corpus/stats' }, 'prompts://corpus/stats'],
    ['completion/complete', { ref: { type: 'ref/prompt', name: 'critique_prompt' }, argument: { name: 'a', value: '' } }, 'critique_prompt'],
    ['tools/list', {}, undefined],
    ['initialize', { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'c', version: '1' } }, undefined],
  ])('%s → %s', (method, params, expected) => {
    expect(nameOf(call(1, method, params))).toBe(expected);
  });

  it('falls back to Mcp-Name when the body was cut and no longer parses', () => {
    const x = call(1, 'tools/call', { name: 'analyze_corpus' }, [
      ['mcp-method', 'tools/call'],
      ['mcp-name', 'analyze_corpus'],
    ]);
    const cut: WireExchange = { ...x, request: { ...x.request, body: x.request.body?.slice(0, 30), bodyTruncated: true } };
    expect(nameOf(cut)).toBe('analyze_corpus');
  });

  it('cuts a name too long for one line', () => {
    expect(nameOf(call(1, 'tools/call', { name: 'x'.repeat(1000) }))?.length).toBeLessThanOrEqual(161);
  });
});

describe('who sent it', () => {
  const record = (x: WireExchange): ObservedRecord => ({ exchange: x, client: clientInfoOf(x.request.body) });
  const ua = (agent: string): [string, string][] => [['user-agent', agent]];

  it('names a client only from its own request; one that declares nothing shows its User-Agent, not the client that declared it', () => {
    const feed = createObservedFeed();
    // The v2 client declares itself in every request's _meta; a raw fetch from another Node program does not.
    const declared = call(
      1,
      'tools/call',
      { name: 'search_prompts', _meta: { ...META, 'io.modelcontextprotocol/clientInfo': { name: 'observe-probe-v2', version: '1.0.0' } } },
      ua('node'),
    );
    const raw = call(2, 'tools/list', {}, ua('node'));
    feed.add('1-0', record(declared));
    feed.add('2-0', record(raw));
    const [first, second] = feed.getSnapshot().entries;
    expect(clientLabel(first)).toBe('says it is “observe-probe-v2 1.0.0”');
    expect(second.client).toBeUndefined();
    expect(second.userAgent).toBe('node');
    expect(clientLabel(second)).toBe('User-Agent “node” (no client named)');
    expect(clientLabel(second)).not.toContain('observe-probe-v2');
  });

  it('a 2025-era initialize names its own row; its later requests, which declare nothing, are not given that name', () => {
    const feed = createObservedFeed();
    feed.add(
      '1-0',
      record(call(1, 'initialize', { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'legacy', version: '1.2.3' } }, ua('node'))),
    );
    feed.add('2-0', record(call(2, 'tools/call', { name: 'random_prompt' }, ua('node'))));
    const [init, later] = feed.getSnapshot().entries;
    expect(clientLabel(init)).toBe('says it is “legacy 1.2.3”');
    expect(later.client).toBeUndefined();
    expect(later.entry.name).toBe('random_prompt');
  });
});
