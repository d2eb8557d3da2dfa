/** The stdio door: the same factory over stdin/stdout gives byte-identical structured results to HTTP. */
import type { Client } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectModern, connectStdio } from '../helpers/clients';

const baseUrl = inject('baseUrl');
let stdio: Client;
let http: Client;

beforeAll(async () => {
  [stdio, http] = await Promise.all([connectStdio({ sampling: () => 'from the stdio host model' }), connectModern(baseUrl)]);
});
afterAll(async () => {
  await Promise.all([stdio?.close(), http?.close()]);
});

const calls = [
  { name: 'search_prompts', arguments: { query: 'review my pull request for bugs', limit: 10 } },
  { name: 'get_prompt', arguments: { id: 'linux-terminal' } },
  { name: 'random_prompt', arguments: { seed: 'same-everywhere' } },
  { name: 'corpus_stats', arguments: {} },
  { name: 'analyze_corpus', arguments: { query: 'sql' } },
];

describe('stdio door', () => {
  it('lists the same tools as HTTP', async () => {
    const [a, b] = await Promise.all([stdio.listTools(), http.listTools()]);
    expect(a.tools).toEqual(b.tools);
  });

  it.each(calls)('$name gives byte-identical structuredContent over stdio and HTTP', async (call) => {
    const [a, b] = await Promise.all([stdio.callTool(call), http.callTool(call)]);
    expect(a.isError).toBeFalsy();
    expect(JSON.stringify(a.structuredContent)).toBe(JSON.stringify(b.structuredContent));
  });

  it('refine_prompt uses the stdio client\'s sampling', async () => {
    const res = await stdio.callTool({ name: 'refine_prompt', arguments: { id: 'linux-terminal', goal: 'for kids' } });
    expect(res.structuredContent).toMatchObject({ via: 'sampling', refined: 'from the stdio host model' });
  });
});
