/** Resources, MCP prompts and completion, through the v2 client on 2026-07-28, against the open door in process. */
import type { Client } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCorpus } from '../../../lib/corpus';
import { connectModern } from '../../helpers/clients';
import { type InProcessDoors, startDoors } from '../../helpers/in-process-doors';
import { modernInit } from '../../helpers/raw-request';

let doors: InProcessDoors;
let baseUrl: string;
let client: Client;

/** One raw 2026-07-28 request, its result. */
async function rpc(method: string, params: Record<string, unknown> = {}) {
  return (await (await fetch(`${baseUrl}/api/mcp`, modernInit(method, params))).json()).result;
}

const discover = () => rpc('server/discover');

beforeAll(async () => {
  doors = await startDoors();
  baseUrl = doors.url;
  client = await connectModern(baseUrl);
});
afterAll(async () => {
  await client?.close();
  await doors?.stop();
});

describe('resources', () => {
  it('lists the static resources and the prompt template', async () => {
    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri).sort()).toEqual(['prompts://capability', 'prompts://corpus/stats']);
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates.map((t) => t.uriTemplate)).toEqual(['prompts://prompt/{id}']);
  });

  it('reads one prompt as markdown, with a long cache hint', async () => {
    const res = await client.readResource({ uri: 'prompts://prompt/linux-terminal' });
    const [content] = res.contents as { text: string; mimeType: string }[];
    expect(content.mimeType).toBe('text/markdown');
    expect(content.text).toMatch(/^# Linux Terminal/);
    expect((res as { ttlMs?: number }).ttlMs).toBeGreaterThan(0);
  });

  it('an unknown prompt id is a resource-not-found error', async () => {
    await expect(client.readResource({ uri: 'prompts://prompt/nope-nope' })).rejects.toThrow(/nope-nope/);
  });

  it('the capability card is built from live state', async () => {
    const res = await client.readResource({ uri: 'prompts://capability' });
    const card = JSON.parse((res.contents[0] as { text: string }).text);
    expect(card.tools).toContain('refine_prompt');
    expect(card.protocolRevisions.legacy).toContain('2025-11-25');
    const discovered = await discover();
    expect(card.protocolRevisions.modern).toEqual(discovered.supportedVersions.filter((v: string) => v >= '2026'));
    expect(card.corpus.count).toBe(1381);
    expect(card.corpus.sha256).toMatch(/^[0-9a-f]{64}$/);
    // What GET /api/health reports: the corpus this process (the server) loaded.
    expect(card.corpus.sha256).toBe(getCorpus().sha256);
    expect(card.doors.some((d: { name: string }) => d.name === '/api/mcp')).toBe(true);
  });

  it('corpus stats as a resource agree with the tool', async () => {
    const res = await client.readResource({ uri: 'prompts://corpus/stats' });
    const stats = JSON.parse((res.contents[0] as { text: string }).text);
    const tool = await client.callTool({ name: 'corpus_stats', arguments: {} });
    expect(stats).toEqual(tool.structuredContent);
  });
});

describe('MCP prompts', () => {
  it('pages through every prompt that declares variables', async () => {
    // Raw requests: the v2 client follows nextCursor by itself, hiding the pages.
    const names: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await rpc('prompts/list', cursor ? { cursor } : {});
      names.push(...page.prompts.map((p: { name: string }) => p.name));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBeGreaterThan(1);
    expect(new Set(names).size).toBe(names.length);
    const stats = await client.callTool({ name: 'corpus_stats', arguments: {} });
    expect(names.length).toBe((stats.structuredContent as { withVariables: number }).withVariables);
  });

  it('fills arguments, uses defaults where omitted, and refuses a missing required one', async () => {
    const { prompts } = await client.listPrompts();
    const withDefault = prompts.find((p) => p.arguments?.some((a) => !a.required));
    const withRequired = prompts.find((p) => p.arguments?.some((a) => a.required));
    expect(withDefault).toBeDefined();
    expect(withRequired).toBeDefined();

    const optional = withDefault!.arguments!.find((a) => !a.required)!;
    const filled = await client.getPrompt({
      name: withDefault!.name,
      arguments: Object.fromEntries(withDefault!.arguments!.filter((a) => a.required).map((a) => [a.name, 'X'])),
    });
    const text = (filled.messages[0].content as { text: string }).text;
    expect(text).not.toContain(`\${${optional.name}`);
    const defaultValue = optional.description?.match(/Defaults to "(.*)"\./)?.[1];
    expect(text).toContain(defaultValue);

    const required = withRequired!.arguments!.find((a) => a.required)!;
    const args = Object.fromEntries(withRequired!.arguments!.map((a) => [a.name, `value-for-${a.name}`]));
    const full = await client.getPrompt({ name: withRequired!.name, arguments: args });
    expect((full.messages[0].content as { text: string }).text).toContain(`value-for-${required.name}`);

    await expect(client.getPrompt({ name: withRequired!.name, arguments: {} })).rejects.toThrow(new RegExp(required.name));
  });
});

describe('malformed resource URIs', () => {
  it('a broken percent-escape is invalid params (-32602) naming the URI, not an internal error', async () => {
    const uri = 'prompts://prompt/%E0%A4%A';
    const body = await (await fetch(`${baseUrl}/api/mcp`, modernInit('resources/read', { uri }))).json();
    expect(body.error).toMatchObject({ code: -32602, data: { uri } });
  });
});

describe('completion', () => {
  it('completes prompt ids for the resource template', async () => {
    const res = await client.complete({ ref: { type: 'ref/resource', uri: 'prompts://prompt/{id}' }, argument: { name: 'id', value: 'linux' } });
    expect(res.completion.values).toContain('linux-terminal');
    expect(res.completion.values.every((v) => v.includes('linux'))).toBe(true);
  });

  it('counts every id in total, not just the first page: the empty prefix has the whole corpus behind it', async () => {
    const res = await client.complete({ ref: { type: 'ref/resource', uri: 'prompts://prompt/{id}' }, argument: { name: 'id', value: '' } });
    const stats = (await client.callTool({ name: 'corpus_stats', arguments: {} })).structuredContent as { count: number };
    expect(res.completion.values).toHaveLength(100);
    expect(res.completion).toMatchObject({ total: stats.count, hasMore: true });
  });

  it('suggests argument values: the default and values seen for the same name elsewhere', async () => {
    const { prompts } = await client.listPrompts();
    const p = prompts.find((x) => x.arguments?.some((a) => !a.required))!;
    const arg = p.arguments!.find((a) => !a.required)!;
    const res = await client.complete({ ref: { type: 'ref/prompt', name: p.name }, argument: { name: arg.name, value: '' } });
    const defaultValue = arg.description?.match(/Defaults to "(.*)"\./)?.[1];
    expect(res.completion.values[0]).toBe(defaultValue);
  });
});
