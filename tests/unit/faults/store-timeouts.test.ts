/**
 * Timeouts that measure the store, not the event loop, and faults said as what they are. Against a
 * healthy Redis, a synchronous stall longer than the command timeout (a long render holding the loop)
 * must neither fail the command whose reply is waiting nor drop the shared connection; a Redis that
 * is only slow is reported slow, one that is gone unreachable, one that is full full.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { isStateUnavailable, type StateStore } from '../../../lib/state';
import { createMemoryStore } from '../../../lib/state/memory-store';
import { createRedisStore } from '../../../lib/state/redis-store';
import { freePort } from '../../helpers/next-server';
import { type RunningRedis, startRedis } from '../../helpers/redis';
import { redisCommand, stallEventLoop } from './fault-kit';

const opened: { stores: StateStore[]; servers: RunningRedis[] } = { stores: [], servers: [] };
afterEach(async () => {
  await Promise.all(opened.stores.splice(0).map((s) => s.close()));
  await Promise.all(opened.servers.splice(0).map((r) => r.stop()));
});

function store(url: string, log: string[] = []): StateStore {
  const s = createRedisStore({ url, timeoutMs: 1000, log: (l) => log.push(l) });
  opened.stores.push(s);
  return s;
}

async function failure(op: () => Promise<unknown>): Promise<unknown> {
  try {
    await op();
  } catch (err) {
    return err;
  }
  throw new Error('expected the operation to fail');
}

describe('a busy event loop against a healthy Redis', { timeout: 30_000 }, () => {
  it('fails no command and drops no connection when the loop is held 1,100 ms past a 1,000 ms timeout', async () => {
    const redis = await startRedis();
    opened.servers.push(redis);
    const log: string[] = [];
    const s = store(redis.url, log);
    await s.set('k', 'v', 60_000); // connected

    // Its deadline armed and the command queued, then the loop is held before it can even be written.
    const queued = s.get('k');
    for (let i = 0; i < 20; i++) await Promise.resolve();
    stallEventLoop(1100);
    expect(await queued).toBe('v');

    // Written (node-redis writes in the check phase, just before this setImmediate), and then the loop is
    // held while the reply arrives in the socket, unread.
    const inSocket = s.get('k');
    for (let i = 0; i < 20; i++) await Promise.resolve();
    await new Promise((r) => setImmediate(r));
    stallEventLoop(1100);
    expect(await inSocket).toBe('v');

    expect(await s.setIfAbsent('after', '1', 60_000)).toBe(true);
    expect(log.filter((l) => l.includes('failed'))).toEqual([]);
    expect(await s.health()).toMatchObject({ reachable: true, status: 'ok' });
  });
});

describe('faults said as what they are', { timeout: 30_000 }, () => {
  it('a paused Redis is slow (reachable), not unreachable, and the connection is kept once it answers', async () => {
    const redis = await startRedis();
    opened.servers.push(redis);
    const log: string[] = [];
    const s = store(redis.url, log);
    await s.set('k', 'v', 60_000);
    await redisCommand(redis.url, 'CLIENT', 'PAUSE', '2000', 'WRITE');
    const err = await failure(() => s.set('k', 'w', 60_000));
    expect(isStateUnavailable(err) && err.reason).toBe('slow');
    expect((err as Error).message).toMatch(/is slow/);
    await expect
      .poll(
        () =>
          s.set('k', 'x', 60_000).then(
            () => 'written',
            () => 'refused',
          ),
        { timeout: 10_000, interval: 200 },
      )
      .toBe('written');
    expect(log.filter((l) => l.includes('failed'))).toEqual([]); // never dropped: the late reply came
  });

  it('a Redis that is not there is unreachable, and health says so', async () => {
    const s = store(`redis://127.0.0.1:${await freePort()}`);
    const err = await failure(() => s.get('x'));
    expect(isStateUnavailable(err) && err.reason).toBe('unreachable');
    expect(await s.health()).toMatchObject({ reachable: false, status: 'unreachable' });
  });

  it('a full Redis (maxmemory, noeviction) is full, in the error and in health', async () => {
    const redis = await startRedis();
    opened.servers.push(redis);
    const s = store(redis.url);
    await redisCommand(redis.url, 'CONFIG', 'SET', 'maxmemory-policy', 'noeviction');
    await redisCommand(redis.url, 'CONFIG', 'SET', 'maxmemory', '1');
    const err = await failure(() => s.set('k', 'v', 60_000));
    expect(isStateUnavailable(err) && err.reason).toBe('full');
    expect((err as Error).message).toMatch(/is full/);
    expect(await s.health()).toMatchObject({ reachable: true, status: 'full' });
  });

  it('the memory store counts values as V8 holds them and, past its cap, is full', async () => {
    // 40,000 ASCII characters are 40,000 UTF-8 bytes but may take 80,000 bytes of heap.
    const s = createMemoryStore({ maxValueBytes: 64_000 });
    await s.set('small', 'x'.repeat(20_000), 60_000);
    const err = await failure(() => s.set('big', 'x'.repeat(40_000), 60_000));
    expect(isStateUnavailable(err) && err.reason).toBe('full');
    expect((err as Error).message).toMatch(/full/);
  });
});
