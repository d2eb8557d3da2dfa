/**
 * The shared backend: Redis (REDIS_URL), e.g. Upstash or Redis Cloud from the Vercel Marketplace,
 * or Debian's redis-server in tests. Every instance sees the same codes, limits, values and logs.
 * Any failure to reach Redis surfaces as StateUnavailableError; Redis's own error replies (a bug
 * here) pass through unchanged.
 */
import { randomBytes } from 'node:crypto';
import type { RateLimiterRedis } from 'rate-limiter-flexible';
import { epochWatch } from './epoch-watch';
import { isStateUnavailable } from './errors';
import { assertLogId } from './log-id';
import { decide } from './rate-limiter';
import { APPEND_BOUNDED, CLAIM_PLACE, SET_UNLESS, SPEND_ONCE } from './redis-scripts';
import { redisLocation } from './redis-location';
import { guardListener } from './subscriber';
import { withinBytes } from './within-bytes';
import type { RedisClient, RedisConnection, RedisConnectionOptions } from './redis-connection';
import { NAMESPACE, type LogReadOptions, type RateLimitSpec, type StateStore } from './types';

export interface RedisStoreOptions extends RedisConnectionOptions {
  namespace?: string;
  /** How often the store's epoch marker is looked at besides reconnects (default 10 s). */
  epochCheckMs?: number;
}

/** Every instance looks at the epoch marker at least this often, besides after each reconnect. */
const EPOCH_CHECK_MS = 10_000;

