/**
 * A store whose backend module is loaded on its first operation. Keeps node-redis (~450 kB bundled)
 * off a cold start's path: choosing the store (any door's first request) costs nothing until state is used.
 */
import type { RateLimiter, StateBackend, StateStore } from './types';

export function lazyStore(backend: StateBackend, load: () => Promise<StateStore>): StateStore {
  let store: Promise<StateStore> | undefined;
  let loaded: StateStore | undefined;
  const waiting = new Set<(s: StateStore) => void>();
  const ready = () =>
    (store ??= load().then((s) => {
      loaded = s;
      for (const hand of waiting) hand(s);
      waiting.clear();
      return s;
    }));
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
    epoch: async () => (await ready()).epoch(),
    lastEpoch: () => loaded?.lastEpoch(),
    onLost(listener) {
      // Listening must not load the backend (a cold start's path): the listener is handed on once it loads.
      if (loaded) return loaded.onLost(listener);
      let stop: (() => void) | undefined;
      const hand = (s: StateStore) => {
        stop = s.onLost(listener);
      };
      waiting.add(hand);
      return () => {
        waiting.delete(hand);
        stop?.();
      };
    },
    spendOnce: async (key, ttlMs, epoch) => (await ready()).spendOnce(key, ttlMs, epoch),
    setUnless: async (key, value, ttlMs, guard) => (await ready()).setUnless(key, value, ttlMs, guard),
    health: async () => (await ready()).health(),
    close: async () => (await store)?.close(),
  };
}
