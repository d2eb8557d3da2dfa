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
 * Operations (all async; values are strings, encode JSON yourself):
 * - `setIfAbsent(key, value, ttlMs)` → true if stored, false if the key was taken (SET NX PX).
 *   E.g. single use: `if (!(await store.setIfAbsent(\`used:${jti}\`, '1', ttlMs))) refuse()`.
 * - `get(key)` → string | undefined; `set(key, value, ttlMs)`; `del(key)`. Every value has a TTL.
 * - `publish(channel, message)`; `subscribe(channel, onMessage)` → resolves when active, with an
 *   async unsubscribe. Redis: every instance's subscribers; memory: this process's only. Delivery is
 *   at most once: a subscriber that was not listening misses it, hence the log below. Subscriptions
 *   outlive a Redis restart (node-redis resubscribes); what was published meanwhile is lost.
 * - `append(log, value, {maxLen, maxBytes?, ttlMs?})` → id: a capped append-only log, capped in
 *   entries and in bytes, the oldest going first (Redis: a Stream trimmed by a Lua script that keeps
 *   the entries' sizes beside it; memory: an array, and all logs together ≤ 256 MiB). Ids are
 *   "<ms>-<seq>", increasing within a log.
 *   `read(log, {after?, limit?, maxBytes?})` → [{id, value}] oldest first: after an id (a reader
 *   resuming; "0-0" for all), or without one the newest `limit`. Read in small pages: on Redis
 *   reads have a connection of their own, so a slow one cannot drop the one other commands use. A
 *   malformed `after` throws RangeError on both backends: check outside input with `isLogId` first.
 * - `claim(set, member, {max, ttlMs})` → `{ok: true}` or `{ok: false, retryAfterMs}`: a place in a
 *   capped set whose places lapse (the deployment's live channels).
 * - `rateLimiter({name, points, durationS})` → `{consume(key)}` → `{allowed: true, remaining}` or
 *   `{allowed: false, retryAfterMs}` (rate-limiter-flexible: RateLimiterRedis / RateLimiterMemory,
 *   fixed window per key).
 * - `epoch()`, `lastEpoch()`, `onLost(listener)`: the store's epoch marker and the losses noticed
 *   (a Redis restarted without persistence); `spendOnce(key, ttlMs, epoch)`: single use that refuses
 *   anything stamped with an epoch the store has lost (`stale-epoch`).
 * - `setUnless(key, value, ttlMs, guard)`: SET unless `guard` exists (a task's progress once it ended).
 * - `health()` → `{backend, shared, reachable, status, lostAt?}`: safe to show anyone. `status` names
 *   the fault a write meets now: ok, unreachable, slow or full.
 *
 * A live feed with late joiners: the writer `append`s, then `publish`es the entry with its id; a
 * reader subscribes first, then `read`s the tail, and skips pushed entries whose id it has seen
 * (`after` also resumes a reconnecting reader from its Last-Event-ID).
 *
 * Tests and scripts make their own stores with `createMemoryStore()` / `createRedisStore({url})` (from
 * ./redis-store: not re-exported here, so that node-redis is loaded only when a Redis store is used).
 */
import { config } from '../config';
import { instanceSlot } from '../instance-slots';
import { lazyStore } from './lazy-store';
import { createMemoryStore } from './memory-store';
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
  if (url) return lazyStore('redis', async () => (await import('./redis-store')).createRedisStore({ url }));
  if (cfg.env === 'production') {
    console.warn(
      '[state] REDIS_URL is not set: used codes and rate limits hold per instance only. Set it wherever more than one instance serves (any serverless deployment).',
    );
  }
  return createMemoryStore();
}
