/**
 * The StateStore contract, table-driven over both backends: in-process memory and a real
 * redis-server. Whatever the Tasks and live-feed work builds on must behave the same on either.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryStore, type StateStore } from '../../../lib/state';
import { createRedisStore } from '../../../lib/state/redis-store';
import { type RunningRedis, startRedis } from '../../helpers/redis';

let redis: RunningRedis;
const redisStores: StateStore[] = [];

beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await Promise.all(redisStores.map((s) => s.close()));
  await redis?.stop();
});

const backends: { name: string; make: () => StateStore }[] = [
  { name: 'memory', make: () => createMemoryStore() },
  {
    name: 'redis',
    make: () => {
      const store = createRedisStore({ url: redis.url, log: () => {} });
      redisStores.push(store);
      return store;
    },
  },
];

/** A fresh key per test, so runs never see each other's leftovers in the shared Redis. */
const fresh = (what: string) => `${what}:${randomUUID()}`;

describe.each(backends)('$name store', ({ name, make }) => {
  let store: StateStore;
  beforeAll(() => {
    store = make();
  });

  it('reports its backend, and whether it is shared across instances', async () => {
    expect(store.backend).toBe(name);
    expect(await store.health()).toEqual({ backend: name, reachable: true, shared: name === 'redis', status: 'ok' });
  });

  it('setIfAbsent stores once, refuses the second writer, and frees the key when its TTL runs out', async () => {
    const key = fresh('code');
    expect(await store.setIfAbsent(key, 'first', 400)).toBe(true);
    expect(await store.setIfAbsent(key, 'second', 400)).toBe(false);
    expect(await store.get(key)).toBe('first');
    await expect.poll(() => store.get(key), { timeout: 5000, interval: 100 }).toBeUndefined();
    expect(await store.setIfAbsent(key, 'third', 60_000)).toBe(true);
  });

  it('get/set/del round-trip a value, and set replaces it', async () => {
    const key = fresh('task');
    expect(await store.get(key)).toBeUndefined();
    await store.set(key, JSON.stringify({ status: 'working' }), 60_000);
    await store.set(key, JSON.stringify({ status: 'completed' }), 60_000);
    expect(JSON.parse((await store.get(key))!)).toEqual({ status: 'completed' });
    await store.del(key);
    expect(await store.get(key)).toBeUndefined();
  });

  it('publish reaches an active subscriber, and nothing arrives after unsubscribing', async () => {
    const channel = fresh('tasks');
    const received: string[] = [];
    const unsubscribe = await store.subscribe(channel, (m) => received.push(m));
    await store.publish(channel, 'one');
    await expect.poll(() => received, { timeout: 5000, interval: 20 }).toEqual(['one']);
    await unsubscribe();
    await store.publish(channel, 'two');
    // A marker subscriber proves the second message was delivered before we check the first saw none.
    const marker: string[] = [];
    const stopMarker = await store.subscribe(channel, (m) => marker.push(m));
    await store.publish(channel, 'three');
    await expect.poll(() => marker, { timeout: 5000, interval: 20 }).toEqual(['three']);
    await stopMarker();
    expect(received).toEqual(['one']);
  });

  it('a capped log keeps the newest entries; a late joiner reads the tail, then resumes after an id', async () => {
    const log = fresh('feed');
    const ids: string[] = [];
    for (let i = 1; i <= 5; i++) ids.push(await store.append(log, `event ${i}`, { maxLen: 3, ttlMs: 60_000 }));
    expect(new Set(ids).size).toBe(5);

    expect((await store.read(log)).map((e) => e.value)).toEqual(['event 3', 'event 4', 'event 5']);
    expect((await store.read(log, { limit: 2 })).map((e) => e.value)).toEqual(['event 4', 'event 5']);
    const after = await store.read(log, { after: ids[2] });
    expect(after).toEqual([
      { id: ids[3], value: 'event 4' },
      { id: ids[4], value: 'event 5' },
    ]);
    expect(await store.read(log, { after: ids[4] })).toEqual([]);
    expect(await store.read(fresh('empty'))).toEqual([]);
  });

  it('a log capped in bytes drops its oldest entries past the budget, keeps the newest, and reads in byte-bounded pages', async () => {
    const log = fresh('bytes');
    const kib = (n: number, c: string) => c.repeat(n * 1024);
    const ids: string[] = [];
    for (const c of 'abcdef') ids.push(await store.append(log, kib(3, c), { maxLen: 100, maxBytes: 10 * 1024, ttlMs: 60_000 }));
    // 3 KiB each, 10 KiB budget: the newest three stay.
    expect((await store.read(log)).map((e) => e.value[0])).toEqual(['d', 'e', 'f']);
    expect((await store.read(log, { after: '0-0', maxBytes: 7 * 1024 })).map((e) => e.value[0])).toEqual(['d', 'e']);
    // A page's first entry always comes, so a reader advances even past an entry over its page budget.
    expect((await store.read(log, { after: ids[3], maxBytes: 1 })).map((e) => e.value[0])).toEqual(['e']);
    // One entry over the whole budget is still the newest, and stays (a resuming reader finds its id).
    const big = await store.append(log, kib(12, 'g'), { maxLen: 100, maxBytes: 10 * 1024, ttlMs: 60_000 });
    expect((await store.read(log)).map((e) => e.id)).toEqual([big]);
  });

  it('claim: at most `max` live places; a member renews its own; a lapsed place frees; refusals say when', async () => {
    const set = fresh('places');
    // 'a' lapses after a second: the three claims that follow must come before that, however loaded the machine
    const lapsesAfter = 1_000;
    expect(await store.claim(set, 'a', { max: 2, ttlMs: lapsesAfter })).toEqual({ ok: true });
    expect(await store.claim(set, 'b', { max: 2, ttlMs: 60_000 })).toEqual({ ok: true });
    const refused = await store.claim(set, 'c', { max: 2, ttlMs: 60_000 });
    expect(refused.ok).toBe(false);
    expect(refused.ok === false && refused.retryAfterMs).toBeGreaterThan(0);
    expect(refused.ok === false && refused.retryAfterMs).toBeLessThanOrEqual(lapsesAfter);
    expect(await store.claim(set, 'b', { max: 2, ttlMs: 60_000 })).toEqual({ ok: true });
    // once 'a' has lapsed, 'c' gets its place (asked again until then: a refused claim takes nothing)
    await expect.poll(() => store.claim(set, 'c', { max: 2, ttlMs: 60_000 }), { interval: 100, timeout: 10_000 }).toEqual({ ok: true });
  });

  it('refuses a malformed resume id the same way on both backends', async () => {
    await expect(store.read(fresh('feed'), { after: 'last-event; DROP' })).rejects.toThrow(RangeError);
  });

  it('keeps delivering to other subscribers when one of them throws', async () => {
    const channel = fresh('tasks');
    const received: string[] = [];
    await store.subscribe(channel, () => {
      throw new Error('a broken subscriber');
    });
    await store.subscribe(channel, (m) => received.push(m));
    await store.publish(channel, 'still delivered');
    await expect.poll(() => received, { timeout: 5000, interval: 20 }).toEqual(['still delivered']);
  });

  it('a rate limiter allows `points` per key, then refuses with the wait, and keeps keys apart', async () => {
    const limiter = store.rateLimiter({ name: fresh('register'), points: 3, durationS: 60 });
    const decisions = [];
    for (let i = 0; i < 4; i++) decisions.push(await limiter.consume('203.0.113.7'));
    expect(decisions.slice(0, 3).map((d) => d.allowed)).toEqual([true, true, true]);
    expect(decisions[0]).toEqual({ allowed: true, remaining: 2 });
    const refused = decisions[3];
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) {
      expect(refused.retryAfterMs).toBeGreaterThan(50_000);
      expect(refused.retryAfterMs).toBeLessThanOrEqual(60_000);
    }
    expect(await limiter.consume('198.51.100.9')).toEqual({ allowed: true, remaining: 2 });
  });
});

