/**
 * A store whose backend module is loaded on its first operation. Keeps node-redis (~450 kB bundled)
 * off a cold start's path: choosing the store (any door's first request) costs nothing until state is used.
 */
import type { RateLimiter, StateBackend, StateStore } from './types';

export function lazyStore(backend: StateBackend, load: () => Promise<StateStore>): StateStore {
  let store: Promise<StateStore> | undefined;
  const ready = () => (store ??= load());
  return {
    backend,
    setIfAbsent: async (key, value, ttlMs) => (await ready()).setIfAbsent(key, value, ttlMs),
    get: async (key) => (await ready()).get(key),
    getMany: async (keys) => (await ready()).getMany(keys),
    set: async (key, value, ttlMs) => (await ready()).set(key, value, ttlMs),
    del: async (key) => (await ready()).del(key),
    publish: async (channel, message) => (await ready()).publish(channel, message),
    subscribe: async (channel, onMessage) => (await ready()).subscribe(channel, onMessage),
    append: async (log, value, options) => (await ready()).append(log, value, options),
    read: async (log, options) => (await ready()).read(log, options),
    claim: async (set, member, options) => (await ready()).claim(set, member, options),
    rateLimiter(spec) {
      let limiter: Promise<RateLimiter> | undefined;
      return {
        async consume(key) {
          limiter ??= ready().then((s) => s.rateLimiter(spec));
          return (await limiter).consume(key);
        },
      };
    },
    health: async () => (await ready()).health(),
    close: async () => (await store)?.close(),
  };
}
