/**
 * The observer's feed: Server-Sent Events, one `exchange` event per recorded exchange, its `id:` the
 * entry's id in the channel's log. It subscribes before it reads the log (so nothing published in
 * between is missed), sends the backlog (the last N for a late joiner, or everything after
 * `Last-Event-ID` for a reconnecting one), then live entries, skipping any id already sent. It ends
 * itself after FEED_MAX_MS (a serverless function's time limit) and when the observer falls too far
 * behind; EventSource reconnects with Last-Event-ID and loses nothing the log still holds.
 */
import 'server-only';
import { type AppConfig, config } from '../config';
import { logThrottled } from '../log';
import { isLogId, type LogEntry, stateStore, type Unsubscribe } from '../state';
import { compareLogIds } from '../state/log-id';
import { channelLog, channelTopic, touchChannel } from './channel';
import type { FeedMessage } from './publish';

export const FEED_MAX_MS = 5 * 60_000;
const KEEP_ALIVE_MS = 15_000;
/** Bytes queued for a slow observer before its stream is ended (it resumes from the log). */
const MAX_QUEUED_BYTES = 4 * 1024 * 1024;
const QUEUE_HWM = 64 * 1024;

export interface FeedOptions {
  /** Resume after this log id (the Last-Event-ID header), if valid. */
  after?: string;
  maxMs?: number;
  signal?: AbortSignal;
  cfg?: AppConfig;
}

const encoder = new TextEncoder();

export function feedStream(channel: string, opts: FeedOptions = {}): ReadableStream<Uint8Array> {
  const cfg = opts.cfg ?? config();
  const after = opts.after && isLogId(opts.after) ? opts.after : undefined;
  let last: string | undefined = after;
  let unsubscribe: Unsubscribe | undefined;
  let closed = false;
  const timers: ReturnType<typeof setTimeout>[] = [];
  let queued = 0;

  return new ReadableStream<Uint8Array>(
    {
      async start(controller) {
        const close = () => {
          if (closed) return;
          closed = true;
          for (const t of timers) clearTimeout(t);
          void unsubscribe?.().catch(() => {});
          try {
            controller.close();
          } catch {
            /* already closed */
          }
        };
        const write = (text: string) => {
          if (closed) return;
          const bytes = encoder.encode(text);
          queued = QUEUE_HWM - (controller.desiredSize ?? 0);
          if (queued > MAX_QUEUED_BYTES) return close();
          controller.enqueue(bytes);
        };
        const send = (entry: LogEntry) => {
          if (last && compareLogIds(entry.id, last) <= 0) return; // already sent (backlog and push overlap)
          last = entry.id;
          write(`id: ${entry.id}\nevent: exchange\ndata: ${entry.value}\n\n`);
        };
        opts.signal?.addEventListener('abort', close, { once: true });
        write('retry: 1000\n: observing\n\n');

        const store = stateStore();
        const pending: LogEntry[] = [];
        let backlogDone = false;
        try {
          unsubscribe = await store.subscribe(channelTopic(channel), (message) => {
            try {
              const m = JSON.parse(message) as FeedMessage;
              const entry = { id: m.id, value: JSON.stringify(m.record) };
              if (backlogDone) send(entry);
              else pending.push(entry);
            } catch {
              /* not ours */
            }
          });
          if (after) {
            for (;;) {
              const page = await store.read(channelLog(channel), { after: last, limit: 100 });
              for (const e of page) send(e);
              if (page.length < 100) break;
            }
          } else {
            for (const e of await store.read(channelLog(channel), { limit: cfg.observe.maxExchanges })) send(e);
          }
          backlogDone = true;
          for (const e of pending) send(e);
          await touchChannel(channel, cfg);
        } catch (err) {
          logThrottled('[observe] an observer feed could not be served:', err instanceof Error ? err.name : 'error');
          write(`event: unavailable\ndata: {}\n\n`);
          return close();
        }
        if (closed) return;
        const ping = () => {
          write(': keep-alive\n\n');
          if (!closed) timers.push(setTimeout(ping, KEEP_ALIVE_MS));
        };
        timers.push(setTimeout(ping, KEEP_ALIVE_MS));
        timers.push(setTimeout(close, opts.maxMs ?? FEED_MAX_MS));
      },
      cancel() {
        closed = true;
        for (const t of timers) clearTimeout(t);
        void unsubscribe?.().catch(() => {});
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: QUEUE_HWM }),
  );
}
