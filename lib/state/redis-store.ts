/**
 * The shared backend: Redis (REDIS_URL), e.g. Upstash or Redis Cloud from the Vercel Marketplace,
 * or Debian's redis-server in tests. Every instance sees the same codes, limits, values and logs.
 * Any failure to reach Redis surfaces as StateUnavailableError; Redis's own error replies (a bug
 * here) pass through unchanged.
 */
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { assertLogId } from './log-id';
import { decide } from './rate-limiter';
import { APPEND_BOUNDED, CLAIM_PLACE } from './redis-scripts';
import { guardListener } from './subscriber';
import { withinBytes } from './within-bytes';
import { type RedisClient, redisConnection, type RedisConnectionOptions } from './redis-connection';
import { NAMESPACE, type LogReadOptions, type RateLimitSpec, type StateStore } from './types';

export interface RedisStoreOptions extends RedisConnectionOptions {
  namespace?: string;
}

export function createRedisStore({ namespace = NAMESPACE, ...connection }: RedisStoreOptions): StateStore {
  const redis = redisConnection(connection);
  const kv = (key: string) => `${namespace}kv:${key}`;
  const logKey = (key: string) => `${namespace}log:${key}`;
  const logSizesKey = (key: string) => `${namespace}logn:${key}`;
  const logBytesKey = (key: string) => `${namespace}logb:${key}`;
  const channelKey = (channel: string) => `${namespace}ch:${channel}`;
  const setKey = (set: string) => `${namespace}set:${set}`;

  const run = redis.run;

  // One RateLimiterRedis per spec and client: a client replaced after a failed connect gets new ones.
  const limiters = new WeakMap<RedisClient, Map<string, RateLimiterRedis>>();
  const limiterFor = (c: RedisClient, spec: RateLimitSpec) => {
    let bySpec = limiters.get(c);
    if (!bySpec) {
      bySpec = new Map();
      limiters.set(c, bySpec);
    }
    const id = `${spec.name}:${spec.points}:${spec.durationS}`;
    let limiter = bySpec.get(id);
    if (!limiter) {
      limiter = new RateLimiterRedis({
        storeClient: c,
        useRedisPackage: true,
        rejectIfRedisNotReady: true,
        keyPrefix: `${namespace}rl:${spec.name}`,
        points: spec.points,
        duration: spec.durationS,
      });
      bySpec.set(id, limiter);
    }
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
      consume: (key) => run((c) => decide(() => limiterFor(c, spec), redis.unavailable).consume(key)),
    }),
    async health() {
      try {
        await run((c) => c.ping());
        return { backend: 'redis', shared: true, reachable: true };
      } catch {
        return { backend: 'redis', shared: true, reachable: false }; // the reason is in the operator's log
      }
    },
    close: () => redis.close(),
  };
}
