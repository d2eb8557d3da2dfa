/**
 * Against a real Redis: a channel's log was bounded by count, not bytes.
 * 200 requests with a 64 KiB `\x01` body and a 12 KB header took Redis from 1.5 MB to 93 MB; a late
 * observer then read the whole log in one command, which outlasted the timeout and dropped the
 * instance's shared connection (health said unreachable, the issuer answered 503). Here the same flood
 * goes through the channel's recorder into Redis; the channel must stay within its byte budget, a late
 * observer must read all of it while the instance's other operations, issued during each of its reads,
 * succeed; and a log read that never gets an answer (a proxy stalls it) must leave the instance's other
 * operations answering. Nothing here races a clock: the reads and the operations are ordered by events,
 * and the only deadlines are the store's own (at least the app's 1 s).
 */
import { randomUUID } from 'node:crypto';
import { type AddressInfo, connect, createServer, type Socket } from 'node:net';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../lib/config';
import { swapInstanceSlot } from '../../lib/instance-slots';
import { channelLog, openChannel } from '../../lib/observe/channel';
import { feedStream } from '../../lib/observe/feed';
import type { StateStore } from '../../lib/state';
import { createRedisStore } from '../../lib/state/redis-store';
import { type RunningRedis, startRedis } from '../helpers/redis';
import { FLOOD_ENV, FLOOD_REQUESTS, flood, readExchanges } from './helpers/flood';

const cfg = parseConfig({ NODE_ENV: 'test', ...FLOOD_ENV });
/** What Redis may hold of a channel (half of OBSERVE_MAX_CHANNEL_BYTES, its V8 budget), plus what it spends on a stream's own structure. */
const CHANNEL_BUDGET = cfg.observe.maxChannelBytes / 2;
const REDIS_OVERHEAD = 0.1;
/** The app's own per-operation timeout: the stalled read must outlast it, and nothing else may. */
const TIMEOUT_MS = 1000;
/** The flooder's and the late observer's instances: patient, so a loaded test machine cannot fail the flood or the read. */
const PATIENT_MS = 5000;

let previous: StateStore | undefined;
let redis: RunningRedis;
let store: StateStore;
let flooder: StateStore;
let raw: ReturnType<typeof createClient>;

beforeAll(async () => {
  redis = await startRedis();
  // The instance the client floods, and the one a late observer joins.
  flooder = createRedisStore({ url: redis.url, timeoutMs: PATIENT_MS, log: () => {} });
  store = createRedisStore({ url: redis.url, timeoutMs: PATIENT_MS, log: () => {} });
  // The process's store is this Redis for the channel code under test (restored after).
  previous = swapInstanceSlot<StateStore>('state-store', flooder);
  raw = createClient({ url: redis.url });
  await raw.connect();
});
afterAll(async () => {
  swapInstanceSlot('state-store', previous);
  raw?.destroy();
  await store?.close();
  await flooder?.close();
  await redis?.stop();
});

/** How many entries a stream was ever given (XINFO STREAM's entries-added: trimmed ones count too). */
async function entriesAdded(key: string): Promise<number> {
  const info = (await raw.sendCommand(['XINFO', 'STREAM', key]).catch(() => [])) as unknown[];
  const at = info.indexOf('entries-added');
  return at < 0 ? 0 : Number(info[at + 1]);
}

const usedMemory = async () => Number(/used_memory:(\d+)/.exec(await raw.info('memory'))?.[1]);

