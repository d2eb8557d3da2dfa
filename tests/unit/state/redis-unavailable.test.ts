/**
 * When Redis is down or hung, nothing waits: every operation rejects with StateUnavailableError
 * naming REDIS_URL within about a second, never with the URL's password, and the store recovers by
 * itself when Redis is back.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { isStateUnavailable, type StateStore } from '../../../lib/state';
import { createRedisStore } from '../../../lib/state/redis-store';
import { freePort } from '../../helpers/next-server';
import { type RunningRedis, startRedis } from '../../helpers/redis';

// Real servers stopping and starting on 2 loaded cores: generous budgets; each bound asserted inside is tight.
const SLOW = { timeout: 60_000 };
const PASSWORD = 'hunter2-redis-password-never-logged';
const opened: { stores: StateStore[]; servers: RunningRedis[] } = { stores: [], servers: [] };
afterEach(async () => {
  await Promise.all(opened.stores.splice(0).map((s) => s.close()));
  await Promise.all(opened.servers.splice(0).map((r) => r.stop()));
});

function store(url: string, log: string[]): StateStore {
  const s = createRedisStore({ url, timeoutMs: 1000, log: (l) => log.push(l) });
  opened.stores.push(s);
  return s;
}

/** The rejection and how long it took. */
async function failure(op: () => Promise<unknown>): Promise<{ error: unknown; ms: number }> {
  const started = performance.now();
  try {
    await op();
  } catch (error) {
    return { error, ms: performance.now() - started };
  }
  throw new Error('expected the operation to fail');
}

function expectUnavailable({ error, ms }: { error: unknown; ms: number }) {
  expect(isStateUnavailable(error)).toBe(true);
  expect((error as Error).message).toContain('REDIS_URL');
  expect((error as Error).message).not.toContain(PASSWORD);
  expect(ms).toBeLessThan(2500);
}

describe('a Redis that is not there', SLOW, () => {
  it('refuses every operation quickly, naming REDIS_URL but not its password, and health says unreachable', async () => {
    const log: string[] = [];
    const s = store(`redis://default:${PASSWORD}@127.0.0.1:${await freePort()}`, log);
    expectUnavailable(await failure(() => s.setIfAbsent('code:x', '1', 60_000)));
    expectUnavailable(await failure(() => s.get('x')));
    expectUnavailable(await failure(() => s.rateLimiter({ name: 'register', points: 5, durationS: 60 }).consume('ip')));
    expectUnavailable(await failure(() => s.append('feed', 'e', { maxLen: 10 })));
    expect(await s.health()).toEqual({ backend: 'redis', shared: true, reachable: false, status: 'unreachable' });
    expect(log.join('\n')).toContain('127.0.0.1');
    expect(log.join('\n')).not.toContain(PASSWORD);
  });
});

describe('a Redis that stops answering (SIGSTOP: the socket stays open)', SLOW, () => {
  it('fails a command within the timeout (slow), then works again once it answers, on the same connection', async () => {
    const redis = await startRedis({ password: PASSWORD });
    opened.servers.push(redis);
    const log: string[] = [];
    const s = store(redis.url, log);
    expect(await s.setIfAbsent('code:before', '1', 60_000)).toBe(true);

    redis.pause();
    expectUnavailable(await failure(() => s.setIfAbsent('code:during', '1', 60_000)));
    expectUnavailable(await failure(() => s.rateLimiter({ name: 'token', points: 5, durationS: 60 }).consume('ip')));

    redis.resume();
    await expect.poll(() => s.setIfAbsent('code:after', '1', 60_000).catch(() => 'unavailable'), { timeout: 15_000, interval: 200 }).toBe(true);
    // Back within the drop bound (10 × the timeout): its late replies came, so the connection was kept and nothing failed.
    expect(log.filter((l) => l.includes('failed'))).toEqual([]);
    expect(log.join('\n')).not.toContain(PASSWORD);
  });

  it('bounds the first connect too', async () => {
    const redis = await startRedis();
    opened.servers.push(redis);
    redis.pause();
    expectUnavailable(await failure(() => store(redis.url, []).get('x')));
  });
});

describe('a Redis that restarts', SLOW, () => {
  it('is used again without restarting the app, subscriptions included, and the outage was logged once per connection, without the password', async () => {
    const first = await startRedis({ password: PASSWORD });
    const log: string[] = [];
    const s = store(first.url, log);
    expect(await s.setIfAbsent('code:1', '1', 60_000)).toBe(true);
    const received: string[] = [];
    await s.subscribe('tasks', (m) => received.push(m));

    await first.stop();
    expectUnavailable(await failure(() => s.setIfAbsent('code:2', '1', 60_000)));
    expectUnavailable(await failure(() => s.setIfAbsent('code:3', '1', 60_000)));

    opened.servers.push(await startRedis({ password: PASSWORD, port: first.port }));
    await expect.poll(() => s.setIfAbsent('code:4', '1', 60_000).catch(() => 'unavailable'), { timeout: 15_000, interval: 200 }).toBe(true);
    // The subscription made before the restart hears messages published after it.
    await expect
      .poll(
        async () => {
          await s.publish('tasks', 'after restart').catch(() => undefined);
          return received.length > 0;
        },
        { timeout: 15_000, interval: 250 },
      )
      .toBe(true);
    const failures = log.filter((l) => l.includes('failed'));
    expect(failures.filter((l) => l.includes('commands connection'))).toHaveLength(1);
    expect(failures.filter((l) => l.includes('subscriber connection'))).toHaveLength(1);
    expect(log.filter((l) => l.endsWith(' is back.'))).toHaveLength(2);
    expect(log.join('\n')).not.toContain(PASSWORD);
  });
});
