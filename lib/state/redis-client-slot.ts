/**
 * One node-redis client, connected on first use and replaced when it fails. Commands are never
 * queued while offline; connecting (TCP, TLS, AUTH, HELLO) is bounded; after a failed connect the
 * next attempt waits a short cool-down instead of piling up sockets; an outage is logged once, when
 * it starts, and its end once.
 */
import { createClient, type RedisClientType } from 'redis';
import { bounded } from './bounded';
import type { StateUnavailableError } from './errors';

export type RedisClient = RedisClientType;

export interface SlotOptions {
  url: string;
  timeoutMs: number;
  /** "commands" or "subscriber", for the log. */
  role: string;
  location: string;
  describe: (cause: unknown) => string;
  unavailable: (cause: unknown) => StateUnavailableError;
  log: (line: string) => void;
}

const COOL_DOWN_MS = 500;
const MAX_RECONNECT_DELAY_MS = 2000;

export function redisClientSlot({ url, timeoutMs, role, location, describe, unavailable, log }: SlotOptions) {
  let current: RedisClient | undefined;
  let connecting: Promise<RedisClient> | undefined;
  let failedAt = 0;
  let lastError: unknown;
  let down = false;
  // Every way an outage shows itself (socket error, failed connect, stalled reply) lands here.
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
        // The first connect fails fast (a caller is waiting); a live connection that drops retries in the background.
        reconnectStrategy: (retries, cause) => (connectedOnce ? Math.min(100 * 2 ** retries, MAX_RECONNECT_DELAY_MS) : cause),
      },
    });
    c.on('error', markDown);
    c.on('ready', () => {
      if (down) log(`[state] Redis ${role} connection to ${location} is back.`);
      down = false;
      connectedOnce = true;
    });
    try {
      await bounded(c.connect(), timeoutMs);
      return c;
    } catch (err) {
      if (c.isOpen) c.destroy();
      throw err;
    }
  };

  return {
    /** The connected client, or StateUnavailableError within about timeoutMs. */
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
    close() {
      const c = current;
      current = undefined;
      if (c?.isOpen) c.destroy(); // never waits: a hung server would not answer QUIT either
    },
  };
}