describe('a flooded channel in Redis', () => {
  it(`${FLOOD_REQUESTS} requests of a 64 KiB \\x01 body and a 12 KB header: the channel stays within ${CHANNEL_BUDGET / 2 ** 20} MiB, and an observer resuming from its start reads it all without breaking the shared connection`, async () => {
    const before = await usedMemory();
    const channel = await openChannel(cfg);
    const logKey = `po:log:${channelLog(channel)}`;
    await flood(channel, () => entriesAdded(logKey), cfg);
    const published = await entriesAdded(logKey);
    const logKeys = (await raw.keys(`po:log*:${channelLog(channel)}`)).sort();
    expect(logKeys).toContain(`po:log:${channelLog(channel)}`);
    let channelBytes = 0;
    for (const k of logKeys) channelBytes += (await raw.memoryUsage(k, { SAMPLES: 0 })) ?? 0;
    const grown = (await usedMemory()) - before;
    const entries = await raw.xLen(`po:log:${channelLog(channel)}`);
    console.log(
      `[attack] Redis after the flood of ${published}: channel ${(channelBytes / 2 ** 20).toFixed(1)} MiB in ${entries} entries (used_memory +${(grown / 2 ** 20).toFixed(1)} MiB)`,
    );
    expect(published).toBeGreaterThan(FLOOD_REQUESTS / 2);
    expect(entries).toBeGreaterThan(0);
    expect(channelBytes).toBeLessThanOrEqual(CHANNEL_BUDGET * (1 + REDIS_OVERHEAD));

    // An observer resuming from the log's start reads all of it; with each of its log reads in flight, its
    // instance does one round of what else it asks of Redis (health, a write, a read back), all of which must succeed.
    const troubles: string[] = [];
    const rounds: Promise<void>[] = [];
    const otherOperations = async () => {
      const key = `other:${randomUUID()}`;
      try {
        if (!(await store.health()).reachable) troubles.push('health: unreachable');
        await store.set(key, 'v', 60_000);
        if ((await store.get(key)) !== 'v') troubles.push('get: lost a value');
      } catch (err) {
        troubles.push(err instanceof Error ? err.message : String(err));
      }
    };
    const observing: StateStore = {
      ...store,
      read(key, options) {
        const reading = store.read(key, options);
        rounds.push(otherOperations()); // issued now, before this read's reply can have been handled
        return reading;
      },
    };
    swapInstanceSlot('state-store', observing);
    const ac = new AbortController();
    const t0 = performance.now();
    const feed = await readExchanges(feedStream(channel, { after: '0-0', signal: ac.signal, cfg }), entries);
    const readMs = performance.now() - t0;
    ac.abort();
    await Promise.all(rounds);
    console.log(
      `[attack] resuming observer: ${feed.exchanges} exchanges (${(feed.bytes / 2 ** 20).toFixed(1)} MiB) in ${readMs.toFixed(0)} ms over ${rounds.length} log reads, each with other operations in flight; ${troubles.length} failed`,
    );
    expect(feed.exchanges).toBe(entries);
    // Pages of feedPageEntries: a log of more entries than one page takes several reads, each with its round.
    expect(rounds.length).toBeGreaterThanOrEqual(Math.ceil(entries / cfg.observe.feedPageEntries));
    expect(troubles).toEqual([]);
  }, 120_000);

  it('a log read that gets no answer is slow on its own connection only: health and other commands go on at once', async () => {
    // A proxy that hangs any connection once it carries a log read: a slow read, made certain.
    const proxy = await stallReadsProxy(redis.port);
    const lines: string[] = [];
    const instance = createRedisStore({ url: `redis://127.0.0.1:${proxy.port}`, timeoutMs: TIMEOUT_MS, log: (l) => lines.push(l) });
    try {
      expect((await instance.health()).reachable).toBe(true);
      await expect(instance.read(`slow:${randomUUID()}`, { after: '0-0', limit: 1 })).rejects.toThrow(/is slow/);
      expect((await instance.health()).reachable).toBe(true);
      await instance.set('after-the-slow-read', 'v', 60_000);
      expect(await instance.get('after-the-slow-read')).toBe('v');
      expect(lines.filter((l) => l.includes('commands connection'))).toEqual([]);
    } finally {
      await instance.close();
      proxy.close();
    }
  });
});

/** A TCP proxy to Redis that stops passing bytes, both ways, on a connection that sent XRANGE or XREVRANGE. */
function stallReadsProxy(redisPort: number): Promise<{ port: number; close: () => void }> {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(redisPort, '127.0.0.1');
    for (const s of [client, upstream]) sockets.add(s);
    let stalled = false;
    client.on('data', (d) => {
      if (d.includes('XRANGE') || d.includes('XREVRANGE')) stalled = true;
      if (!stalled) upstream.write(d);
    });
    upstream.on('data', (d) => {
      if (!stalled) client.write(d);
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    for (const s of [client, upstream]) {
      s.on('error', end);
      s.on('close', end);
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: (server.address() as AddressInfo).port,
        close: () => {
          for (const s of sockets) s.destroy();
          server.close();
        },
      }),
    ),
  );
}
