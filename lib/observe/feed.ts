/**
 * The observer's feed: Server-Sent Events, one `exchange` event per recorded exchange, its `id:` the
 * entry's id in the channel's log. It subscribes before it reads the log (so nothing published in
 * between is missed), sends the backlog (for a late joiner the newest lateJoinEntries that fit
 * lateJoinBytes, for a reconnecting one everything after `Last-Event-ID`), then live entries, skipping
 * any id already sent. It ends itself after FEED_MAX_MS (a serverless function's time limit) and when
 * the observer falls too far behind; EventSource reconnects with Last-Event-ID and loses nothing the
 * log still holds. A `gone` event (FEED_EVENT) is the only end the page does not reconnect after.
 * Its budgets (config.observe): pages of feedPageEntries, at most feedQueueBytes queued per observer.
 */
import 'server-only';
import { type AppConfig, config } from '../config';
import { onShutdown } from '../lifecycle';
import { logThrottled } from '../log';
import { isLogId, type LogEntry, stateStore, type Unsubscribe } from '../state';
import { compareLogIds } from '../state/log-id';
import { withinBytes } from '../state/within-bytes';
import { channelLog, channelTopic, touchChannel } from './channel';
import { FEED_EVENT, type FeedGone } from '../wire/observed';
import { splitFeedMessage } from './publish';

export const FEED_MAX_MS = 5 * 60_000;
const KEEP_ALIVE_MS = 15_000;
/** The stream's own queue: below it, the backlog's next page is read. */
const QUEUE_HWM = 64 * 1024;
/** The reconnect delay EventSource is told to use; the page adds its own backoff when a connection is refused. */
const RETRY_MS = 1000;

/** The event that ends a channel's feed for good (the page stops and says why): one vocabulary for every cause. */
export function goneEvent(reason: FeedGone['reason']): string {
  return `event: ${FEED_EVENT.gone}\ndata: ${JSON.stringify({ reason } satisfies FeedGone)}\n\n`;
}

/**
 * What a server module publishes on a channel's topic to end every live feed of it for good (the
 * store lost the channel, say): each feed sends `gone` with the reason and closes.
 */
export async function announceGone(channel: string, reason: FeedGone['reason']): Promise<void> {
  await stateStore().publish(channelTopic(channel), JSON.stringify({ gone: reason }));
}

function goneIn(message: string): FeedGone['reason'] | undefined {
  if (!message.startsWith('{"gone":')) return undefined;
  try {
    const reason = (JSON.parse(message) as { gone?: unknown }).gone;
    return reason === 'lost' ? 'lost' : 'expired';
  } catch {
    return undefined;
  }
}

/** A whole feed that only says the channel is gone. */
export const goneStream = (reason: FeedGone['reason']) => new Blob([`retry: ${RETRY_MS}\n${goneEvent(reason)}`]).stream();

/**
 * A late joiner's backlog: the newest entries (at most lateJoinEntries) whose values fit lateJoinBytes,
 * the newest always included, and the id the forward read goes on from.
 */
async function lateJoinBacklog(channel: string, cfg: AppConfig): Promise<{ entries: LogEntry[]; cursor: string }> {
  const { lateJoinEntries, lateJoinBytes } = cfg.observe;
  const tail = await stateStore().read(channelLog(channel), { limit: lateJoinEntries });
  // Counted from the newest back: withinBytes keeps the leading entries that fit, the first always.
  return { entries: withinBytes([...tail].reverse(), lateJoinBytes).reverse(), cursor: tail.at(-1)?.id ?? FROM_THE_START };
}

/** Sent ids a feed remembers: more than a channel's log holds by default, so a backlog's overlap with the push is caught. */
const SENT_IDS_KEPT = 1024;

/** Before every id: the start of a log. */
const FROM_THE_START = '0-0';

export interface FeedOptions {
  /** Resume after this log id (the Last-Event-ID header), if valid. */
  after?: string;
  maxMs?: number;
  signal?: AbortSignal;
  cfg?: AppConfig;
}

const encoder = new TextEncoder();

/**
 * The backlog is read a page at a time (feedPageEntries entries, at most that many records' bytes)
 * and each page only once the observer has taken the last: an observer that never reads holds one
 * page, not the channel. Live entries cannot wait (they are pushed), so past feedQueueBytes queued
 * the observer is dropped; EventSource reconnects with Last-Event-ID and resumes from the log.
 */
