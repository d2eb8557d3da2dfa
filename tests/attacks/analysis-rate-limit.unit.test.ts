/**
 * Finding 5 (issue 19), the budget: MCP_RATE_LIMIT defaulted to 0 and nothing else limited
 * analyze_corpus. Now RATE_LIMIT_ANALYZE (120 a minute per participant by default) counts the analyses
 * that really run; past it the call is a tool error that says when to retry, and a repeated query
 * (a memo hit, which costs nothing) is not counted. Through the real open door, in process.
 */
import { describe, expect, it } from 'vitest';
import { openGuard } from '../../lib/auth/guard';
import { parseConfig } from '../../lib/config';
import { createDoor } from '../../lib/http/door';
import { MODERN } from '../helpers/clients';

const ORIGIN = 'http://127.0.0.1:3000';

describe('the analyze_corpus rate limit', () => {
  it('is on by default', () => {
    expect(parseConfig({ NODE_ENV: 'production', MCP_PUBLIC_ORIGIN: 'https://x.example' }).rateLimits.analyze).toBe(120);
  });

  it('refuses the run past the budget with a retry time; a memo hit is free', async () => {
    const cfg = parseConfig({ NODE_ENV: 'test', MCP_PUBLIC_ORIGIN: ORIGIN, RATE_LIMIT_ANALYZE: '3' });
    const door = createDoor({ id: 'open', guard: openGuard, environment: () => ({ doors: [] }), cfg: () => cfg });
    let id = 1;
    const analyse = async (query: string) => {
      const res = await door.handle(
        new Request(`${ORIGIN}/api/mcp`, {
          method: 'POST',
          headers: {
            host: '127.0.0.1:3000',
            'content-type': 'application/json',
            accept: 'application/json, text/event-stream',
            'mcp-protocol-version': MODERN,
            'mcp-method': 'tools/call',
            'mcp-name': 'analyze_corpus',
          },
          body: JSON.stringify({
            jsonrpc: '2.0',
            id: id++,
            method: 'tools/call',
            params: {
              name: 'analyze_corpus',
              arguments: { query },
              _meta: { 'io.modelcontextprotocol/protocolVersion': MODERN, 'io.modelcontextprotocol/clientCapabilities': {} },
            },
          }),
        }),
      );
      return (await res.json()).result as { isError?: boolean; content: { text: string }[] };
    };
    const queries = ['rate limit alpha writer', 'rate limit beta coder', 'rate limit gamma teacher'];
    for (const q of queries) expect((await analyse(q)).isError).toBeFalsy();
    expect((await analyse(queries[0]!)).isError).toBeFalsy(); // the memo: not counted
    const past = await analyse('rate limit delta poet');
    expect(past.isError).toBe(true);
    expect(past.content[0]!.text).toMatch(
      /has made its 3 corpus analyses for this minute: the limit is 3 a minute for one participant \(RATE_LIMIT_ANALYZE\); try again in \d+ s/,
    );
  });
});
