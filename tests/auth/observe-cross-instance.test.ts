/**
 * An observation channel across instances on Redis: the channel opened on A, the client served by A,
 * the observer connected to B. The observer's connection is cut while the client keeps working; it
 * resumes with Last-Event-ID and gets every missed exchange exactly once, then the live ones.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectModern } from '../helpers/clients';
import { freePort, type RunningServer, startNextServer } from '../helpers/next-server';
import { openChannel, readFeed, rpcMethod } from '../helpers/observe';
import { type RunningRedis, startRedis } from '../helpers/redis';

let redis: RunningRedis;
let a: RunningServer;
let b: RunningServer;

beforeAll(async () => {
  redis = await startRedis();
  const [pa, pb] = [await freePort(), await freePort()];
  const env = { REDIS_URL: redis.url, MCP_PUBLIC_ORIGIN: `http://localhost:${pa}`, MCP_ALLOWED_HOSTS: `localhost:${pa},localhost:${pb}` };
  [a, b] = await Promise.all([startNextServer(env, 'healthy', pa), startNextServer(env, 'healthy', pb)]);
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await redis?.stop();
});

async function calls(n: number, ch: string, tag: string): Promise<void> {
  const client = await connectModern(a.url, {}, `/o/${ch}/api/mcp`);
  for (let i = 0; i < n; i++) await client.callTool({ name: 'random_prompt', arguments: { seed: `${tag}-${i}` } });
  await client.close();
}

const seeds = (es: { record: { exchange: { request: { body?: string } } } }[]) =>
  es.flatMap((e) => {
    const seed = /"seed":"([^"]+)"/.exec(e.record.exchange.request.body ?? '')?.[1];
    return seed ? [seed] : [];
  });

describe('a channel on two instances sharing Redis', () => {
  it('the client on A shows up on an observer of B, and a resumed observer loses and repeats nothing', async () => {
    const ch = await openChannel(a.url);
    const first = await readFeed(b.url, ch);
    await calls(3, ch, 'before');
    await first.until((es) => seeds(es).length === 3);
    const lastId = first.entries.at(-1)!.id;
    first.close(); // a forced disconnect (a serverless time limit, a network blip)

    await calls(3, ch, 'during');
    // Published after each response ends: wait until all three are in the channel's log (a probe resuming from the
    // same point sees them; the log is written before the push), so the resumed observer can only have them from
    // the log, not live.
    const probe = await readFeed(b.url, ch, lastId);
    try {
      await probe.until((es) => seeds(es).length === 3);
    } finally {
      probe.close();
    }
    const resumed = await readFeed(b.url, ch, lastId);
    try {
      await resumed.until((es) => seeds(es).length === 3);
      await calls(2, ch, 'after');
      await resumed.until((es) => seeds(es).length === 5);
      expect(seeds(resumed.entries)).toEqual(['during-0', 'during-1', 'during-2', 'after-0', 'after-1']);
      const ids = [...first.entries, ...resumed.entries].map((e) => e.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(resumed.entries.every((e) => rpcMethod(e) !== undefined)).toBe(true);
      const all = seeds([...first.entries, ...resumed.entries]);
      expect(all).toEqual(['before-0', 'before-1', 'before-2', 'during-0', 'during-1', 'during-2', 'after-0', 'after-1']);
    } finally {
      resumed.close();
    }
  });
});
