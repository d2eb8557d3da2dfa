/**
 * The default backend: this process's memory. Nothing to set up, so `npm run dev` needs nothing, but
 * nothing is shared: each serverless instance has its own codes, limits and logs.
 */
import { EventEmitter } from 'node:events';
import { StateUnavailableError } from './errors';
import { assertLogId, compareLogIds, nextLogId } from './log-id';
import { memoryRateLimiter } from './rate-limiter';
import { guardListener } from './subscriber';
import { NAMESPACE, type LogEntry, type LogReadOptions, type RateLimiter, type RateLimitSpec, type StateStore } from './types';

/** Bounds this process's memory; past it, writes are refused rather than forgetting live entries. */
const MAX_KEYS = 100_000;

export function createMemoryStore({ namespace = NAMESPACE, maxKeys = MAX_KEYS } = {}): StateStore {
  const values = new Map<string, { value: string; expiresAt: number }>();
  const logs = new Map<string, { entries: LogEntry[]; lastId?: string; expiresAt: number }>();
  const bus = new EventEmitter();
  bus.setMaxListeners(0);
  const limiters = new Map<string, RateLimiter>();

  const live = (key: string) => {
    const entry = values.get(key);
    if (entry && entry.expiresAt <= Date.now()) values.delete(key);
    return entry && entry.expiresAt > Date.now() ? entry : undefined;
  };
  /** Sweeps expired entries when a map is full; still full of live ones, refuses (forgetting a used code would allow a replay). */
  const makeRoom = (map: Map<string, { expiresAt: number }>) => {
    if (map.size < maxKeys) return;
    const now = Date.now();
    for (const [k, e] of map) if (e.expiresAt <= now) map.delete(k);
    if (map.size >= maxKeys) throw new StateUnavailableError(`The in-memory state is full (${maxKeys} live entries); try again shortly.`);
  };
  const store = (key: string, value: string, ttlMs: number) => {
    makeRoom(values);
    values.set(key, { value, expiresAt: Date.now() + ttlMs });
  };
  const liveLog = (key: string) => {
    const log = logs.get(key);
    if (log && log.expiresAt <= Date.now()) logs.delete(key);
    return log && log.expiresAt > Date.now() ? log : undefined;
  };

  return {
    backend: 'memory',
    async setIfAbsent(key, value, ttlMs) {
      if (live(key)) return false;
      store(key, value, ttlMs);
      return true;
    },
    async get(key) {
      return live(key)?.value;
    },
    async getMany(keys) {
      return keys.map((key) => live(key)?.value);
    },
    async set(key, value, ttlMs) {
      values.delete(key);
      store(key, value, ttlMs);
    },
    async del(key) {
      values.delete(key);
    },
    async publish(channel, message) {
      // Delivered after publish returns, as Redis would: a publisher never runs its subscribers' code.
      queueMicrotask(() => bus.emit(channel, message));
    },
    async subscribe(channel, onMessage) {
      const listener = guardListener(onMessage);
      bus.on(channel, listener);
      return async () => void bus.off(channel, listener);
    },
    async append(key, value, { maxLen, ttlMs = Number.POSITIVE_INFINITY }) {
      let log = liveLog(key);
      if (!log) {
        makeRoom(logs);
        log = { entries: [], expiresAt: 0 };
      }
      const id = nextLogId(log.lastId);
      log.entries.push({ id, value });
      if (log.entries.length > maxLen) log.entries.splice(0, log.entries.length - maxLen);
      log.lastId = id;
      log.expiresAt = Date.now() + ttlMs;
      logs.set(key, log);
      return id;
    },
    async read(key, { after, limit = 100 }: LogReadOptions = {}) {
      const entries = liveLog(key)?.entries ?? [];
      if (after === undefined) return entries.slice(-limit);
      assertLogId(after);
      return entries.filter((e) => compareLogIds(e.id, after) > 0).slice(0, limit);
    },
    rateLimiter(spec: RateLimitSpec) {
      const id = `${spec.name}:${spec.points}:${spec.durationS}`;
      const known = limiters.get(id);
      if (known) return known;
      const limiter = memoryRateLimiter(spec, namespace);
      limiters.set(id, limiter);
      return limiter;
    },
    async health() {
      return { backend: 'memory', reachable: true, shared: false };
    },
    async close() {
      bus.removeAllListeners();
    },
  };
}