export function createRedisStore({ namespace = NAMESPACE, epochCheckMs = EPOCH_CHECK_MS, ...connection }: RedisStoreOptions): StateStore {
  // node-redis (~450 kB bundled) and rate-limiter-flexible load on first use, not on a cold start's
  // path, where the store is only chosen.
  let loading: Promise<RedisConnection> | undefined;
  const redis = () =>
    (loading ??= import('./redis-connection').then(({ redisConnection }) => {
      const opened = redisConnection(connection);
      // After every (re)connect, before anything else relies on what the store held.
      opened.onReady(() => setImmediate(() => void epochs.check().catch(() => undefined)));
      return opened;
    }));
  const kv = (key: string) => `${namespace}kv:${key}`;
  const logKey = (key: string) => `${namespace}log:${key}`;
  const logSizesKey = (key: string) => `${namespace}logn:${key}`;
  const logBytesKey = (key: string) => `${namespace}logb:${key}`;
  const channelKey = (channel: string) => `${namespace}ch:${channel}`;
  const setKey = (set: string) => `${namespace}set:${set}`;

  const run: RedisConnection['run'] = async (op, which) => (await redis()).run(op, which);
  const epochKey = `${namespace}epoch`;
  const epochs = epochWatch({
    // Plain GET first, so a look is a read (served while Redis pauses writes); SET NX only into a store without one.
    look: () =>
      run(async (c) => {
        const seen = await c.get(epochKey);
        if (seen) return seen;
        const fresh = randomBytes(12).toString('base64url');
        await c.set(epochKey, fresh, { condition: 'NX' });
        return (await c.get(epochKey)) ?? fresh;
      }),
    log: connection.log ?? ((l) => console.error(l)),
    everyMs: epochCheckMs,
    where: `Redis, REDIS_URL, ${redisLocation(connection.url)}`,
  });

  // One RateLimiterRedis per spec and client: a client replaced after a failed connect gets new ones.
  const limiters = new WeakMap<RedisClient, Map<string, RateLimiterRedis>>();
  const limiterFor = (Limiter: typeof RateLimiterRedis, c: RedisClient, spec: RateLimitSpec) => {
    const bySpec = limiters.get(c) ?? new Map<string, RateLimiterRedis>();
    limiters.set(c, bySpec);
    const id = `${spec.name}:${spec.points}:${spec.durationS}`;
    const limiter =
      bySpec.get(id) ??
      new Limiter({
        storeClient: c,
        useRedisPackage: true,
        rejectIfRedisNotReady: true,
        keyPrefix: `${namespace}rl:${spec.name}`,
        points: spec.points,
        duration: spec.durationS,
      });
    bySpec.set(id, limiter);
    return limiter;
  };

  return {
    backend: 'redis',
    setIfAbsent: (key, value, ttlMs) =>
      run(async (c) => (await c.set(kv(key), value, { condition: 'NX', expiration: { type: 'PX', value: Math.max(1, Math.ceil(ttlMs)) } })) === 'OK'),
    get: (key) => run(async (c) => (await c.get(kv(key))) ?? undefined),
    getMany: (keys) => (keys.length === 0 ? Promise.resolve([]) : run(async (c) => (await c.mGet(keys.map(kv))).map((v) => v ?? undefined))),
    set: (key, value, ttlMs) =>
      run(async (c) => {
        await c.set(kv(key), value, { expiration: { type: 'PX', value: Math.max(1, Math.ceil(ttlMs)) } });
      }),
    del: (key) =>
      run(async (c) => {
        await c.del(kv(key));
      }),
    publish: (channel, message) =>
      run(async (c) => {
        await c.publish(channelKey(channel), message);
      }),
    subscribe: (channel, onMessage) =>
      run(async (sub) => {
        const listener = guardListener(onMessage);
        await sub.subscribe(channelKey(channel), listener);
        return () => run((s) => s.unsubscribe(channelKey(channel), listener), 'subscriber');
      }, 'subscriber'),
    append: (key, value, { maxLen, maxBytes = Number.MAX_SAFE_INTEGER, ttlMs }) =>
      run(async (c) => {
        const keys = [logKey(key), logSizesKey(key), logBytesKey(key)];
        const ttl = ttlMs === undefined ? 0 : Math.max(1, Math.ceil(ttlMs));
        const args = [value, String(Buffer.byteLength(value, 'utf8')), String(maxLen), String(maxBytes), String(ttl)];
        return String(await c.eval(APPEND_BOUNDED, { keys, arguments: args }));
      }),
    async read(key, { after, limit = 100, maxBytes = Number.POSITIVE_INFINITY }: LogReadOptions = {}) {
      if (after !== undefined) assertLogId(after);
      // On a connection of its own: a long read that stalls drops only that one, never the commands' connection.
      return run(async (c) => {
        const entries =
          after === undefined
            ? (await c.xRevRange(logKey(key), '+', '-', { COUNT: limit })).reverse()
            : await c.xRange(logKey(key), `(${after}`, '+', { COUNT: limit });
        return withinBytes(
          entries.map((e) => ({ id: e.id, value: String(e.message.v) })),
          maxBytes,
        );
      }, 'reads');
    },
    claim: (set, member, { max, ttlMs }) =>
      run(async (c) => {
        const args = [member, String(Date.now()), String(Math.max(1, Math.ceil(ttlMs))), String(max)];
        const wait = Number(await c.eval(CLAIM_PLACE, { keys: [setKey(set)], arguments: args }));
        return wait < 0 ? { ok: true as const } : { ok: false as const, retryAfterMs: wait };
      }),
    rateLimiter: (spec) => ({
      consume: async (key) => {
        // Loaded outside run: a slow first import must not count as Redis being slow.
        const [{ unavailable }, { RateLimiterRedis }] = await Promise.all([redis(), import('rate-limiter-flexible')]);
        return run((c) => decide(() => limiterFor(RateLimiterRedis, c, spec), unavailable).consume(key));
      },
    }),
    epoch: () => epochs.check(),
    lastEpoch: () => epochs.last(),
    onLost: (listener) => epochs.onLost(listener),
    spendOnce: (key, ttlMs, epoch) =>
      run(async (c) => {
        const outcome = Number(await c.eval(SPEND_ONCE, { keys: [kv(key), epochKey], arguments: [String(Math.max(1, Math.ceil(ttlMs))), epoch] }));
        return outcome === 1 ? 'first-use' : outcome === 0 ? 'replayed' : 'stale-epoch';
      }),
    setUnless: (key, value, ttlMs, guard) =>
      run(async (c) => Number(await c.eval(SET_UNLESS, { keys: [kv(key), kv(guard)], arguments: [value, String(Math.max(1, Math.ceil(ttlMs)))] })) === 1),
    async health() {
      // A small write, not a PING: a full Redis answers PING but refuses writes. The details are in the operator's log.
      let status: 'ok' | 'unreachable' | 'slow' | 'full' = 'ok';
      try {
        await run((c) => c.set(kv('health'), '1', { expiration: { type: 'PX', value: 10_000 } }));
        await epochs.check();
      } catch (err) {
        status = isStateUnavailable(err) ? err.reason : 'unreachable';
      }
      const lostAt = epochs.lostAt();
      return { backend: 'redis', shared: true, reachable: status !== 'unreachable', status, ...(lostAt ? { lostAt } : {}) };
    },
    close: async () => {
      epochs.stop();
      await (await loading)?.close();
    },
  };
}
