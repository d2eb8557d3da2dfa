/**
 * Finding 9 (issue 19): task listen streams looked up each watched task one by one every 2 s, with
 * no cap on ids or streams (20 streams × 100 ids ≈ 1,050 Redis commands a second). Now a stream's
 * re-read is one batched lookup, a stream names at most MCP_TASK_LISTEN_MAX_IDS ids, and streams are
 * capped per instance and per principal, each refusal a clear JSON-RPC error.
 */
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../lib/config';
import { taskListenResponse } from '../../lib/http/task-listen';
import { httpTaskSupport } from '../../lib/http/task-support';
import { SHARED_CLIENT_KEY } from '../../lib/limits/client-key';
import { createTaskStore, openTaskWatch, principalOfAuth } from '../../lib/mcp';
import { createMemoryStore, type StateStore } from '../../lib/state';
import { MODERN } from '../helpers/clients';
import { TASKS } from './in-process';

const cfg = parseConfig({ NODE_ENV: 'test', MCP_PUBLIC_ORIGIN: 'http://localhost:3999', MCP_TASK_LISTEN_STREAMS_PER_PRINCIPAL: '2' });

function listen(taskIds: string[], signal?: AbortSignal) {
  const body = {
    jsonrpc: '2.0',
    id: 7,
    method: 'subscriptions/listen',
    params: {
      notifications: { taskIds },
      _meta: { 'io.modelcontextprotocol/protocolVersion': MODERN, 'io.modelcontextprotocol/clientCapabilities': { extensions: { [TASKS]: {} } } },
    },
  };
  const req = new Request('http://localhost:3999/api/mcp', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': MODERN,
      'mcp-method': 'subscriptions/listen',
    },
    body: JSON.stringify(body),
    signal,
  });
  return taskListenResponse(req, body, undefined, cfg);
}

describe('task listen streams', () => {
  it('refuse a stream naming more task ids than the cap, saying what the cap is', async () => {
    const ids = Array.from({ length: cfg.tasks.listenMaxIds + 1 }, (_, i) => `task-${i}`);
    const res = (await listen(ids))!;
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe(-32602);
    expect(body.error.message).toContain(`at most ${cfg.tasks.listenMaxIds} task ids`);
  });

  it('are capped per principal: past the cap, 429 with Retry-After; closing one makes room', async () => {
    const { store } = httpTaskSupport(cfg);
    const task = await store.create(principalOfAuth(undefined, SHARED_CLIENT_KEY), 'working for the test'); // an anonymous caller on a bare `next start`
    const closers = [new AbortController(), new AbortController()];
    const open = await Promise.all(closers.map((c) => listen([task.taskId], c.signal)));
    for (const res of open) expect(res!.status).toBe(200);

    const past = (await listen([task.taskId]))!;
    expect(past.status).toBe(429);
    expect(past.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await past.json()).error.message).toMatch(/Too many task listen streams: you have 2 open/);

    closers[0]!.abort();
    await open[0]!.body!.cancel().catch(() => undefined);
    const again = (await listen([task.taskId], closers[1]!.signal))!;
    expect(again.status).toBe(200);
    closers[1]!.abort();
    await Promise.all([open[1]!.body!.cancel().catch(() => undefined), again.body!.cancel().catch(() => undefined)]);
  });

  it('re-read every watched task in one batched lookup, not one lookup per task', async () => {
    const memory = createMemoryStore();
    let reads = 0;
    const counted: StateStore = {
      ...memory,
      get: (key) => {
        reads++;
        return memory.get(key);
      },
      getMany: (keys) => {
        reads++;
        return memory.getMany(keys);
      },
    };
    const store = createTaskStore(counted, { ttlMs: 60_000, pollIntervalMs: 500 });
    const ids: string[] = [];
    for (let i = 0; i < 50; i++) ids.push((await store.create('owner', 'still working')).taskId);
    reads = 0;
    const stop = new AbortController();
    const watch = await openTaskWatch(store, 'owner', ids, { signal: stop.signal, maxMs: 600, rereadMs: 50 });
    expect(watch.honored).toHaveLength(50);
    await watch.run(() => undefined);
    // ~12 re-reads in 600 ms plus the first read: one command each, where there were 50.
    expect(reads).toBeGreaterThan(5);
    expect(reads).toBeLessThan(30);
  });
});
