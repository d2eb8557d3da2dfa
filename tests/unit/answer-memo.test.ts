/**
 * Pure tools keep their answers (lib/mcp/tools/answer-memo.ts): a repeated call gets the very answer
 * the first one got, which nobody can change in between; other arguments get their own; a tool error
 * is never kept; and what is kept stays bounded.
 */
import { describe, expect, it } from 'vitest';
import { getCorpus } from '../../lib/corpus';
import { Lru } from '../../lib/lru';
import { getPromptTool } from '../../lib/mcp/tools/get-prompt';
import { searchPromptsInput, searchPromptsTool } from '../../lib/mcp/tools/search-prompts';
import type { Serving } from '../../lib/mcp/tools/types';

const serving: Serving = { transport: 'http', era: 'modern', clientCapabilities: () => undefined };
const search = (args: Record<string, unknown>) => searchPromptsTool.runDirect({ corpus: getCorpus(), serving }, searchPromptsInput.parse(args));

describe('kept answers of pure tools', () => {
  it('a repeated search gets the same answer, frozen through, so no reader can change what the next caller gets', async () => {
    const first = (await search({ query: 'kept answer linux', limit: 3 })) as { structuredContent: { matches: { title: string }[] } };
    const again = await search({ query: 'kept answer linux', limit: 3 });
    expect(again).toBe(first);
    expect(() => {
      first.structuredContent.matches[0]!.title = 'changed';
    }).toThrow(TypeError);
    expect(() => first.structuredContent.matches.pop()).toThrow(TypeError);
  });

  it('other arguments get their own answer', async () => {
    const three = await search({ query: 'kept answer travel', limit: 3 });
    const four = await search({ query: 'kept answer travel', limit: 4 });
    expect(four).not.toBe(three);
    expect((four as { structuredContent: { matches: unknown[] } }).structuredContent.matches).toHaveLength(4);
  });

  it('a tool error is answered afresh each time, never kept', async () => {
    const args = { query: 'kept answer linux', cursor: 'not-a-cursor-of-this-query' };
    const first = await search(args);
    expect(first.isError).toBe(true);
    expect(await search(args)).not.toBe(first);
    const missing = await getPromptTool.runDirect({ corpus: getCorpus(), serving }, { id: 'no-such-prompt-kept' });
    expect(missing.isError).toBe(true);
    expect(await getPromptTool.runDirect({ corpus: getCorpus(), serving }, { id: 'no-such-prompt-kept' })).not.toBe(missing);
  });

  it('keeps a bounded number: the least recently used goes first', () => {
    const lru = new Lru<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1); // a is now the most recent
    lru.set('c', 3);
    expect(lru.get('b')).toBeUndefined();
    expect([lru.get('a'), lru.get('c')]).toEqual([1, 3]);
  });

  it('bounded by bytes too: the least recently used go until the total fits, and one entry over the whole budget is not kept', () => {
    const lru = new Lru<string, string>(100, { maxBytes: 10, sizeOf: (v) => v.length });
    lru.set('a', 'xxxx');
    lru.set('b', 'yyyy');
    lru.get('a');
    lru.set('c', 'zzzz'); // 12 bytes: b, the least recently used, goes
    expect([lru.get('a'), lru.get('b'), lru.get('c')]).toEqual(['xxxx', undefined, 'zzzz']);
    expect(lru.bytes).toBe(8);
    expect(lru.set('d', 'w'.repeat(11))).toBe('w'.repeat(11));
    expect(lru.get('d')).toBeUndefined();
    expect(lru.bytes).toBe(8);
  });
});
