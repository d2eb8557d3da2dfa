/** A 2025-era client (the v1 SDK: initialize handshake) served by the same factory through the stateless fallback. */
import { TOOL_NAMES } from '../../../lib/mcp/tools';
import type { Client as LegacyClient } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectLegacy } from '../../helpers/clients';
import { type InProcessDoors, startDoors } from '../../helpers/in-process-doors';

let doors: InProcessDoors;
let baseUrl: string;
let client: LegacyClient;

beforeAll(async () => {
  doors = await startDoors();
  baseUrl = doors.url;
  client = await connectLegacy(baseUrl);
});
afterAll(async () => {
  await client?.close();
  await doors?.stop();
});

describe('2025-era client', () => {
  it('initializes and sees the same server and instructions', () => {
    expect(client.getServerVersion()?.name).toBe('prompts-observatory');
    expect(client.getInstructions()).toContain('search_prompts');
  });

  it('lists and calls every tool', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(TOOL_NAMES);

    const search = await client.callTool({ name: 'search_prompts', arguments: { query: 'linux terminal' } });
    expect((search.structuredContent as { matches: { title: string }[] }).matches[0].title).toBe('Linux Terminal');
    const get = await client.callTool({ name: 'get_prompt', arguments: { id: 'linux-terminal' } });
    expect((get.structuredContent as { prompt: { id: string } }).prompt.id).toBe('linux-terminal');
    const random = await client.callTool({ name: 'random_prompt', arguments: { seed: 7 } });
    expect((random.structuredContent as { seeded: boolean }).seeded).toBe(true);
    const stats = await client.callTool({ name: 'corpus_stats', arguments: {} });
    expect((stats.structuredContent as { count: number }).count).toBe(1381);
    const ticks: number[] = [];
    const analyze = await client.callTool({ name: 'analyze_corpus', arguments: { query: 'code review' } }, undefined, {
      onprogress: (p) => ticks.push(p.progress),
    });
    expect((analyze.structuredContent as { stoppedEarly: boolean }).stoppedEarly).toBe(false);
    expect(ticks.length).toBeGreaterThan(0);
  });

  it('refine_prompt degrades over stateless HTTP and says why', async () => {
    const res = await client.callTool({ name: 'refine_prompt', arguments: { id: 'linux-terminal', goal: 'shorter' } });
    const out = res.structuredContent as { via: string; reason: string };
    expect(out.via).toBe('fallback');
    expect(out.reason).toMatch(/2025-era request came over stateless HTTP/);
  });

  it('reads resources, gets a prompt and asks for completions', async () => {
    const res = await client.readResource({ uri: 'prompts://prompt/linux-terminal' });
    expect((res.contents[0] as { text: string }).text).toMatch(/^# Linux Terminal/);
    const { prompts } = await client.listPrompts();
    const p = prompts.find((x) => x.arguments?.every((a) => !a.required))!;
    const got = await client.getPrompt({ name: p.name });
    expect(got.messages).toHaveLength(1);
    const done = await client.complete({ ref: { type: 'ref/resource', uri: 'prompts://prompt/{id}' }, argument: { name: 'id', value: 'linux-t' } });
    expect(done.completion.values).toContain('linux-terminal');
  });
});
