/**
 * One lazily connected node-redis client per process (and a second, for subscriptions, only once
 * something subscribes). Nothing waits on a Redis that is down: connecting and every command are
 * bounded by `timeoutMs`, commands are never queued while offline, and after a failed connect the
 * next attempt waits a short cool-down instead of piling up sockets.
 */
import { createClient, ErrorReply, type RedisClientType } from 'redis';
import { isStateUnavailable, StateUnavailableError } from './errors';
import { redisLocation, withoutSecrets } from './redis-location';

export interface RedisConnectionOptions {
  url: string;
  /** Connect and per-command timeout (default 1000 ms). */
  timeoutMs?: number;
  /** Operator log; state changes only (down, back up), never the URL's credentials. */
  log?: (line: string) => void;
}

export type RedisClient = RedisClientType;

export interface RedisConnection {
  location: string;
  timeoutMs: number;
  /** The connected command client, or StateUnavailableError within about timeoutMs. */
  client(): Promise<RedisClient>;
  /** The connected subscriber client (a dedicated connection, as Redis requires). */
  subscriber(): Promise<RedisClient>;
  /**
   * Runs `op` on a client from `which`, bounded by timeoutMs. node-redis's own command timeout only
   * covers commands not yet written, so a server that stops answering would hold a reply forever:
   * on timeout the connection is dropped and the next call reconnects.
   */
  run<T>(op: (c: RedisClient) => Promise<T>, which?: 'commands' | 'subscriber'): Promise<T>;
  unavailable(cause: unknown): StateUnavailableError;
  close(): Promise<void>;
}

const COOL_DOWN_MS = 500;
const MAX_RECONNECT_DELAY_MS = 2000;

export function redisConnection({ url, timeoutMs = 1000, log = (l) => console.error(l) }: RedisConnectionOptions): RedisConnection {
  const location = redisLocation(url);
  const describe = (cause: unknown) => withoutSecrets(cause instanceof Error ? cause.message || cause.name : String(cause), url);
  const unavailable = (cause: unknown) =>
    new StateUnavailableError(`Redis (REDIS_URL, ${location}) is unreachable: ${describe(cause)}. Check that it is running and that REDIS_URL is right.`, {
      cause,
    });

  const slot = (role: 'commands' | 'subscriber') => {
    let current: RedisClient | undefined;
    let connecting: Promise<RedisClient> | undefined;
    let failedAt = 0;
    let lastError: unknown;
    let down = false;
    /** Every way an outage shows itself (socket error, failed connect, stalled reply) is logged once, when it starts. */
    const markDown = (err: unknown) => {
      lastError = err;
      if (!down) log(`[state] Redis ${role} connection to ${location} failed: ${describe(err)}; commands fail fast until it answers again.`);
      down = true;
    };

    const open = async (): Promise<RedisClient> => {
      let connectedOnce = false;
      const c: RedisClient = createClient({
        url,
        disableOfflineQueue: true, // fail now rather than queue behind a dead socket
        commandOptions: { timeout: timeoutMs },
        socket: {
          connectTimeout: timeoutMs,
          // The first connect fails fast (the caller is waiting); a live connection that drops retries in the background.
          reconnectStrategy: (retries, cause) => (connectedOnce ? Math.min(100 * 2 ** retries, MAX_RECONNECT_DELAY_MS) : cause),
        },
      });
      c.on('error', markDown);
      c.on('ready', () => {
        if (down) log(`[state] Redis ${role} connection to ${location} is back.`);
        down = false;
        connectedOnce = true;
      });
      let timer: NodeJS.Timeout | undefined;
      try {
        // Bounds the whole handshake (TCP, TLS, AUTH, HELLO), which a stalled server could otherwise hold open.
        await Promise.race([
          c.connect(),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
          }),
        ]);
        return c;
      } catch (err) {
        if (c.isOpen) c.destroy();
        throw err;
      } finally {
        clearTimeout(timer);
      }
    };

    return {
      async get(): Promise<RedisClient> {
        if (current?.isReady) return current;
        if (current?.isOpen) throw unavailable(lastError ?? 'reconnecting'); // reconnecting in the background
        if (connecting) return connecting;
        if (Date.now() - failedAt < COOL_DOWN_MS) throw unavailable(lastError);
        connecting = open()
          .then((c) => (current = c))
          .catch((err) => {
            failedAt = Date.now();
            markDown(err);
            current = undefined;
            throw unavailable(err);
          })
          .finally(() => (connecting = undefined));
        return connecting;
      },
      /** Drops a connection that stopped answering; the next get() reconnects after the cool-down. */
      abandon(c: RedisClient, cause: Error) {
        if (current !== c) return;
        current = undefined;
        failedAt = Date.now();
        markDown(cause);
        if (c.isOpen) c.destroy();
      },
      async close() {
        const c = current;
        current = undefined;
        if (c?.isOpen) c.destroy(); // never waits: a hung server would not answer QUIT either
      },
    };
  };

  const slots = { commands: slot('commands'), subscriber: slot('subscriber') };
  const run = async <T>(op: (c: RedisClient) => Promise<T>, which: 'commands' | 'subscriber' = 'commands'): Promise<T> => {
    const c = await slots[which].get();
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        op(c),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => {
            // The subscriber is kept: node-redis resubscribes it on reconnect; a new one would silently lose every subscription.
            const stalled = new Error(`no answer within ${timeoutMs} ms`);
            if (which === 'commands') slots.commands.abandon(c, stalled);
            reject(stalled);
          }, timeoutMs);
        }),
      ]);
    } catch (err) {
      if (err instanceof ErrorReply || isStateUnavailable(err)) throw err;
      throw unavailable(err);
    } finally {
      clearTimeout(timer);
    }
  };
  return {
    location,
    timeoutMs,
    client: () => slots.commands.get(),
    subscriber: () => slots.subscriber.get(),
    run,
    unavailable,
    close: async () => {
      await Promise.all([slots.commands.close(), slots.subscriber.close()]);
    },
  };
}
