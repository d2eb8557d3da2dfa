/**
 * On the in-memory store a laptop runs: ten observers that never read took
 * the process from 534 to 723 MB. Here ten observers join a channel and never read while it is
 * flooded; the process keeps at most the channel's budget plus each observer's queue budget, and each
 * observer that fell that far behind is dropped (EventSource would resume it from the log).
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OBSERVE_BUDGETS, parseConfig } from '../../lib/config';
import { swapInstanceSlot } from '../../lib/instance-slots';
import { channelLog, openChannel } from '../../lib/observe/channel';
import { feedStream } from '../../lib/observe/feed';
import { createMemoryStore, type StateStore } from '../../lib/state';
import { FLOOD_ENV, flood, readExchanges } from './helpers/flood';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const OBSERVERS = 10;
const cfg = parseConfig({ NODE_ENV: 'test', ...FLOOD_ENV });
const CHANNEL_BUDGET = cfg.observe.maxChannelBytes;
const QUEUE_BUDGET = OBSERVE_BUDGETS.feedQueueBytes;
/** The channel's log, each observer's queue (plus the one record that tipped it over), and 16 MiB of slack (the engine, pools). */
const PROCESS_BUDGET = CHANNEL_BUDGET + OBSERVERS * (QUEUE_BUDGET + OBSERVE_BUDGETS.maxRecordBytes) + 16 * 1024 * 1024;

let previous: StateStore | undefined;
const memory = createMemoryStore();
/** Subscriptions made so far, and a wait for a number of them: a feed subscribes before it reads the log. */
let subscriptions = 0;
const onSubscribed = new Set<() => void>();
const store: StateStore = {
  ...memory,
  async subscribe(channel, onMessage) {
    const unsubscribe = await memory.subscribe(channel, onMessage);
    subscriptions += 1;
    for (const w of onSubscribed) w();
    return unsubscribe;
  },
};
const subscribed = (n: number) =>
  new Promise<void>((resolve) => {
    const check = () => {
      if (subscriptions < n) return;
      onSubscribed.delete(check);
      resolve();
    };
    onSubscribed.add(check);
    check();
  });
beforeAll(() => {
  previous = swapInstanceSlot<StateStore>('state-store', store);
});
afterAll(() => {
  swapInstanceSlot('state-store', previous);
});

const used = () => {
  const m = process.memoryUsage();
  return m.heapUsed + m.external;
};

describe('observers that never read', () => {
  it(`${OBSERVERS} of them on a flooded channel: the process stays within ${(PROCESS_BUDGET / 2 ** 20).toFixed(0)} MiB, and each is dropped at its queue budget`, async () => {
    const channel = await openChannel(cfg);
    gc();
    const before = used();
    const already = subscriptions;
    const observers = Array.from({ length: OBSERVERS }, () => feedStream(channel, { cfg }));
    await subscribed(already + OBSERVERS); // every observer is live before the flood starts
    await flood(channel, async () => (await store.read(channelLog(channel), { limit: 1 }))[0]?.id.length ?? 0, cfg);
    for (let i = 0; i < 3; i++) {
      await new Promise((r) => setTimeout(r, 20));
      gc();
    }
    const grown = used() - before;
    console.log(`[attack] ${OBSERVERS} observers that never read, after the flood: +${(grown / 2 ** 20).toFixed(1)} MiB (heap + buffers, after GC)`);
    expect(grown).toBeLessThanOrEqual(PROCESS_BUDGET);
    for (const o of observers) {
      const seen = await readExchanges(o, Number.POSITIVE_INFINITY);
      expect(seen.ended).toBe(true);
      expect(seen.bytes).toBeLessThanOrEqual(QUEUE_BUDGET + OBSERVE_BUDGETS.maxRecordBytes);
    }
  }, 120_000);
});
