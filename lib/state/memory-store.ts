/**
 * The default backend: this process's memory. Nothing to set up, so `npm run dev` needs nothing, but
 * nothing is shared: each serverless instance has its own codes, limits and logs.
 *
 * Sizes are counted as V8 holds them: a string may take two bytes a character on the heap (one only
 * when every character is Latin-1), plus its entry's own objects, so each value counts
 * 2 × its length + ENTRY_OVERHEAD; the caps below bound the heap, not the UTF-8 the values would be.
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
/** All values together (heap bytes): past it, writes are refused as "full", for the same reason. */
const MAX_VALUE_BYTES = 128 * 1024 * 1024;
/** All logs together (heap bytes): past it, the least recently appended log loses its oldest entries first. */
const MAX_LOG_BYTES = 256 * 1024 * 1024;
/** A map entry, its record object and the key's string, roughly, on a 64-bit V8. */
const ENTRY_OVERHEAD = 96;

/**
 * One epoch for every memory store: each instance's memory is its own (a code could be redeemed again
 * on another instance anyway, as docs/deploy.md says), and a process's memory is lost only with the
 * process, which nothing in it can notice. So instances of one deployment without REDIS_URL accept
 * each other's codes.
 */
export const MEMORY_EPOCH = 'memory-store';

/** What a string occupies on the V8 heap, at most. */
export const heapBytes = (s: string) => 2 * s.length + ENTRY_OVERHEAD;

interface MemoryLog {
  /** `bytes`: UTF-8, what a log's own maxBytes counts (as Redis would); `heap`: what the process-wide cap counts. */
  entries: (LogEntry & { bytes: number; heap: number })[];
  bytes: number;
  heap: number;
  lastId?: string;
  expiresAt: number;
}

export function createMemoryStore({
  namespace = NAMESPACE,
  maxKeys = MAX_KEYS,
  maxValueBytes = MAX_VALUE_BYTES,
  maxLogBytes = MAX_LOG_BYTES,
} = {}): StateStore {
  const values = new Map<string, { value: string; expiresAt: number; bytes: number }>();
  let valueBytes = 0;
  const full = (what: string) => new StateUnavailableError(`The in-memory state is full (${what}); try again shortly, or set REDIS_URL.`, { reason: 'full' });
  // In order of last append (re-inserted on each), so the process-wide byte bound trims the stalest log first.
  const logs = new Map<string, MemoryLog>();
  let logBytes = 0;
  const sets = new Map<string, Map<string, number>>();
  const bus = new EventEmitter();
  bus.setMaxListeners(0);
  const limiters = new Map<string, RateLimiter>();

  const forget = (key: string) => {
    const entry = values.get(key);
    if (!entry) return;
    values.delete(key);
    valueBytes -= entry.bytes;
  };
  const live = (key: string) => {
    const entry = values.get(key);
    if (entry && entry.expiresAt <= Date.now()) forget(key);
    return entry && entry.expiresAt > Date.now() ? entry : undefined;
  };
  /** Sweeps expired entries when a map is full; still full of live ones, refuses (forgetting a used code would allow a replay). */
  const makeRoom = (map: Map<string, { expiresAt: number }>, bytes = 0) => {
    if (map.size < maxKeys && (map !== values || valueBytes + bytes <= maxValueBytes)) return;
    const now = Date.now();
    for (const [k, e] of map) if (e.expiresAt <= now) map === values ? forget(k) : map.delete(k);
    if (map.size >= maxKeys) throw full(`${maxKeys} live entries`);
    if (map === values && valueBytes + bytes > maxValueBytes) throw full(`${Math.round(maxValueBytes / 1024 / 1024)} MiB of live values`);
  };
  const store = (key: string, value: string, ttlMs: number) => {
    const bytes = heapBytes(key) + heapBytes(value);
    makeRoom(values, bytes);
    values.set(key, { value, expiresAt: Date.now() + ttlMs, bytes });
    valueBytes += bytes;
  };
  const dropLog = (key: string, log: MemoryLog) => {
    logs.delete(key);
    logBytes -= log.heap;
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
    log.heap -= gone.heap;
    logBytes -= gone.heap;
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
      forget(key);
      store(key, value, ttlMs);
    },
    async del(key) {
      forget(key);
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
        log = { entries: [], bytes: 0, heap: 0, expiresAt: 0 };
      }
      const id = nextLogId(log.lastId);
      const bytes = Buffer.byteLength(value, 'utf8');
      const heap = heapBytes(value);
      log.entries.push({ id, value, bytes, heap });
      log.bytes += bytes;
      log.heap += heap;
      logBytes += heap;
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
      const limiter = limiters.get(id) ?? memoryRateLimiter(spec, namespace);
      limiters.set(id, limiter);
      return limiter;
    },
    epoch: async () => MEMORY_EPOCH,
    lastEpoch: () => MEMORY_EPOCH,
    onLost: () => () => undefined, // a process's memory is lost only with the process
    async spendOnce(key, ttlMs, inEpoch) {
      if (inEpoch !== MEMORY_EPOCH) return 'stale-epoch';
      if (live(key)) return 'replayed';
      store(key, '1', ttlMs);
      return 'first-use';
    },
    async setUnless(key, value, ttlMs, guard) {
      if (live(guard)) return false;
      forget(key);
      store(key, value, ttlMs);
      return true;
    },
    async health() {
      const isFull = values.size >= maxKeys || valueBytes >= maxValueBytes;
      return { backend: 'memory', reachable: true, shared: false, status: isFull ? 'full' : 'ok' };
    },
    async close() {
      bus.removeAllListeners();
    },
  };
}
