/** The v2 client, pinned to 2026-07-28, against the open door in process: every tool, progress, cancellation, MRTR. */
import { TOOL_NAMES } from '../../../lib/mcp/tools';
import type { Client } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisActivity } from '../../../lib/mcp';
import { connectModern } from '../../helpers/clients';
import { type InProcessDoors, startDoors } from '../../helpers/in-process-doors';

let doors: InProcessDoors;
let baseUrl: string;
let client: Client;

beforeAll(async () => {
  doors = await startDoors();
  baseUrl = doors.url;
  client = await connectModern(baseUrl);
});
afterAll(async () => {
  await client?.close();
  await doors?.stop();
});

describe('2026-07-28 client', () => {
  it('connects through server/discover and sees the server name and instructions', () => {
    expect(client.getProtocolEra()).toBe('modern');
    expect(client.getServerVersion()?.name).toBe('prompts-observatory');
    expect(client.getInstructions()).toContain('search_prompts');
  });

  it('lists every tool of the index in its order, each with input and output schemas and annotations', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(TOOL_NAMES);
    for (const tool of tools) {
      expect(tool.outputSchema, tool.name).toBeDefined();
      expect(tool.annotations, tool.name).toBeDefined();
    }
    const search = tools[0];
    expect(search.inputSchema.required).toEqual(['query']);
    expect((search.inputSchema.properties as Record<string, { maximum?: number }>).limit.maximum).toBe(50);
    expect(tools.find((t) => t.name === 'refine_prompt')?.annotations?.readOnlyHint).toBe(false);
  });

  it('search_prompts ranks Linux Terminal first and pages with a cursor', async () => {
    const first = await client.callTool({ name: 'search_prompts', arguments: { query: 'linux terminal', limit: 5 } });
    const page1 = first.structuredContent as { matches: { id: string; title: string }[]; total: number; nextCursor?: string };
    expect(page1.matches[0].title).toBe('Linux Terminal');
    expect(page1.total).toBeGreaterThan(5);
    expect(page1.nextCursor).toBeDefined();
    const second = await client.callTool({ name: 'search_prompts', arguments: { query: 'linux terminal', limit: 5, cursor: page1.nextCursor } });
    const page2 = second.structuredContent as typeof page1;
    expect(page2.matches).toHaveLength(5);
    const ids1 = new Set(page1.matches.map((m) => m.id));
    expect(page2.matches.some((m) => ids1.has(m.id))).toBe(false);
  });

  it('a text-only client can page too: the text content carries the whole structured result, nextCursor included', async () => {
    const res = await client.callTool({ name: 'search_prompts', arguments: { query: 'linux terminal', limit: 2 } });
    const texts = (res.content as { type: string; text: string }[]).filter((c) => c.type === 'text').map((c) => c.text);
    const serialised = texts
      .map((t) => {
        try {
          return JSON.parse(t);
        } catch {
          return undefined;
        }
      })
      .find(Boolean);
    expect(serialised).toEqual(res.structuredContent);
    expect(serialised.nextCursor).toEqual(expect.any(String));
  });

  it('search_prompts says in its schema that blanks are no query, and refuses them', async () => {
    const { tools } = await client.listTools();
    const query = (tools[0].inputSchema.properties as Record<string, { pattern?: string; minLength?: number }>).query;
    expect(query.pattern).toBeDefined();
    expect(new RegExp(query.pattern!).test('  ')).toBe(false);
    const res = await client.callTool({ name: 'search_prompts', arguments: { query: '   ' } });
    expect(res.isError).toBe(true);
  });

  it('search_prompts refuses a cursor from another query with a hint', async () => {
    const first = await client.callTool({ name: 'search_prompts', arguments: { query: 'linux terminal', limit: 2 } });
    const cursor = (first.structuredContent as { nextCursor: string }).nextCursor;
    const other = await client.callTool({ name: 'search_prompts', arguments: { query: 'cover letter', cursor } });
    expect(other.isError).toBe(true);
    expect(JSON.stringify(other.content)).toContain('does not belong to this query');
  });

  it('get_prompt returns the full record, and an unknown id is a tool error pointing at search_prompts', async () => {
    const ok = await client.callTool({ name: 'get_prompt', arguments: { id: 'linux-terminal' } });
    const { prompt } = ok.structuredContent as { prompt: { title: string; body: string; kind: string } };
    expect(prompt.title).toBe('Linux Terminal');
    expect(prompt.body).toMatch(/linux terminal/i);
    const missing = await client.callTool({ name: 'get_prompt', arguments: { id: 'no-such-prompt' } });
    expect(missing.isError).toBe(true);
    const text = JSON.stringify(missing.content);
    expect(text).toContain('no-such-prompt');
    expect(text).toContain('search_prompts');
  });

  it('random_prompt is deterministic for a seed and honours kind', async () => {
    const a = await client.callTool({ name: 'random_prompt', arguments: { seed: 'workshop', kind: 'image' } });
    const b = await client.callTool({ name: 'random_prompt', arguments: { seed: 'workshop', kind: 'image' } });
    expect(a.structuredContent).toEqual(b.structuredContent);
    expect((a.structuredContent as { prompt: { kind: string } }).prompt.kind).toBe('image');
  });

  it('corpus_stats counts 1,381 prompts by kind', async () => {
    const res = await client.callTool({ name: 'corpus_stats', arguments: {} });
    const stats = res.structuredContent as { count: number; byKind: Record<string, number>; topContributors: unknown[] };
    expect(stats.count).toBe(1381);
    expect(stats.byKind).toEqual({ text: 1145, structured: 214, image: 22 });
    expect(stats.topContributors.length).toBeGreaterThan(0);
  });

  it('invalid arguments come back as a tool error naming the field', async () => {
    const res = await client.callTool({ name: 'search_prompts', arguments: { query: 'x', limit: 500 } });
    expect(res.isError).toBe(true);
    expect(JSON.stringify(res.content)).toContain('limit');
  });
});

