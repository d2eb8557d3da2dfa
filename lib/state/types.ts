/**
 * What outlives one instance, behind one interface with two backends (memory, Redis).
 * Keys, channels and logs are logical names: the store adds the namespace. Values are strings;
 * callers encode (JSON) what they keep. Every operation may reject with StateUnavailableError.
 */
import type { StateFault } from './errors';

export type StateBackend = 'memory' | 'redis';

/** One entry of a capped log. Ids are opaque strings, increasing within one log. */
export interface LogEntry {
  id: string;
  value: string;
}

export interface LogReadOptions {
  /** Entries strictly after this id, oldest first. Without it: the newest `limit` entries, oldest first. */
  after?: string;
  /** At most this many entries (default 100). */
  limit?: number;
  /** Stop once the entries' values add up to this many bytes (UTF-8); the first entry always comes. */
  maxBytes?: number;
}

export interface LogAppendOptions {
  /** Keep only the newest `maxLen` entries. */
  maxLen: number;
  /** And only the newest entries whose values add up to at most this many bytes (UTF-8); the newest is always kept. */
  maxBytes?: number;
  /** Forget the whole log this long after its last append. */
  ttlMs?: number;
}

/** A named limit: `points` requests per `durationS` seconds for each key. */
export interface RateLimitSpec {
  /** Distinguishes limits in storage (e.g. "register"); one counter per name and key. */
  name: string;
  points: number;
  durationS: number;
}

export type RateDecision = { allowed: true; remaining: number } | { allowed: false; retryAfterMs: number };

export interface RateLimiter {
  /** Counts one request for `key` and says whether it may proceed. */
  consume(key: string): Promise<RateDecision>;
}

export interface StateHealth {
  backend: StateBackend;
  /** False when Redis did not answer within the timeout. */
  reachable: boolean;
  /** True when every instance sees the same state (Redis); memory is per instance. */
  shared: boolean;
  /** What a write would meet now: `ok`, or the fault (unreachable, slow, full). */
  status: 'ok' | StateFault;
  /** When this instance last found the store had lost its data (restarted empty), if it ever did. */
  lostAt?: string;
}

/** The store came back without what it held (a Redis restarted without persistence, or flushed). */
export interface StoreLoss {
  /** The store's marker before and after: whatever was written under `before` is gone. */
  before: string;
  after: string;
  /** When this instance noticed (ISO 8601). */
  at: string;
}

/** A single use within one store epoch: refused as `stale-epoch` once the store has lost what it held since. */
export type UseOutcome = 'first-use' | 'replayed' | 'stale-epoch';

export type Unsubscribe = () => Promise<void>;

export interface ClaimOptions {
  /** At most this many members hold a place in the set at once. */
  max: number;
  /** A member's place lapses this long after its last claim. */
  ttlMs: number;
}

/** A place in a capped set: taken (or renewed), or refused with when the soonest place frees. */
export type ClaimDecision = { ok: true } | { ok: false; retryAfterMs: number };

export interface StateStore {
  readonly backend: StateBackend;
  /** SET NX PX: true when this call stored the value, false when the key already held one. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  get(key: string): Promise<string | undefined>;
  /** Several values in one round trip (Redis MGET), in the order asked; undefined where a key holds none. */
  getMany(keys: readonly string[]): Promise<(string | undefined)[]>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  del(key: string): Promise<void>;
  /** Fire and forget to every current subscriber of `channel`, on every instance (Redis) or this one (memory). */
  publish(channel: string, message: string): Promise<void>;
  /** Resolves once the subscription is active; the returned function ends it. */
  subscribe(channel: string, onMessage: (message: string) => void): Promise<Unsubscribe>;
  /** Appends to a capped log and returns the new entry's id. */
  append(log: string, value: string, options: LogAppendOptions): Promise<string>;
  read(log: string, options?: LogReadOptions): Promise<LogEntry[]>;
  /**
   * Takes or renews `member`'s place in the capped set `set` (e.g. the deployment's live channels):
   * a member already in it is always renewed; a new one only while fewer than `max` places are live.
   */
  claim(set: string, member: string, options: ClaimOptions): Promise<ClaimDecision>;
  rateLimiter(spec: RateLimitSpec): RateLimiter;
  /**
   * The store's epoch: a marker written once into an empty store and kept without expiry. A store
   * that lost its data (a Redis restarted without persistence) comes back without it, so the next
   * look writes a new one, and every instance that knew the old one reports a loss (onLost). Looked at
   * after every reconnect, periodically, and on each call of this method.
   */
  epoch(): Promise<string>;
  /** The epoch this instance saw last, without a round trip (undefined before the first look). */
  lastEpoch(): string | undefined;
  /** Called on every loss this instance detects; returns the function that stops listening. */
  onLost(listener: (loss: StoreLoss) => void): () => void;
  /**
   * SET NX PX, only while the store is still in `epoch`, atomically: what was used before a loss
   * cannot be used again after it, because everything stamped with the old epoch is refused.
   */
  spendOnce(key: string, ttlMs: number, epoch: string): Promise<UseOutcome>;
  /** SET PX unless `guard` exists, atomically: true when written (e.g. a task's progress, unless it has ended). */
  setUnless(key: string, value: string, ttlMs: number, guard: string): Promise<boolean>;
  health(): Promise<StateHealth>;
  /** Releases connections (tests, scripts). The process-wide store is never closed by the app. */
  close(): Promise<void>;
}

/** Every key, channel and log lives under this prefix, so the app can share a Redis database. */
export const NAMESPACE = 'po:';
