/**
 * Tool calls replayed from the SDK's own bytes (lib/http/answer-cache.ts): a call of a replayable tool
 * (search_prompts, get_prompt, corpus_stats) repeated with the same arguments is answered with the bytes a
 * fresh door's SDK gives, but for a meter made for this call (its own span, `replayed`, no time); a tool
 * that draws at random or runs as a task, a traced call, and a call asking for a task are never replayed.
 */
import { describe, expect, it } from 'vitest';
import { createAnswerCache } from '../../../lib/http/answer-cache';
import type { Door } from '../../../lib/http/door';
import { REPLAYABLE_TOOLS, TOOLS } from '../../../lib/mcp';
import { METER_META_KEY, type Meter } from '../../../lib/vocabulary';
import { IN_PROCESS_ORIGIN, openDoor } from '../../helpers/in-process-doors';
import { eraRequest } from '../../helpers/raw-request';

const LEGACY = '2025-06-18';
const MODERN = '2026-07-28';
type Era = typeof LEGACY | typeof MODERN;

function callRequest(era: Era, id: string | number, name: string, args: Record<string, unknown>, meta: Record<string, unknown> = {}): Request {
  return eraRequest(`${IN_PROCESS_ORIGIN}/api/mcp`, era, 'tools/call', { name, arguments: args, _meta: meta }, id, 'replay-test');
}

/** The answer's text, its meter, and the text with the meter taken out (the SDK's bytes around it). */
async function call(door: Door, era: Era, id: string | number, name: string, args: Record<string, unknown>, meta?: Record<string, unknown>) {
  const res = await door.handle(callRequest(era, id, name, args, meta));
  const text = await res.text();
  expect(res.status).toBe(200);
  const json = res.headers.get('content-type')?.startsWith('text/event-stream') ? text.replace(/^event: message\ndata: /, '') : text;
  const meter = JSON.parse(json).result._meta[METER_META_KEY] as Meter;
  return { text, meter, withoutMeter: text.replace(JSON.stringify(meter), 'METER'), serverTiming: res.headers.get('server-timing') };
}

const example = (name: string) => TOOLS.find((t) => t.name === name)!.example;

describe('a replayed tool call', () => {
  it('is offered for the tools whose answer depends on their arguments alone, and no other', () => {
    expect([...REPLAYABLE_TOOLS].sort()).toEqual(['corpus_stats', 'get_prompt', 'search_prompts']);
  });

  const cases = ([MODERN, LEGACY] as Era[]).flatMap((era) => [...REPLAYABLE_TOOLS].map((name) => ({ era, name })));
  it.each(cases)('equals a fresh SDK answer but for its own meter: $name, $era', async ({ era, name }) => {
    const door = openDoor();
    const args = name === 'get_prompt' ? { id: (await firstPromptId(door)) ?? 'none' } : example(name);
    const first = await call(door, era, 1, name, args);
    const replayed = await call(door, era, 'second', name, args);
    const fresh = await call(openDoor(), era, 'second', name, args);
    expect(replayed.withoutMeter).toBe(fresh.withoutMeter);
    expect(first.meter.replayed).toBeUndefined();
    expect(fresh.meter.replayed).toBeUndefined();
    expect(replayed.meter).toMatchObject({
      replayed: true,
      durationMs: 0,
      breakdown: {},
      door: first.meter.door,
      era: first.meter.era,
      corpusSha256: first.meter.corpusSha256,
    });
    expect(replayed.meter.spanId).toMatch(/^[0-9a-f]{16}$/);
    expect(replayed.meter.spanId).not.toBe(first.meter.spanId);
    expect(replayed.meter.traceId).not.toBe(first.meter.traceId);
    expect(replayed.serverTiming).toBe(`tool;dur=0;desc="${name}"`);
  });

  it('is not shared between different arguments', async () => {
    const door = openDoor();
    const a = await call(door, MODERN, 1, 'search_prompts', { query: 'linux terminal', limit: 2 });
    const b = await call(door, MODERN, 2, 'search_prompts', { query: 'linux terminal', limit: 3 });
    expect(b.meter.replayed).toBeUndefined();
    expect(b.withoutMeter).not.toBe(a.withoutMeter.replace('"id":1', '"id":2'));
  });

  it('never answers a tool that draws at random, a traced call, or a call that asks for a task', async () => {
    const door = openDoor();
    for (const id of [1, 2, 3]) expect((await call(door, MODERN, id, 'random_prompt', {})).meter.replayed).toBeUndefined();
    const traceparent = (n: number) => `00-4bf92f3577b34da6a3ce929d0e0e473${n}-00f067aa0ba902b7-01`;
    for (const n of [1, 2]) {
      const traced = await call(door, MODERN, n, 'search_prompts', { query: 'traced replay' }, { traceparent: traceparent(n) });
      expect(traced.meter.replayed).toBeUndefined();
      expect(traced.meter.traceId).toBe(`4bf92f3577b34da6a3ce929d0e0e473${n}`);
    }
    const cache = createAnswerCache({ replayableTools: REPLAYABLE_TOOLS });
    const asTask = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'search_prompts', arguments: { query: 'x' }, task: { ttl: 60_000 } } };
    expect(cache.keyOf(callRequest(MODERN, 1, 'search_prompts', {}), asTask, undefined, '')).toBeUndefined();
    const plain = { ...asTask, params: { name: 'search_prompts', arguments: { query: 'x' } } };
    expect(cache.keyOf(callRequest(MODERN, 1, 'search_prompts', {}), plain, undefined, '')).toBeDefined();
    expect(createAnswerCache().keyOf(callRequest(MODERN, 1, 'search_prompts', {}), plain, undefined, '')).toBeUndefined();
  });
});

describe('the key of a tool call', () => {
  it('leaves out the progress token: a call that differs only there is replayed', async () => {
    const door = openDoor();
    const args = { query: 'progress token replay', limit: 2 };
    const first = await call(door, MODERN, 1, 'search_prompts', args, { progressToken: 1 });
    const second = await call(door, MODERN, 2, 'search_prompts', args, { progressToken: 2 });
    expect(first.meter.replayed).toBeUndefined();
    expect(second.meter.replayed).toBe(true);
  });

  it('is not made for arguments nested 30,000 deep: the SDK answers them, never a 500', async () => {
    const door = openDoor();
    const deep = `${'['.repeat(30_000)}${']'.repeat(30_000)}`;
    const body = `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"search_prompts","arguments":{"query":"deep","extra":${deep}}}}`;
    const req = callRequest(MODERN, 1, 'search_prompts', {});
    for (let i = 0; i < 2; i++) {
      const res = await door.handle(new Request(req.url, { method: 'POST', headers: req.headers, body }));
      expect(res.status).toBeLessThan(500);
      expect(await res.text()).toContain('"jsonrpc":"2.0"');
    }
  });
});

async function firstPromptId(door: Door): Promise<string | undefined> {
  const res = await door.handle(callRequest(MODERN, 'lookup', 'search_prompts', { query: 'linux terminal', limit: 1 }));
  return JSON.parse(await res.text()).result.structuredContent?.matches?.[0]?.id;
}
