/** The tap: settle waits for every exchange started so far to finish reading; marks file exchanges by click. */
import { describe, expect, it } from 'vitest';
import { createTap } from '../../../lib/browser/tap';

const encoder = new TextEncoder();

/** An SSE response whose body arrives only when `finish` is called. */
function heldStream() {
  let finish!: () => void;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      finish = () => {
        c.enqueue(encoder.encode('event: message\ndata: {"jsonrpc":"2.0","id":1,"result":{}}\n\n'));
        c.close();
      };
    },
  });
  return { response: new Response(body, { headers: { 'content-type': 'text/event-stream' } }), finish: () => finish() };
}

const post = { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }) };

describe('createTap', () => {
  it('settle waits until every exchange started so far has been read to its end, and no longer', async () => {
    const held = heldStream();
    const later = heldStream();
    const responses = [held.response, later.response, Response.json({})];
    const tap = createTap({ fetch: async () => responses.shift()! });
    const res = await tap.fetch('http://localhost/api/mcp', post);
    const reading = res.text();
    let settled = false;
    const settling = tap.settle().then(() => (settled = true));
    // An exchange that starts after settle was asked for does not hold it up.
    const afterwards = await tap.fetch('http://localhost/api/mcp', post);
    // A marker instead of a timer: a whole exchange started and ended after settle was asked for. Its every event
    // (the end of an exchange among them) went through settle's check before its fetch returned, so a settle that
    // resolved too soon, or on any exchange's end, has been seen by now.
    await tap.fetch('http://localhost/x', post);
    expect(settled).toBe(false);
    held.finish();
    await reading;
    await settling;
    expect(settled).toBe(true);
    expect(tap.store.getSnapshot().entries[0].outcome).toBe('result');
    later.finish();
    await afterwards.text();
  });

  it('settle resolves at once when nothing is in flight', async () => {
    const tap = createTap({ fetch: async () => Response.json({}) });
    await tap.fetch('http://localhost/x');
    await expect(tap.settle()).resolves.toBeUndefined();
  });

  it('entries since a mark are the exchanges made after it', async () => {
    const tap = createTap({ fetch: async () => Response.json({}) });
    await tap.fetch('http://localhost/first');
    const mark = tap.mark();
    await tap.fetch('http://localhost/second');
    await tap.fetch('http://localhost/third');
    expect(tap.since(mark).map((e) => new URL(e.exchange.request.url).pathname)).toEqual(['/second', '/third']);
    expect(tap.seqsSince(mark)).toEqual([2, 3]);
    expect(tap.last()?.exchange.request.url).toBe('http://localhost/third');
    tap.clear();
    expect(tap.since(0)).toEqual([]);
  });
});
