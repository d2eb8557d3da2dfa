/** No state between requests: two server processes, requests alternating between them, same answers. */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { modernInit } from '../helpers/raw-request';
import { type RunningServer, startNextServer } from '../helpers/next-server';
import { METER_META_KEY } from '../../lib/vocabulary';

const first = inject('baseUrl');
let second: RunningServer;

beforeAll(async () => {
  second = await startNextServer();
});
afterAll(async () => second?.stop());

function rpc(base: string, id: number, method: string, params: Record<string, unknown> = {}) {
  return fetch(`${base}/api/mcp`, modernInit(method, params, {}, id)).then(async (r) => ({ status: r.status, body: await r.json() }));
}

/** A tool result's meter is this call's own (duration, span): the answer is everything else, and that a meter came. */
function answerOf(body: { result?: { _meta?: Record<string, unknown> } }) {
  const meta = body.result?._meta;
  if (!meta || !(METER_META_KEY in meta)) return body;
  const { [METER_META_KEY]: meter, ...rest } = meta;
  return { ...body, result: { ...body.result, _meta: { ...rest, [METER_META_KEY]: typeof meter } } };
}

describe('statelessness', () => {
  it('alternating requests across two processes give identical answers', async () => {
    const steps: [string, Record<string, unknown>][] = [
      ['server/discover', {}],
      ['tools/list', {}],
      ['tools/call', { name: 'search_prompts', arguments: { query: 'linux terminal', limit: 3 } }],
      ['tools/call', { name: 'random_prompt', arguments: { seed: 42 } }],
      ['prompts/list', {}],
    ];
    // Page 2 of a search is fetched from the *other* process with page 1's cursor.
    for (const [i, [method, params]] of steps.entries()) {
      const [a, b] = await Promise.all([rpc(first, i, method, params), rpc(second.url, i, method, params)]);
      expect(a.status, method).toBe(200);
      expect(answerOf(a.body), method).toEqual(answerOf(b.body));
    }
    const page1 = await rpc(first, 10, 'tools/call', { name: 'search_prompts', arguments: { query: 'linux terminal', limit: 3 } });
    const cursor = page1.body.result.structuredContent.nextCursor;
    const page2 = await rpc(second.url, 11, 'tools/call', { name: 'search_prompts', arguments: { query: 'linux terminal', limit: 3, cursor } });
    expect(page2.body.result.isError).toBeFalsy();
    expect(page2.body.result.structuredContent.matches).toHaveLength(3);
  });
});