export function feedStream(channel: string, opts: FeedOptions = {}): ReadableStream<Uint8Array> {
  const cfg = opts.cfg ?? config();
  const { feedPageEntries, feedQueueBytes, maxRecordBytes } = cfg.observe;
  const after = opts.after && isLogId(opts.after) ? opts.after : undefined;
  /** Ids this feed has sent, the newest SENT_IDS_KEPT (insertion order): what it skips when the push repeats the backlog. */
  const sentIds = new Set<string>();
  let unsubscribe: Unsubscribe | undefined;
  let stopWatchingLoss: (() => void) | undefined;
  let closed = false;
  const timers: ReturnType<typeof setTimeout>[] = [];
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let roomMade: (() => void) | undefined;
  let forgetShutdown: (() => void) | undefined;

  const end = () => {
    closed = true;
    forgetShutdown?.();
    for (const t of timers) clearTimeout(t);
    timers.length = 0;
    void unsubscribe?.().catch(() => {});
    stopWatchingLoss?.();
    roomMade?.();
  };
  const close = () => {
    if (closed) return;
    end();
    try {
      controller.close();
    } catch {
      /* already closed */
    }
  };
  const queued = () => QUEUE_HWM - (controller.desiredSize ?? 0);
  /** Resolves once the observer has taken what is queued (or the feed ended). */
  const room = () => (closed || queued() < QUEUE_HWM ? Promise.resolve() : new Promise<void>((r) => (roomMade = r)));
  const write = (text: string) => {
    if (closed) return;
    const bytes = encoder.encode(text);
    if (queued() + bytes.byteLength > feedQueueBytes) return close(); // an observer this far behind is dropped
    controller.enqueue(bytes);
  };
  const send = (entry: LogEntry) => {
    // Already sent (backlog and push overlap), or at or before the resume point. Ids are not compared with the
    // newest sent: instances append to one log and publish independently, so a live entry may arrive after a
    // newer one and must still be sent (the page keeps entries by id, so a rare repeat is harmless).
    if ((after && compareLogIds(entry.id, after) <= 0) || sentIds.has(entry.id)) return;
    sentIds.add(entry.id);
    if (sentIds.size > SENT_IDS_KEPT) sentIds.delete(sentIds.values().next().value as string);
    write(`id: ${entry.id}\nevent: ${FEED_EVENT.exchange}\ndata: ${entry.value}\n\n`);
  };

  const run = async () => {
    const store = stateStore();
    const pending: LogEntry[] = [];
    let pendingBytes = 0;
    let backlogDone = false;
    // A store that lost its data lost this channel too: the observer is told so, not left on a silent "Live".
    stopWatchingLoss = store.onLost(() => {
      write(goneEvent('lost'));
      close();
    });
    try {
      const sub = await store.subscribe(channelTopic(channel), (message) => {
        const gone = goneIn(message);
        if (gone) {
          write(goneEvent(gone));
          return close();
        }
        const entry = splitFeedMessage(message);
        if (!entry || closed) return;
        if (backlogDone) return send(entry);
        pendingBytes += entry.value.length;
        if (pendingBytes > feedQueueBytes) return close();
        pending.push(entry);
      });
      if (closed) return void sub().catch(() => {});
      unsubscribe = sub;
      let cursor = after;
      if (cursor === undefined) {
        const late = await lateJoinBacklog(channel, cfg);
        for (const e of late.entries) send(e);
        cursor = late.cursor;
      }
      for (;;) {
        await room();
        if (closed) return;
        const page = await store.read(channelLog(channel), { after: cursor, limit: feedPageEntries, maxBytes: feedPageEntries * maxRecordBytes });
        if (closed || page.length === 0) break;
        for (const e of page) send(e);
        cursor = page[page.length - 1].id;
      }
      if (closed) return;
      backlogDone = true;
      for (const e of pending.splice(0)) send(e);
      await touchChannel(channel, cfg);
    } catch (err) {
      if (closed) return; // the observer left mid-read: nothing to tell it, nothing to log
      logThrottled('[observe] an observer feed could not be served:', err instanceof Error ? err.name : 'error');
      write(`event: ${FEED_EVENT.unavailable}\ndata: {}\n\n`);
      return close();
    }
    if (closed) return;
    const ping = () => {
      write(': keep-alive\n\n');
      // An open observer keeps its channel (touchChannel renews at most once a minute per instance).
      if (!closed) void touchChannel(channel, cfg).catch(() => {});
      if (!closed) timers.push(setTimeout(ping, KEEP_ALIVE_MS));
    };
    timers.push(setTimeout(ping, KEEP_ALIVE_MS));
  };

  return new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c;
        opts.signal?.addEventListener('abort', close, { once: true });
        write(`retry: ${RETRY_MS}\n: observing\n\n`);
        timers.push(setTimeout(close, opts.maxMs ?? FEED_MAX_MS));
        // A stopping server ends the feed as FEED_MAX_MS does: the observer reconnects, to another instance.
        forgetShutdown = onShutdown(close);
        // Not awaited: pull (the observer taking bytes) only starts once start returns.
        void run();
      },
      pull() {
        const r = roomMade;
        roomMade = undefined;
        r?.();
      },
      cancel() {
        end();
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: QUEUE_HWM }),
  );
}
