/**
 * The process's Redis: one command connection; only once something subscribes, a dedicated
 * subscriber connection (as Redis requires); and only once a log is read, a connection for those
 * reads (an observer's backlog: the largest replies), so a slow one holds up only those reads and
 * every other command (a used code, a rate limit, /api/health) carries on. Every operation is bounded
 * by `timeoutMs` of the store's time (reply-deadline.ts: a stalled event loop does not count) and
 * fails as StateUnavailableError naming REDIS_URL, never its password, with what happened: the
 * store unreachable, slow (no reply in time), or full (Redis answered OOM).
 */
import { ErrorReply } from 'redis';
import { isStateUnavailable, StateUnavailableError } from './errors';
import { type RedisClient, redisClientSlot } from './redis-client-slot';
import { redisLocation, withoutSecrets } from './redis-location';
import { ReplyDeadlineError, withinReplyTime } from './reply-deadline';

export type { RedisClient };

export interface RedisConnectionOptions {
  url: string;
  /** Connect and per-operation timeout (default 1000 ms), in the store's time, not the event loop's. */
  timeoutMs?: number;
  /** How long an overdue reply may stay missing before its connection is replaced (default 10 × timeoutMs). */
  dropAfterMs?: number;
  /** Operator log; outages and recoveries only, never the URL's credentials. */
  log?: (line: string) => void;
}

type Which = 'commands' | 'subscriber' | 'reads';

export interface RedisConnection {
  /** Runs `op` on the command (or subscriber, or log-read) connection, bounded by timeoutMs. */
  run<T>(op: (c: RedisClient) => Promise<T>, which?: Which): Promise<T>;
  unavailable(cause: unknown): StateUnavailableError;
  /** Called after the command connection (re)connects. */
  onReady(listener: () => void): void;
  close(): Promise<void>;
}

/** Redis's refusal under maxmemory with noeviction (or nothing left to evict). */
export function isOutOfMemory(err: unknown): boolean {
  return err instanceof ErrorReply && err.message.startsWith('OOM');
}

export function redisConnection({
  url,
  timeoutMs = 1000,
  dropAfterMs = timeoutMs * 10,
  log = (l) => console.error(l),
}: RedisConnectionOptions): RedisConnection {
  const location = redisLocation(url);
  const describe = (cause: unknown) => withoutSecrets(cause instanceof Error ? cause.message || cause.name : String(cause), url);
  const slow = (cause: unknown) =>
    new StateUnavailableError(`Redis (REDIS_URL, ${location}) is slow: ${describe(cause)}. It is reachable; it is busy or paused.`, { cause, reason: 'slow' });
  const full = (cause: unknown) =>
    new StateUnavailableError(`Redis (REDIS_URL, ${location}) is full: ${describe(cause)}. Raise its maxmemory or free space; see docs/deploy.md.`, {
      cause,
      reason: 'full',
    });
  // Whatever failed, said as what it is: an OOM reply is a full store, not an unreachable one.
  const unavailable = (cause: unknown) =>
    isOutOfMemory(cause)
      ? full(cause)
      : new StateUnavailableError(`Redis (REDIS_URL, ${location}) is unreachable: ${describe(cause)}. Check that it is running and that REDIS_URL is right.`, {
          cause,
        });
  const readyListeners: (() => void)[] = [];
  const slot = (role: string, onReady?: () => void) =>
    redisClientSlot({ url, timeoutMs, dropAfterMs, role, location, describe, unavailable, slow, log, onReady });
  const slots = {
    commands: slot('commands', () => {
      for (const listener of readyListeners) listener();
    }),
    subscriber: slot('subscriber'),
    reads: slot('log reads'),
  };

  return {
    async run(op, which = 'commands') {
      const c = await slots[which].get();
      const work = op(c);
      try {
        return await withinReplyTime(work, timeoutMs);
      } catch (err) {
        if (err instanceof ReplyDeadlineError) {
          slots[which].late(c, work, err, which === 'subscriber');
          throw slow(err);
        }
        if (isOutOfMemory(err)) throw full(err);
        if (err instanceof ErrorReply || isStateUnavailable(err)) throw err;
        throw unavailable(err);
      }
    },
    unavailable,
    onReady(listener) {
      readyListeners.push(listener);
    },
    async close() {
      for (const slot of Object.values(slots)) slot.close();
    },
  };
}
