/**
 * lib/state: what must hold across instances. Knows nothing of MCP, OAuth or HTTP.
 *
 * `stateStore()` is the process's one store: Redis when REDIS_URL is set (node-redis, `redis://` or
 * `rediss://`, so Upstash/Redis Cloud from the Vercel Marketplace work), otherwise this process's
 * memory (the default: `npm run dev` needs nothing, but nothing is shared between instances).
 * The Redis client is connected on first use; connecting and every command give up after ~1 s.
 *
 * Every operation may reject with `StateUnavailableError`, whose `reason` says what happened:
 * `unreachable`, `slow` (no reply in time, measured in the store's time, not the event loop's) or
 * `full` (Redis OOM, the memory store's cap); the message names REDIS_URL and never its password. Decide per caller: fail closed (the issuer: 503)
 * or open (the doors). Keys, channels and logs are logical names; the store namespaces them under
 * `po:` (`po:kv:`, `po:ch:`, `po:log:`, `po:rl:`), so the app can share a Redis database.
 *
 * The operations (all async; values are strings, every one with a TTL) are StateStore's, each with its
 * contract (./types.ts). `publish` delivers at most once: a subscriber that was not listening misses it
 * (subscriptions outlive a Redis restart; what was published meanwhile is lost). Hence a live feed with
 * late joiners: the writer `append`s to a capped log (Redis: a Stream trimmed by a Lua script; memory:
 * an array, all logs together ≤ 256 MiB), then `publish`es the entry with its id; a reader subscribes
 * first, then `read`s the tail in small pages (on Redis, on a connection of their own), and skips pushed
 * entries whose id it has seen (`after` resumes a reconnecting reader from its Last-Event-ID; a malformed
 * one throws RangeError on both backends: check outside input with `isLogId` first). `health()` is safe
 * to show anyone.
 *
 * Tests and scripts make their own stores with `createMemoryStore()` / `createRedisStore({url})` (from
 * ./redis-store, which loads node-redis only when a Redis store is used).
 */
import { config } from '../config';
import { instanceSlot } from '../instance-slots';
import { createMemoryStore } from './memory-store';
import { createRedisStore } from './redis-store';
import type { StateStore } from './types';

export { describeStateFault, isStateUnavailable, type StateFault, StateUnavailableError } from './errors';
export { isLogId } from './log-id';
export { createMemoryStore } from './memory-store';
export type * from './types';

/** The process's store, chosen from REDIS_URL on first use; one for every route bundle (one Redis client). */
export function stateStore(): StateStore {
  return instanceSlot('state-store', createStore);
}

function createStore(): StateStore {
  const cfg = config();
  const url = cfg.redisUrl;
  if (url) return createRedisStore({ url });
  if (cfg.env === 'production') {
    console.warn(
      '[state] REDIS_URL is not set: used codes and rate limits hold per instance only. Set it wherever more than one instance serves (any serverless deployment).',
    );
  }
  return createMemoryStore();
}