describe('analyze_corpus', () => {
  it('sends monotone progress ticks and a complete result', async () => {
    const ticks: number[] = [];
    const res = await client.callTool({ name: 'analyze_corpus', arguments: { query: '*' } }, { onprogress: (p) => ticks.push(p.progress) });
    const out = res.structuredContent as { analyzed: number; total: number; stoppedEarly: boolean; topPhrases: unknown[] };
    expect(out.stoppedEarly).toBe(false);
    expect(out.analyzed).toBe(1381);
    expect(out.topPhrases.length).toBeGreaterThan(0);
    expect(ticks.length).toBeGreaterThan(3);
    expect(ticks).toEqual([...ticks].sort((x, y) => x - y));
    expect(new Set(ticks).size).toBe(ticks.length);
    expect(ticks.at(-1)).toBe(1381);
  });

  it('stops early on the server when the client cancels', async () => {
    // The counters GET /api/health reports, read where it reads them: this process is the server.
    const before = { ...analysisActivity() };
    const controller = new AbortController();
    const ticks: number[] = [];
    const call = client.callTool(
      { name: 'analyze_corpus', arguments: { query: '*', paceMs: 150 } },
      {
        signal: controller.signal,
        onprogress: (p) => {
          ticks.push(p.progress);
          if (ticks.length === 2) controller.abort('test cancelled');
        },
      },
    );
    await expect(call).rejects.toThrow();
    // The server notices the closed stream and stops at its next chunk; it records the early stop.
    let after = before;
    for (let i = 0; i < 50 && after.cancelled === before.cancelled; i++) {
      await new Promise((r) => setTimeout(r, 100));
      after = { ...analysisActivity() };
    }
    expect(after.cancelled).toBe(before.cancelled + 1);
    expect(ticks.at(-1)).toBeLessThan(1381);
  });
});

describe('refine_prompt', () => {
  it('completes a multi-round-trip sampling request with a client that answers', async () => {
    const sampler = await connectModern(baseUrl, { sampling: (text) => `REFINED:${text.length}` });
    try {
      const res = await sampler.callTool({ name: 'refine_prompt', arguments: { id: 'linux-terminal', goal: 'for a beginner' } });
      const out = res.structuredContent as { via: string; refined: string; model: string };
      expect(out.via).toBe('sampling');
      expect(out.refined).toMatch(/^REFINED:\d+$/);
      expect(out.model).toBe('test-model');
    } finally {
      await sampler.close();
    }
  });

  it('degrades to a deterministic draft, saying why, for a client without sampling', async () => {
    const a = await client.callTool({ name: 'refine_prompt', arguments: { id: 'linux-terminal', goal: 'for a beginner' } });
    const b = await client.callTool({ name: 'refine_prompt', arguments: { id: 'linux-terminal', goal: 'for a beginner' } });
    const out = a.structuredContent as { via: string; reason: string; refined: string };
    expect(out.via).toBe('fallback');
    expect(out.reason).toMatch(/sampling/);
    expect(out.refined).toContain('for a beginner');
    expect(b.structuredContent).toEqual(a.structuredContent);
  });
});
