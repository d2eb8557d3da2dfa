/**
 * The process's Redis: one command connection; only once something subscribes, a dedicated
 * subscriber connection (as Redis requires); and only once a log is read, a connection for those
 * reads (an observer's backlog: the largest replies), so one that stalls past the timeout is dropped
 * alone and every other command (a used code, a rate limit, /api/health) carries on. Every operation is bounded by `timeoutMs` and fails as
 * StateUnavailableError naming REDIS_URL, never its password.
 */
import { ErrorReply } from 'redis';
import { bounded } from './bounded';
import { isStateUnavailable, StateUnavailableError } from './errors';
import { type RedisClient, redisClientSlot } from './redis-client-slot';
import { redisLocation, withoutSecrets } from './redis-location';

export type { RedisClient };

export interface RedisConnectionOptions {
  url: string;
  /** Connect and per-operation timeout (default 1000 ms). */
  timeoutMs?: number;
  /** Operator log; outages and recoveries only, never the URL's credentials. */
  log?: (line: string) => void;
}

type Which = 'commands' | 'subscriber' | 'reads';

export interface RedisConnection {
  /**
   * Runs `op` on the command (or subscriber) connection, bounded by timeoutMs. node-redis's own
   * command timeout only covers commands not yet written, so a server that stops answering would
   * hold a reply forever: on timeout the command connection is dropped and the next call reconnects.
   */
  run<T>(op: (c: RedisClient) => Promise<T>, which?: Which): Promise<T>;
  unavailable(cause: unknown): StateUnavailableError;
  close(): Promise<void>;
}

export function redisConnection({ url, timeoutMs = 1000, log = (l) => console.error(l) }: RedisConnectionOptions): RedisConnection {
  const location = redisLocation(url);
  const describe = (cause: unknown) => withoutSecrets(cause instanceof Error ? cause.message || cause.name : String(cause), url);
  const unavailable = (cause: unknown) =>
    new StateUnavailableError(`Redis (REDIS_URL, ${location}) is unreachable: ${describe(cause)}. Check that it is running and that REDIS_URL is right.`, {
      cause,
    });
  const slot = (role: string) => redisClientSlot({ url, timeoutMs, role, location, describe, unavailable, log });
  const slots = { commands: slot('commands'), subscriber: slot('subscriber'), reads: slot('log reads') };

  return {
    async run(op, which = 'commands') {
      const c = await slots[which].get();
      try {
        // The subscriber is never dropped: node-redis resubscribes it on reconnect; a new one would silently lose every subscription.
        return await bounded(op(c), timeoutMs, (stalled) => which !== 'subscriber' && slots[which].abandon(c, stalled));
      } catch (err) {
        if (err instanceof ErrorReply || isStateUnavailable(err)) throw err;
        throw unavailable(err);
      }
    },
    unavailable,
    async close() {
      slots.commands.close();
      slots.subscriber.close();
      slots.reads.close();
    },
  };
}
