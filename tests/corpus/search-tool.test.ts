/**
 * search_prompts through a real door, in process, with a real MCP client: a paragraph-long request is
 * answered (the cap was 200 characters), ranks on what carries meaning, and past 2,000 characters
 * gets a clear refusal; fused ranking keeps `total` and cursors working.
 */
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openGuard } from '../../lib/auth/guard';
import { parseConfig } from '../../lib/config';
import { createDoor } from '../../lib/http/door';
import { MAX_QUERY_CHARS } from '../../lib/mcp/tools/search-prompts';

const ORIGIN = 'http://127.0.0.1:3000';
const cfg = parseConfig({ NODE_ENV: 'test', MCP_PUBLIC_ORIGIN: ORIGIN });
const door = createDoor({ id: 'open', guard: openGuard, environment: () => ({ doors: [] }), cfg: () => cfg });

let client: Client;
beforeAll(async () => {
  client = new Client({ name: 'search-tool-test', version: '1' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${ORIGIN}/api/mcp`), {
      fetch: (url, init) => door.handle(new Request(url, { ...init, headers: { ...Object.fromEntries(new Headers(init?.headers)), host: '127.0.0.1:3000' } })),
    }),
  );
});
afterAll(() => client.close());

interface Page {
  matches: { id: string }[];
  total: number;
  nextCursor?: string;
}
const search = async (args: Record<string, unknown>) => {
  const res = await client.callTool({ name: 'search_prompts', arguments: args });
  return { res, page: res.structuredContent as Page | undefined };
};

const KEY_SENTENCE = 'could you review my pull request for bugs?';
const PARAGRAPH =
  'Hi there! I hope you are having a good day. I have been working on this feature all week with my team and I am ' +
  'pretty tired by now, so sorry if this is a bit long. Before I merge it on Friday, ' +
  KEY_SENTENCE +
  ' It touches the billing code, so I am nervous about it. Thanks in advance, and have a nice weekend when it comes!';

describe('search_prompts, long requests', () => {
  it('answers a paragraph-long request (over the old 200-character cap) and finds what its key sentence would', async () => {
    expect(PARAGRAPH.length).toBeGreaterThan(300);
    const { res, page } = await search({ query: PARAGRAPH, limit: 5 });
    expect(res.isError).toBeFalsy();
    const key = await search({ query: KEY_SENTENCE, limit: 1 });
    expect(page!.matches[0]!.id).toBe(key.page!.matches[0]!.id);
    const text = (res.content as { type: string; text: string }[])[0]!.text;
    expect(text).not.toContain(PARAGRAPH); // quoted shortened, not echoed whole
    expect(text).toContain(`"${PARAGRAPH.slice(0, 40)}`);
  });

  it('accepts exactly 2,000 characters and refuses 2,001 with a message that says the limit', async () => {
    const exact = `${'dream interpretation '.repeat(200)}`.slice(0, MAX_QUERY_CHARS);
    expect((await search({ query: exact, limit: 3 })).res.isError).toBeFalsy();
    const over = await search({ query: `${exact}x`, limit: 3 });
    expect(over.res.isError).toBe(true);
    const message = (over.res.content as { text: string }[])[0]!.text;
    expect(message).toMatch(/at most 2,000 characters/);
  });
});

describe('search_prompts, fused ranking', () => {
  it('finds a prompt that shares no word with the query (vectors), and pages through every match with cursors', async () => {
    const first = await search({ query: 'toothache remedies', limit: 10 });
    expect(first.page!.matches.map((m) => m.id)).toContain('dentist');
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let i = 0; i < 200; i++) {
      const { page } = await search({ query: 'write a poem about autumn', limit: 25, ...(cursor ? { cursor } : {}) });
      seen.push(...page!.matches.map((m) => m.id));
      cursor = page!.nextCursor;
      if (!cursor) {
        expect(seen.length).toBe(page!.total);
        break;
      }
    }
    expect(cursor).toBeUndefined();
    expect(new Set(seen).size).toBe(seen.length);
  });
});
