/**
 * Found by a review: live channels per deployment were uncapped (each may hold its byte budget).
 * Past OBSERVE_MAX_CHANNELS, /observe refuses clearly: 503, a message saying why, and Retry-After.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { swapInstanceSlot } from '../../lib/instance-slots';
import { parseConfig } from '../../lib/config';
import { openChannelResponse } from '../../lib/observe/open';
import { createMemoryStore, type StateStore } from '../../lib/state';

let previous: StateStore | undefined;
beforeAll(() => {
  previous = swapInstanceSlot<StateStore>('state-store', createMemoryStore());
});
afterAll(() => {
  swapInstanceSlot('state-store', previous);
});

describe('live channels are capped per deployment', () => {
  it("the third channel past the room's two places (of three, one kept for a facilitator): 503 with a reason and Retry-After; the two open ones still exist", async () => {
    const cfg = parseConfig({ NODE_ENV: 'test', MCP_PUBLIC_ORIGIN: 'http://localhost', OBSERVE_MAX_CHANNELS: '3', OBSERVE_FACILITATOR_CHANNELS: '1' });
    const open = () => openChannelResponse(new Request('http://localhost/observe', { headers: { host: 'localhost' } }), cfg);
    const first = await open();
    const second = await open();
    expect([first.status, second.status]).toEqual([303, 303]);
    const third = await open();
    expect(third.status).toBe(503);
    expect(await third.text()).toMatch(/All 2 observation channels .* for participants are in use.*try again in about/s);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
