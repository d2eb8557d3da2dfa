/**
 * A channel's feed and backlog under a hostile participant, in process on the memory store:
 * requests for channels that do not exist must not spend anyone's feed budget (they once emptied the
 * shared bucket and killed every projector's reconnect); a reconnect carrying Last-Event-ID is not a
 * new observer; a late joiner gets the last page, not the whole log; a channel's log stays within its
 * byte budget as V8 holds it; and one participant's flood cannot push the others out of the backlog.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../lib/config';
import { swapInstanceSlot } from '../../lib/instance-slots';
import { channelLog, newChannelId, openChannel } from '../../lib/observe/channel';
import { announceGone, feedStream } from '../../lib/observe/feed';
import { channelTopic } from '../../lib/observe/channel';
import { feedMessage } from '../../lib/observe/publish';
import { feedResponse } from '../../lib/observe/feed-response';
import { publishExchange } from '../../lib/observe/publish';
import { createMemoryStore, type StateStore, type StoreLoss } from '../../lib/state';
import type { ObservedRecord } from '../../lib/wire/observed';
import { readExchanges } from './helpers/flood';

let previous: StateStore | undefined;
const store = createMemoryStore();
beforeAll(() => {
  previous = swapInstanceSlot<StateStore>('state-store', store);
});
afterAll(() => {
  swapInstanceSlot('state-store', previous);
});

const cfg = parseConfig({ NODE_ENV: 'test', MCP_PUBLIC_ORIGIN: 'http://localhost', RATE_LIMIT_OBSERVE_FEED: '3', OBSERVE_MAX_EXCHANGES: '50' });

function feedRequest(channel: string, lastEventId?: string): { req: Request; stop: () => void } {
  const ac = new AbortController();
  const headers: Record<string, string> = { host: 'localhost', accept: 'text/event-stream', ...(lastEventId ? { 'last-event-id': lastEventId } : {}) };
  return { req: new Request(`http://localhost/observe/${channel}/events`, { headers, signal: ac.signal }), stop: () => ac.abort() };
}

/** One observer connecting: the status, and the text of a refusal (a stream is closed unread). */
async function connect(channel: string, lastEventId?: string): Promise<{ status: number; text: string }> {
  const { req, stop } = feedRequest(channel, lastEventId);
  const res = await feedResponse(req, channel, cfg);
  const text = res.status === 200 ? '' : await res.text();
  stop();
  await res.body?.cancel().catch(() => {});
  return { status: res.status, text };
}

const record = (body: string): ObservedRecord => ({
  exchange: { seq: 0, startedAt: Date.now(), request: { method: 'POST', url: 'http://localhost/o/x/api/mcp', headers: [], body }, endedAtMs: 0 },
});

describe('the feed budget', () => {
  it('240 requests for channels that do not exist cost nothing: each is told `gone`, and the real channel still opens', async () => {
    const channel = await openChannel(cfg);
    for (let i = 0; i < 240; i++) {
      const { req } = feedRequest(newChannelId());
      const res = await feedResponse(req, newChannelId(), cfg);
      expect(res.status).toBe(200);
      if (i === 0) expect(await res.text()).toMatch(/event: gone\ndata: \{"reason":"expired"\}/);
      else await res.body?.cancel();
    }
    expect((await connect(channel)).status).toBe(200);
  });

  it('new observers are counted per client and refused with a reason; a reconnect with Last-Event-ID is not counted', async () => {
    const channel = await openChannel(cfg);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await connect(channel)).status);
    expect(statuses.at(-1)).toBe(429);
    const refused = await connect(channel);
    expect(refused.text).toMatch(/from your address .*retries by itself/);
    for (let i = 0; i < 5; i++) expect((await connect(channel, '1-0')).status).toBe(200);
  });
});

