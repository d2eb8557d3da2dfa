/**
 * A wire tap: a transcript store and the recording fetch that feeds it, plus the two questions every
 * page asks of it: "has everything I started finished reading?" (settle) and "what did this click
 * send?" (entries since a mark). One of these per page part; components only render its snapshot.
 */
import { publishExchange } from './page-wire';
import { createRecordingFetch, createTranscriptStore, type FetchLike, type TranscriptEntry, type TranscriptStore } from '../wire';

/** A recording fetch that can wait until every exchange it started so far has finished reading. */
export type TapFetch = FetchLike & { settle: () => Promise<void> };

export interface Tap {
  store: TranscriptStore;
  fetch: TapFetch;
  /** Resolves when every exchange started before the call has ended (body read, stream closed or failed). */
  settle: () => Promise<void>;
  /** A point in the transcript; `since(mark)` is what came after it. */
  mark: () => number;
  since: (mark: number) => TranscriptEntry[];
  seqsSince: (mark: number) => number[];
  /** The newest exchange's entry, if any. */
  last: () => TranscriptEntry | undefined;
  clear: () => void;
}

export interface TapOptions {
  /** The network underneath (tests pass a fake); the global fetch by default. */
  fetch?: FetchLike;
  /** Publish each ended exchange on the page's wire (page-wire.ts), where exercises look. Off for taps that run on their own. */
  broadcast?: boolean;
}

export function createTap(opts: TapOptions = {}): Tap {
  const store = createTranscriptStore();
  // Tracked here rather than read from the store: the store's cap may drop an entry still in flight.
  const open = new Set<number>();
  const waiters = new Set<() => void>();
  let lastSeq = 0;
  const recording = createRecordingFetch(
    (event) => {
      if (event.type === 'request') {
        lastSeq = event.exchange.seq;
        open.add(lastSeq);
      }
      if (event.type === 'end' || event.type === 'failure') open.delete(event.seq);
      store.record(event);
      if (opts.broadcast !== false && (event.type === 'end' || event.type === 'failure')) {
        const ended = store.getSnapshot().entries.find((e) => e.exchange.seq === event.seq);
        if (ended) publishExchange(ended.exchange);
      }
      for (const w of waiters) w();
    },
    opts.fetch ? { fetch: opts.fetch } : {},
  );

  const settle = () => {
    const pending = new Set(open);
    const done = () => [...pending].every((seq) => !open.has(seq));
    if (done()) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const check = () => {
        if (!done()) return;
        waiters.delete(check);
        resolve();
      };
      waiters.add(check);
    });
  };
  const since = (mark: number) => store.getSnapshot().entries.filter((e) => e.exchange.seq > mark);

  return {
    store,
    fetch: Object.assign(recording, { settle }),
    settle,
    mark: () => lastSeq,
    since,
    seqsSince: (mark) => since(mark).map((e) => e.exchange.seq),
    last: () => store.getSnapshot().entries.at(-1),
    clear: () => store.clear(),
  };
}
