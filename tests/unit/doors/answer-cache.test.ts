/**
 * Lists and server/discover replayed from the SDK's own bytes (lib/http/answer-cache.ts): a replayed
 * answer must equal, byte for byte, what a fresh door's SDK answers to the same request with the same
 * id, in both eras and with or without a declared extension; requests that differ in anything that can
 * change the answer never share an entry; and the kept bytes stay under the bound.
 */
import { describe, expect, it } from 'vitest';
import { createAnswerCache } from '../../../lib/http/answer-cache';
import type { Door } from '../../../lib/http/door';
import { CLIENT_CAPABILITIES_META_KEY, CLIENT_INFO_META_KEY, TASKS_EXTENSION_ID } from '../../../lib/vocabulary';
import { IN_PROCESS_ORIGIN, openDoor } from '../../helpers/in-process-doors';
import { eraRequest } from '../../helpers/raw-request';

const LEGACY = '2025-06-18';
const MODERN = '2026-07-28';

interface Case {
  era: typeof LEGACY | typeof MODERN;
  method: string;
  extension: boolean;
}

function request(c: Case, id: string | number): Request {
  const capabilities = c.extension ? { extensions: { [TASKS_EXTENSION_ID]: {} } } : {};
  return eraRequest(`${IN_PROCESS_ORIGIN}/api/mcp`, c.era, c.method, { _meta: { [CLIENT_CAPABILITIES_META_KEY]: capabilities } }, id, 'cache-test');
}

async function answer(door: Door, c: Case, id: string | number) {
  const res = await door.handle(request(c, id));
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}

const CASES: Case[] = [MODERN, LEGACY].flatMap((era) =>
  [false, true].flatMap((extension) =>
    ['tools/list', 'prompts/list', 'resources/list', 'resources/templates/list', ...(era === MODERN ? ['server/discover'] : [])].map(
      (method) => ({ era, method, extension }) as Case,
    ),
  ),
);

describe('a replayed list or discovery answer', () => {
  it.each(CASES)('equals the SDK’s fresh answer byte for byte: $method, $era, extension $extension', async (c) => {
    const door = openDoor();
    const first = await answer(door, c, 1);
    expect(first.status).toBe(200);
    expect(first.text).toContain('"result"');
    const replayed = await answer(door, c, 'second-id');
    const fresh = await answer(openDoor(), c, 'second-id');
    expect(replayed).toEqual(fresh);
    expect(replayed.text).toContain('"id":"second-id"');
  });

  it.each(CASES)('is kept from the SDK’s bytes and replayed with only the id swapped: $method, $era, extension $extension', async (c) => {
    const cache = createAnswerCache();
    const req = request(c, 7);
    const key = cache.keyOf(req, await req.clone().json(), undefined, '');
    expect(key).toBeDefined();
    expect(cache.replay(key!, 8)).toBeUndefined();
    const kept = await (await cache.keep(key!, 7, await openDoor().handle(request(c, 7)))).text();
    const replayed = cache.replay(key!, 8);
    expect(replayed).toBeDefined();
    const fresh = await openDoor().handle(request(c, 8));
    expect(replayed!.headers.get('content-type')).toBe(fresh.headers.get('content-type'));
    const text = await replayed!.text();
    expect(text).toBe(await fresh.text());
    expect(text).toBe(kept.replace('"id":7', '"id":8'));
  });
});

describe('the key', () => {
  const cache = createAnswerCache();
  const keyOf = (c: Case, meta?: Record<string, unknown>, scopes?: string[], basePath = '') => {
    const req = request(c, 1);
    const body = JSON.parse(JSON.stringify({ jsonrpc: '2.0', id: 1, method: c.method, params: { _meta: meta ?? {} } }));
    return cache.keyOf(req, body, scopes ? { token: 't', clientId: 'c', scopes } : undefined, basePath);
  };
  const list: Case = { era: MODERN, method: 'tools/list', extension: false };

  it('separates everything that can change the answer', () => {
    const keys = [
      keyOf(list),
      keyOf({ ...list, era: LEGACY }),
      keyOf({ ...list, method: 'prompts/list' }),
      keyOf(list, { [CLIENT_CAPABILITIES_META_KEY]: { extensions: { [TASKS_EXTENSION_ID]: {} } } }),
      keyOf(list, { [CLIENT_CAPABILITIES_META_KEY]: { extensions: { 'io.modelcontextprotocol/ui': {} } } }),
      keyOf(list, undefined, ['prompts:read']),
      keyOf(list, undefined, ['prompts:read', 'prompts:analyze']),
      keyOf(list, undefined, undefined, '/o/abc'),
    ];
    expect(keys.every((k) => k !== undefined)).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keyOf(list, undefined, ['b', 'a'])).toBe(keyOf(list, undefined, ['a', 'b']));
  });

  it('is refused to tool calls, traced requests and requests without an id', () => {
    expect(keyOf({ ...list, method: 'tools/call' })).toBeUndefined();
    expect(keyOf(list, { traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01' })).toBeUndefined();
    const req = request(list, 1);
    expect(cache.keyOf(req, { jsonrpc: '2.0', method: 'tools/list' }, undefined, '')).toBeUndefined();
    expect(cache.keyOf(req, [{ jsonrpc: '2.0', id: 1, method: 'tools/list' }], undefined, '')).toBeUndefined();
  });
});

describe('the bound', () => {
  it('keeps the answers’ bytes under it, dropping the least recently used', async () => {
    const small = createAnswerCache({ maxBytes: 64 * 1024 });
    for (let i = 0; i < 12; i++) {
      const c: Case = { era: MODERN, method: 'tools/list', extension: false };
      const req = request(c, 1);
      const body = await req.clone().json();
      body.params._meta[CLIENT_INFO_META_KEY] = { name: `client-${i}`, version: '1' };
      const key = small.keyOf(req, body, undefined, '')!;
      await (await small.keep(key, 1, await openDoor().handle(request(c, 1)))).text();
      expect(small.bytes()).toBeGreaterThan(0);
      expect(small.bytes()).toBeLessThanOrEqual(64 * 1024);
    }
  });

  it('keeps no error answer', async () => {
    const cache = createAnswerCache();
    const c: Case = { era: MODERN, method: 'tools/list', extension: false };
    const req = request(c, 1);
    const key = cache.keyOf(req, await req.clone().json(), undefined, '')!;
    await cache.keep(key, 1, Response.json({ jsonrpc: '2.0', id: 1, error: { code: -32603, message: 'x' } }));
    expect(cache.replay(key, 1)).toBeUndefined();
    expect(cache.bytes()).toBe(0);
  });
});