describe('the backlog', () => {
  it('a late joiner gets the newest page (at most the late-join budget and one record), not the whole log', async () => {
    const channel = await openChannel(cfg);
    // 70 entries of 100 KB written straight to the log: 7 MB that a late joiner once received whole.
    for (let i = 0; i < 70; i++) await store.append(channelLog(channel), `"${String(i).padStart(3, '0')}${'x'.repeat(100_000)}"`, { maxLen: 200 });
    const seen = await readExchanges(feedStream(channel, { cfg, maxMs: 1_500 }), Number.POSITIVE_INFINITY);
    expect(seen.bytes).toBeLessThanOrEqual(cfg.observe.lateJoinBytes + cfg.observe.maxRecordBytes);
    expect(seen.exchanges).toBeGreaterThan(0);
  });

  it('a channel keeps at most its byte budget as V8 holds it (two bytes a code unit), 2 MiB by default', async () => {
    expect(parseConfig({ NODE_ENV: 'test' }).observe.maxChannelBytes).toBeLessThanOrEqual(2 * 1024 * 1024);
    const channel = await openChannel(cfg);
    // 60 participants' 100 KB bodies of non-ASCII text (three UTF-8 bytes, one code unit each).
    for (let i = 0; i < 60; i++) await publishExchange(channel, record('é'.repeat(50_000)), `ip:10.0.0.${i}`, cfg);
    const log = await store.read(channelLog(channel), { limit: 1000 });
    const heldInV8 = log.reduce((n, e) => n + e.value.length * 2, 0);
    const heldInRedis = log.reduce((n, e) => n + Buffer.byteLength(e.value, 'utf8'), 0);
    expect(log.length).toBeGreaterThan(1);
    expect(heldInV8).toBeLessThanOrEqual(cfg.observe.maxChannelBytes);
    expect(heldInRedis).toBeLessThanOrEqual(cfg.observe.maxChannelBytes);
  });

  it("one participant's 250 requests at once do not push another's exchange out of the backlog (200 entries by default)", async () => {
    const defaults = parseConfig({ NODE_ENV: 'test', MCP_PUBLIC_ORIGIN: 'http://localhost' });
    const channel = await openChannel(defaults);
    await publishExchange(channel, record('{"jsonrpc":"2.0","id":1,"method":"tools/list"}'), 'ip:198.51.100.1', defaults);
    for (let i = 0; i < 250; i++) await publishExchange(channel, record(`{"jsonrpc":"2.0","id":${i},"method":"flood"}`), 'ip:203.0.113.66', defaults);
    const log = await store.read(channelLog(channel), { limit: 1000 });
    expect(log.some((e) => e.value.includes('tools/list'))).toBe(true);
    expect(log.filter((e) => e.value.includes('flood')).length).toBeLessThan(defaults.observe.maxExchanges);
  });
});

describe('the end of a feed', () => {
  it('a live observer is told `gone` with the reason when a server module announces it, and its feed ends', async () => {
    const channel = await openChannel(cfg);
    const stream = feedStream(channel, { cfg, maxMs: 20_000 });
    const reader = stream.getReader();
    const decoder = new TextDecoder();
    let text = decoder.decode((await reader.read()).value);
    // Subscribed once the backlog (empty) is read: announce until the feed ends.
    const until = Date.now() + 10_000;
    let ended = false;
    const pump = (async () => {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) {
          ended = true;
          return;
        }
        text += decoder.decode(value);
      }
    })();
    while (!ended && Date.now() < until) {
      await announceGone(channel, 'lost');
      await new Promise((r) => setTimeout(r, 20));
    }
    await pump;
    expect(text).toContain('event: gone\ndata: {"reason":"lost"}');
  });

  it('a live observer is told `gone` ("lost") when the shared store reports it lost its data, and its feed ends', async () => {
    const channel = await openChannel(cfg);
    // The memory store never loses data; this one reports a loss when the test says so.
    const losses = new Set<(loss: StoreLoss) => void>();
    const onLost = (listener: (loss: StoreLoss) => void) => {
      losses.add(listener);
      return () => losses.delete(listener);
    };
    const losing: StateStore = { ...store, onLost };
    swapInstanceSlot<StateStore>('state-store', losing);
    try {
      const stream = feedStream(channel, { cfg, maxMs: 20_000 });
      const reader = stream.getReader();
      const decoder = new TextDecoder();
      let text = decoder.decode((await reader.read()).value);
      const until = Date.now() + 10_000;
      while (losses.size === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
      for (const listener of losses) listener({ before: 'e1', after: 'e2', at: new Date().toISOString() });
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        text += decoder.decode(value);
      }
      expect(text).toContain('event: gone\ndata: {"reason":"lost"}');
      expect(losses.size).toBe(0); // the ended feed stopped listening
    } finally {
      swapInstanceSlot<StateStore>('state-store', store);
    }
  });
});

describe('a feed served by two instances', () => {
  it('a live entry published after a newer one (another instance appended it first) still reaches the observer', async () => {
    const channel = await openChannel(cfg);
    const reader = feedStream(channel, { cfg, maxMs: 20_000 }).getReader();
    const decoder = new TextDecoder();
    let text = '';
    const pump = (async () => {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        text += decoder.decode(value);
      }
    })();
    const base = Date.now();
    const live = (ms: number, seq = 0) => store.publish(channelTopic(channel), feedMessage(`${ms}-${seq}`, JSON.stringify(record(`{"n":${ms}}`))));
    // Live once a probe shows (the feed subscribes, then reads the empty backlog): a probe sent before the
    // subscription is lost, so a new one goes every 200 ms until one arrives (10 s at most, on a loaded machine).
    for (let poll = 0; !text.includes(`id: ${base}-`) && poll < 500; poll++) {
      if (poll % 10 === 0) await live(base, poll / 10);
      await new Promise((r) => setTimeout(r, 20));
    }
    await live(base + 2); // instance B's entry, appended second, published first
    await live(base + 1); // instance A's, appended first, published second
    for (let poll = 0; !text.includes(`id: ${base + 1}-0`) && poll < 500; poll++) await new Promise((r) => setTimeout(r, 20));
    await reader.cancel();
    await pump;
    expect(text).toContain(`id: ${base + 2}-0`);
    expect(text).toContain(`id: ${base + 1}-0`);
  });
});
