/** Observation channels from a test: open one (as /observe does) and read its feed as an observer would. */
import { createParser } from 'eventsource-parser';
import type { ObservedRecord } from '../../lib/wire/observed';

export async function openChannel(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/observe`, { redirect: 'manual' });
  if (res.status !== 303) throw new Error(`/observe answered ${res.status}: ${await res.text()}`);
  const id = /^\/observe\/([A-Za-z0-9_-]+)$/.exec(res.headers.get('location') ?? '')?.[1];
  if (!id) throw new Error(`unexpected Location ${res.headers.get('location')}`);
  return id;
}

export interface FeedEntry {
  id: string;
  record: ObservedRecord;
}

export interface FeedReader {
  entries: FeedEntry[];
  /** Resolves when `predicate` holds over the entries read so far (or rejects after `ms`). */
  until(predicate: (entries: FeedEntry[]) => boolean, ms?: number): Promise<FeedEntry[]>;
  /** Everything the stream carried, raw (to look for secrets). */
  raw(): string;
  close(): void;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
}

/** Connects to the channel's feed; `lastEventId` resumes as EventSource would after a reconnect. */
export async function readFeed(baseUrl: string, channel: string, lastEventId?: string): Promise<FeedReader> {
  const ac = new AbortController();
  const res = await fetch(`${baseUrl}/observe/${channel}/events`, {
    headers: { accept: 'text/event-stream', ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
    signal: ac.signal,
  });
  if (res.status !== 200 || !res.body) throw new Error(`feed answered ${res.status}`);
  const entries: FeedEntry[] = [];
  let raw = '';
  const waiters = new Set<() => void>();
  const parser = createParser({
    onEvent: (e) => {
      if (e.event !== 'exchange' || !e.id) return;
      entries.push({ id: e.id, record: JSON.parse(e.data) as ObservedRecord });
      for (const w of waiters) w();
    },
  });
  const decoder = new TextDecoder();
  const ended = (async () => {
    const reader = res.body!.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        const text = decoder.decode(value, { stream: true });
        raw += text;
        parser.feed(text);
      }
    } catch {
      /* closed by us */
    }
  })();
  return {
    entries,
    raw: () => raw,
    ended,
    close: () => ac.abort(),
    until(predicate, ms = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (predicate(entries)) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(entries);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`feed condition not met in ${ms} ms; saw:\n${entries.map((e) => describe(e)).join('\n')}`));
        }, ms);
        waiters.add(check);
        check();
      });
    },
  };
}

const pathOf = (url: string) => new URL(url).pathname;

export function describe(e: FeedEntry): string {
  const x = e.record.exchange;
  let method = '';
  try {
    method = (JSON.parse(x.request.body ?? '') as { method?: string }).method ?? '';
  } catch {
    /* not JSON-RPC */
  }
  return `${x.request.method} ${pathOf(x.request.url)} ${x.response?.status ?? '-'}${method ? ` ${method}` : ''}`;
}

/** The JSON-RPC method of a recorded request, if it carried one. */
export function rpcMethod(e: FeedEntry): string | undefined {
  try {
    return (JSON.parse(e.record.exchange.request.body ?? '') as { method?: string }).method;
  } catch {
    return undefined;
  }
}
