/**
 * One participant must not take the room's channels: each client holds at most its share of live
 * channels, a facilitator's channel has places of its own, and a full deployment never asks anyone to
 * wait longer than a channel's idle expiry (minutes, not the hours a held channel used to last).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../lib/config';
import { swapInstanceSlot } from '../../lib/instance-slots';
import { openChannelResponse } from '../../lib/observe/open';
import { createMemoryStore, type StateStore } from '../../lib/state';

let previous: StateStore | undefined;
beforeAll(() => {
  previous = swapInstanceSlot<StateStore>('state-store', createMemoryStore());
});
afterAll(() => {
  swapInstanceSlot('state-store', previous);
});

// TRUST_PROXY: each caller's address is the last X-Forwarded-For hop, so two callers are two clients.
const cfg = parseConfig({
  NODE_ENV: 'test',
  MCP_PUBLIC_ORIGIN: 'http://localhost',
  TRUST_PROXY: '1',
  OBSERVE_MAX_CHANNELS: '30',
  OBSERVE_FACILITATOR_CHANNELS: '2',
  RATE_LIMIT_OBSERVE_OPEN: '0',
});
const open = (address: string, query = '') =>
  openChannelResponse(new Request(`http://localhost/observe${query}`, { headers: { host: 'localhost', 'x-forwarded-for': address } }), cfg);

describe('channels per client', () => {
  it('one address takes its share and is refused with 429 naming its own budget; the next participant still gets a channel', async () => {
    const attacker = [];
    for (let i = 0; i < 12; i++) attacker.push(await open('203.0.113.66'));
    const statuses = attacker.map((r) => r.status);
    expect(statuses.filter((s) => s === 303)).toHaveLength(cfg.observe.channelsPerClient);
    const refused = attacker.at(-1) as Response;
    expect(refused.status).toBe(429);
    expect(await refused.text()).toMatch(/Your address already holds 4 live observation channels/);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(cfg.observe.idleTtlMs / 1000);

    expect((await open('198.51.100.7')).status).toBe(303);
  });

  it('participants filling every room place leave the facilitator a place, and are told to wait minutes, not hours', async () => {
    // 30 places, 2 of them the facilitators': the room's 28 filled by one-channel participants.
    const room = cfg.observe.maxChannels - cfg.observe.facilitatorChannels;
    let full: Response | undefined;
    for (let i = 0; i < room + 5 && !full; i++) {
      const res = await open(`192.0.2.${i + 1}`);
      if (res.status === 503) full = res;
    }
    expect(full?.status).toBe(503);
    expect(Number(full?.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    expect(await full?.text()).toMatch(/for participants are in use/);

    const facilitator = await open('198.51.100.200', '?facilitator');
    expect(facilitator.status).toBe(303);
    // Asked again (a reload, a second tab): the same channel, not a second place.
    const again = await open('198.51.100.200', '?facilitator');
    expect(again.headers.get('location')).toBe(facilitator.headers.get('location'));
  });

  it('a channel nobody uses or watches lapses in minutes by default', () => {
    const defaults = parseConfig({ NODE_ENV: 'test' });
    expect(defaults.observe.idleTtlMs).toBeLessThanOrEqual(15 * 60_000);
  });
});
