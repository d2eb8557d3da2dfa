/**
 * One rule for what a response's body is, in the browser's recorder and an observation channel's:
 * by Content-Type, by status only without one. The two used to disagree on redirects: a channel showed
 * a 302/303's body as empty where the browser showed it.
 */
import { describe, expect, it } from 'vitest';
import { channelLog, openChannel } from '../../../lib/observe/channel';
import { observe } from '../../../lib/observe/record';
import { stateStore } from '../../../lib/state';
import type { WireExchange } from '../../../lib/wire';
import { createRecordingFetch, responseKind } from '../../../lib/wire';

describe('responseKind', () => {
  it.each([
    ['text/event-stream', 200, 'sse'],
    ['application/json; charset=utf-8', 200, 'json'],
    ['application/problem+json', 400, 'json'],
    ['text/html', 302, 'other'],
    ['text/plain', 303, 'other'],
    [null, 302, 'empty'],
    [null, 303, 'empty'],
    ['text/plain', 204, 'empty'],
    ['text/plain', 202, 'empty'],
    [null, 200, 'empty'],
    ['text/html', 200, 'other'],
  ] as const)('%s, %i → %s', (type, status, kind) => {
    expect(responseKind(type, status)).toBe(kind);
  });
});

const redirect = () =>
  new Response('<a href="https://client.example/cb?code=x">Found</a>', {
    status: 302,
    headers: { location: 'https://client.example/cb?code=x', 'content-type': 'text/html' },
  });

describe('a redirect with a body', () => {
  it("is recorded the same by a channel and by the browser's recording fetch: its body shown as sent", async () => {
    const channel = await openChannel();
    await observe({ channel, path: '/oauth/authorize', url: 'http://localhost/oauth/authorize' }, new Request('http://localhost/oauth/authorize'), async () =>
      redirect(),
    );
    let stored: unknown[] = [];
    for (let i = 0; i < 50 && stored.length === 0; i++) {
      stored = await stateStore().read(channelLog(channel), { limit: 1 });
      if (stored.length === 0) await new Promise((r) => setTimeout(r, 10));
    }
    const entry = stored[0] as { value: string | { exchange: WireExchange } };
    const record = (typeof entry.value === 'string' ? JSON.parse(entry.value) : entry.value) as { exchange: WireExchange };

    let browser: WireExchange['response'] | undefined;
    const recording = createRecordingFetch(
      (e) => {
        if (e.type === 'response') browser = e.response;
      },
      { fetch: async () => redirect() },
    );
    await recording('http://localhost/oauth/authorize');

    expect(record.exchange.response?.kind).toBe('other');
    expect(record.exchange.response?.body).toContain('Found');
    expect(browser?.kind).toBe(record.exchange.response?.kind);
  });
});
