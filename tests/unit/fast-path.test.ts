/**
 * The fast path asks the SDK once per request shape, then answers that shape itself: counted here
 * on the real server factory behind the SDK's handler (the protocol test proves the bytes match).
 */
import { createMcpHandler } from '@modelcontextprotocol/server';
import { describe, expect, it } from 'vitest';
import { withFastPath } from '../../lib/http/fast-path';
import { z } from 'zod';
import { createPromptsServer, isDirectTool, TOOLS } from '../../lib/mcp';
import { modernInit } from '../helpers/raw-request';

function setup() {
  let built = 0;
  const environment = { doors: [{ name: '/api/mcp', transport: 'streamable-http' as const, auth: 'none' as const }] };
  const handler = createMcpHandler(
    ({ era }) => {
      built++;
      return createPromptsServer({ transport: 'http', era, environment });
    },
    { legacy: 'stateless' },
  );
  const answer = withFastPath(() => handler, { maxBodyBytes: () => 1024 * 1024, enabled: () => true });
  const send = (init: RequestInit) => answer(new Request('http://localhost/api/mcp', init), {});
  return { send, built: () => built };
}

const search = (query: unknown, id: number) => modernInit('tools/call', { name: 'search_prompts', arguments: { query } }, {}, id);

describe('fast path', { timeout: 60_000 }, () => {
  it('asks the SDK for tools/list once, then answers with the same bytes and the new id', async () => {
    const { send, built } = setup();
    const first = await (await send(modernInit('tools/list', {}, {}, 1))).text();
    const second = await (await send(modernInit('tools/list', {}, {}, 2))).text();
    expect(built()).toBe(1);
    expect(second).toBe(first.replace(/"id":1}$/, '"id":2}'));
  });

  it('runs search_prompts directly once its shape is learned, with any query', async () => {
    const { send, built } = setup();
    await send(search('linux terminal', 1));
    const res = await send(search('cover letter', 2));
    expect(built()).toBe(1);
    expect(res.status).toBe(200);
    expect(JSON.parse(await res.text()).result.structuredContent.matches.length).toBeGreaterThan(0);
  });

  it('hands invalid arguments, other eras and guarded callers to the SDK', async () => {
    const { send, built } = setup();
    await send(search('linux terminal', 1));
    await send(search('', 2)); // invalid: the SDK words the error
    await send(modernInit('tools/list', {}, { 'mcp-protocol-version': '2025-11-25' }, 3)); // mismatch: the SDK refuses
    expect(built()).toBe(2);
  });

  it('hands each response a copy: a reader that changes or transfers the bytes it read changes no later answer', async () => {
    const { send } = setup();
    const first = await (await send(modernInit('tools/list', {}, {}, 1))).text();
    for (const id of [2, 3]) {
      const reader = (await send(modernInit('tools/list', {}, {}, id))).body!.getReader();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        chunk.value.fill(0x20);
        structuredClone(chunk.value.buffer, { transfer: [chunk.value.buffer] }); // detaches what was read
      }
    }
    expect(await (await send(modernInit('tools/list', {}, {}, 4))).text()).toBe(first.replace(/"id":1}$/, '"id":4}'));
    await send(search('linux terminal', 5));
    const reader = (await send(search('linux terminal', 6))).body!.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) chunk.value.fill(0x20);
    const again = JSON.parse(await (await send(search('linux terminal', 7))).text());
    expect(again.id).toBe(7);
    expect(again.result.structuredContent.matches.length).toBeGreaterThan(0);
  });

  it('is off when disabled', async () => {
    let built = 0;
    const handler = createMcpHandler(({ era }) => {
      built++;
      return createPromptsServer({ transport: 'http', era, environment: { doors: [] } });
    });
    const answer = withFastPath(() => handler, { maxBodyBytes: () => 1024 * 1024, enabled: () => false });
    for (const id of [1, 2]) await answer(new Request('http://localhost/api/mcp', modernInit('tools/list', {}, {}, id)), {});
    expect(built).toBe(2);
  });
});

describe('what the fast path keys a tool call on', () => {
  it('no direct tool declares x-mcp-header, so the SDK reads no Mcp-Param-* header for it and none makes a shape', () => {
    for (const tool of TOOLS.filter((t) => isDirectTool(t.name))) {
      expect(JSON.stringify(z.toJSONSchema(tool.inputSchema)), tool.name).not.toContain('x-mcp-header');
    }
    expect(TOOLS.filter((t) => isDirectTool(t.name)).map((t) => t.name)).toEqual(expect.arrayContaining(['search_prompts', 'get_prompt']));
  });
});
