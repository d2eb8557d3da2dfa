/** /join/<code>: a code opens its channel (303); a wrong one says so; lookups past the budget get 429. */
import { beforeAll, describe, expect, it } from 'vitest';

const ORIGIN = 'http://localhost:3999';
let joinResponse: typeof import('../../../lib/observe/join-response').joinResponse;
let open: () => Promise<{ channel: string; code: string }>;

beforeAll(async () => {
  // Read once by config(): a budget small enough to run out in a test.
  Object.assign(process.env, { MCP_PUBLIC_ORIGIN: ORIGIN, RATE_LIMIT_OBSERVE_JOIN: '4' });
  ({ joinResponse } = await import('../../../lib/observe/join-response'));
  const { openChannel } = await import('../../../lib/observe/channel');
  const { joinCodeFor } = await import('../../../lib/observe/join-code');
  open = async () => {
    const channel = await openChannel();
    return { channel, code: await joinCodeFor(channel) };
  };
});

const get = (code: string, host = 'localhost:3999') => joinResponse(new Request(`${ORIGIN}/join/${code}`, { headers: { host } }), code);

describe('/join/<code>', () => {
  it('opens the channel, refuses an unknown code and a foreign Host, and stops answering past its budget', async () => {
    const { channel, code } = await open();
    const hit = await get(`${code.slice(0, 4)}-${code.slice(4)}`.toLowerCase());
    expect(hit.status).toBe(303);
    expect(hit.headers.get('location')).toBe(`/observe/${channel}`);

    const miss = await get('ZZZZ-ZZZZ');
    expect(miss.status).toBe(404);
    expect(await miss.text()).toContain('No open channel has the code ZZZZ-ZZZZ');
    // Not a code at all: refused without a lookup, and nothing typed is echoed.
    const junk = await get(encodeURIComponent('<b>x</b>'));
    expect(junk.status).toBe(404);
    expect(await junk.text()).not.toContain('<b>');

    expect((await get(code, 'evil.test')).status).toBe(403);

    // Counted: the hit and the miss (not the junk, nor the foreign Host); two more use up the 4 a minute.
    expect((await get(code)).status).toBe(303);
    expect((await get(code)).status).toBe(303);
    const limited = await get(code);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('/join/<code> under malformed input', () => {
  it('a malformed percent escape is not a code (404, never a 500), and every page it answers carries the nonce policy', async () => {
    for (const typed of ['%', '%25', '%zz', '%E0%A4%A']) {
      const res = await get(typed);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('Not a join code');
      expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}' 'strict-dynamic'/);
    }
  });
});