describe('the memory store', () => {
  it('refuses new entries when full of live ones, rather than forgetting one (a used code must stay used)', async () => {
    const store = createMemoryStore({ maxKeys: 2 });
    expect(await store.setIfAbsent('used:a', '1', 60_000)).toBe(true);
    expect(await store.setIfAbsent('used:b', '1', 60_000)).toBe(true);
    await expect(store.setIfAbsent('used:c', '1', 60_000)).rejects.toThrow(/in-memory state is full/);
    expect(await store.setIfAbsent('used:a', '1', 60_000)).toBe(false);
  });

  it('makes room from expired entries', async () => {
    const store = createMemoryStore({ maxKeys: 1 });
    await store.set('task:old', 'done', 200);
    // Refused while the old entry lives, stored once it has expired (never read meanwhile: the write's sweep drops it).
    await expect(store.set('task:new', 'working', 60_000)).rejects.toThrow(/full/);
    await expect
      .poll(
        () =>
          store.set('task:new', 'working', 60_000).then(
            () => 'stored',
            () => 'full',
          ),
        { timeout: 5000, interval: 50 },
      )
      .toBe('stored');
    expect(await store.get('task:new')).toBe('working');
  });
});

describe('two redis stores on one REDIS_URL (two instances)', () => {
  it('share used keys, values, limits and messages', async () => {
    const [a, b] = [backends[1].make(), backends[1].make()];
    const key = fresh('code');
    expect(await a.setIfAbsent(key, '1', 60_000)).toBe(true);
    expect(await b.setIfAbsent(key, '1', 60_000)).toBe(false);

    const spec = { name: fresh('token'), points: 2, durationS: 60 };
    await a.rateLimiter(spec).consume('ip');
    await a.rateLimiter(spec).consume('ip');
    expect((await b.rateLimiter(spec).consume('ip')).allowed).toBe(false);

    const channel = fresh('feed');
    const got: string[] = [];
    await b.subscribe(channel, (m) => got.push(m));
    await a.publish(channel, 'from a');
    await expect.poll(() => got, { timeout: 5000, interval: 20 }).toEqual(['from a']);
  });

  it('namespace every key under po:, so the app can share a Redis database', async () => {
    const key = fresh('ns');
    await backends[1].make().set(key, 'v', 60_000);
    const { createClient } = await import('redis');
    const raw = createClient({ url: redis.url });
    await raw.connect();
    try {
      expect(await raw.get(`po:kv:${key}`)).toBe('v');
      expect(await raw.get(key)).toBeNull();
    } finally {
      raw.destroy();
    }
  });
});
