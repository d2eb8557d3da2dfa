/**
 * One node-redis client, connected on first use and replaced when it fails. Commands are never
 * queued while offline; connecting (TCP, TLS, AUTH, HELLO) is bounded; after a failed connect the
 * next attempt waits a short cool-down instead of piling up sockets; an outage is logged once, when
 * it starts, and its end once.
 *
 * A late reply does not drop the connection. Redis answers a connection's commands in order, so
 * while one reply is overdue every later command on it would wait behind it: those fail at once as
 * "slow" instead of queueing. When the overdue reply arrives the connection is used again as it
 * was. Only a connection whose overdue reply has not come for `dropAfterMs` (a hung server) is
 * dropped and replaced.
 */
import { createClient, type RedisClientType } from 'redis';
import type { StateUnavailableError } from './errors';
import { withinReplyTime } from './reply-deadline';

export type RedisClient = RedisClientType;

export interface SlotOptions {
  url: string;
  timeoutMs: number;
  /** How long an overdue reply may stay missing before the connection is taken for dead. */
  dropAfterMs: number;
  /** "commands" or "subscriber", for the log. */
  role: string;
  location: string;
  describe: (cause: unknown) => string;
  unavailable: (cause: unknown) => StateUnavailableError;
  slow: (cause: unknown) => StateUnavailableError;
  log: (line: string) => void;
  /** Called after the connection (re)connects: a restarted server may have lost what it held. */
  onReady?: () => void;
}

const COOL_DOWN_MS = 500;
const MAX_RECONNECT_DELAY_MS = 2000;

export function redisClientSlot({ url, timeoutMs, dropAfterMs, role, location, describe, unavailable, slow, log, onReady }: SlotOptions) {
  let current: RedisClient | undefined;
  let connecting: Promise<RedisClient> | undefined;
  let failedAt = 0;
  let lastError: unknown;
  let down = false;
  /** The command whose reply is overdue on `current`, if one is. */
  let overdue: { client: RedisClient; since: number; cause: Error } | undefined;
  // Every way an outage shows itself (socket error, failed connect, a reply missing for good) lands here.
  const markDown = (err: unknown) => {
    lastError = err;
    if (!down) log(`[state] Redis ${role} connection to ${location} failed: ${describe(err)}; commands fail fast until it answers again.`);
    down = true;
  };

  const open = async (): Promise<RedisClient> => {
    let connectedOnce = false;
    const c: RedisClient = createClient({
      url,
      // Fail now rather than queue behind a dead socket. No command timeout of node-redis's own: its
      // timer would fire while a reply sat unread behind a busy event loop; withinReplyTime bounds commands.
      disableOfflineQueue: true,
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
      onReady?.();
    });
    try {
      await withinReplyTime(c.connect(), timeoutMs);
      return c;
    } catch (err) {
      if (c.isOpen) c.destroy();
      throw err;
    }
  };

  const drop = (c: RedisClient, cause: unknown) => {
    if (current !== c) return;
    current = undefined;
    overdue = undefined;
    failedAt = Date.now();
    markDown(cause);
    if (c.isOpen) c.destroy();
  };

  return {
    /** The connected client, or StateUnavailableError within about timeoutMs. */
    async get(): Promise<RedisClient> {
      if (current?.isReady) {
        if (overdue?.client === current) throw slow(overdue.cause);
        return current;
      }
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
    /**
     * A command's reply missed its deadline: later commands fail fast until it arrives; if it never
     * does within dropAfterMs, the connection is dropped (unless `keep`: the subscriber, which
     * node-redis resubscribes on reconnect, whereas a new one would silently lose every subscription).
     */
    late(c: RedisClient, work: Promise<unknown>, cause: Error, keep = false) {
      if (current !== c || overdue?.client === c) return;
      const mark = { client: c, since: Date.now(), cause };
      if (!keep) overdue = mark;
      const settled = () => {
        if (overdue === mark) overdue = undefined;
      };
      withinReplyTime(work, dropAfterMs).then(settled, (err) => {
        if (err instanceof Error && err.name === 'ReplyDeadlineError') {
          if (!keep) drop(c, new Error(`no reply for ${dropAfterMs} ms`));
        } else settled(); // a late error reply is still a reply: the connection answers
      });
    },
    close() {
      const c = current;
      current = undefined;
      overdue = undefined;
      if (c?.isOpen) c.destroy(); // never waits: a hung server would not answer QUIT either
    },
  };
}
