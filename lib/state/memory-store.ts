/**
 * The default backend: this process's memory. Nothing to set up, so `npm run dev` needs nothing, but
 * nothing is shared: each serverless instance has its own codes, limits and logs.
 */
import { EventEmitter } from 'node:events';
import { StateUnavailableError } from './errors';
import { assertLogId, compareLogIds, nextLogId } from './log-id';
import { memoryRateLimiter } from './rate-limiter';
import { guardListener } from './subscriber';
import { withinBytes } from './within-bytes';
import { NAMESPACE, type LogEntry, type LogReadOptions, type RateLimiter, type RateLimitSpec, type StateStore } from './types';

/** Bounds this process's memory; past it, writes are refused rather than forgetting live entries. */
const MAX_KEYS = 100_000;
/** All logs together: past it, the least recently appended log loses its oldest entries first. */
const MAX_LOG_BYTES = 256 * 1024 * 1024;

const utf8 = (s: string) => Buffer.byteLength(s, 'utf8');

interface MemoryLog {
  entries: (LogEntry & { bytes: number })[];
  bytes: number;
  lastId?: string;
  expiresAt: number;
}

export function createMemoryStore({ namespace = NAMESPACE, maxKeys = MAX_KEYS, maxLogBytes = MAX_LOG_BYTES } = {}): StateStore {
  const values = new Map<string, { value: string; expiresAt: number }>();
  // In order of last append (re-inserted on each), so the process-wide byte bound trims the stalest log first.
  const logs = new Map<string, MemoryLog>();
  let logBytes = 0;
  const sets = new Map<string, Map<string, number>>();
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
  const dropLog = (key: string, log: MemoryLog) => {
    logs.delete(key);
    logBytes -= log.bytes;
  };
  const liveLog = (key: string) => {
    const log = logs.get(key);
    if (log && log.expiresAt <= Date.now()) dropLog(key, log);
    return log && log.expiresAt > Date.now() ? log : undefined;
  };
  const shift = (log: MemoryLog) => {
    const gone = log.entries.shift();
    if (!gone) return;
    log.bytes -= gone.bytes;
    logBytes -= gone.bytes;
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
    async append(key, value, { maxLen, maxBytes = Number.POSITIVE_INFINITY, ttlMs = Number.POSITIVE_INFINITY }) {
      let log = liveLog(key);
      if (!log) {
        makeRoom(logs);
        log = { entries: [], bytes: 0, expiresAt: 0 };
      }
      const id = nextLogId(log.lastId);
      const bytes = utf8(value);
      log.entries.push({ id, value, bytes });
      log.bytes += bytes;
      logBytes += bytes;
      // The newest entry always stays (a reader resuming must find the id it was given).
      while (log.entries.length > 1 && (log.entries.length > maxLen || log.bytes > maxBytes)) shift(log);
      log.lastId = id;
      log.expiresAt = Date.now() + ttlMs;
      logs.delete(key);
      logs.set(key, log);
      for (const [k, stale] of logs) {
        if (logBytes <= maxLogBytes || stale === log) break;
        if (stale.expiresAt <= Date.now()) dropLog(k, stale);
        else while (stale.entries.length > 0 && logBytes > maxLogBytes) shift(stale);
      }
      while (logBytes > maxLogBytes && log.entries.length > 1) shift(log);
      return id;
    },
    async read(key, { after, limit = 100, maxBytes = Number.POSITIVE_INFINITY }: LogReadOptions = {}) {
      const entries = liveLog(key)?.entries ?? [];
      if (after !== undefined) assertLogId(after);
      const picked = after === undefined ? entries.slice(-limit) : entries.filter((e) => compareLogIds(e.id, after) > 0).slice(0, limit);
      return withinBytes(picked, maxBytes).map(({ id, value }) => ({ id, value }));
    },
    async claim(set, member, { max, ttlMs }) {
      const now = Date.now();
      let places = sets.get(set);
      if (!places) {
        places = new Map(); // at most `max` members: a refused claim adds nothing
        sets.set(set, places);
      }
      for (const [m, until] of places) if (until <= now) places.delete(m);
      if (!places.has(member) && places.size >= max) return { ok: false, retryAfterMs: Math.max(1, Math.min(...places.values()) - now) };
      places.set(member, now + ttlMs);
      return { ok: true };
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
