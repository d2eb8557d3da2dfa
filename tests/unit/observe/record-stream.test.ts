/**
 * A channel's recorder passes an SSE answer through in the client's own read path: the client gets every
 * byte as sent, the record gets each event, and a client that closes the stream early is recorded as
 * having gone away (the close reaches the handler's stream: that is how MCP cancels).
 */
import { describe, expect, it } from 'vitest';
import { channelLog, openChannel } from '../../../lib/observe/channel';
import { observe } from '../../../lib/observe/record';
import { stateStore } from '../../../lib/state';
import type { WireExchange } from '../../../lib/wire';

const EVENTS = ['{"jsonrpc":"2.0","method":"notifications/progress","params":{"progress":1}}', '{"jsonrpc":"2.0","id":1,"result":{}}'];
const sse = EVENTS.map((data) => `event: message\ndata: ${data}\n\n`).join('');

/** A handler answering with a stream of `chunks`, then held open unless `end`; says when its stream was cancelled. */
function streamingHandler(chunks: string[], end: boolean) {
  let cancelled: (reason: unknown) => void = () => {};
  const cancel = new Promise<unknown>((resolve) => {
    cancelled = resolve;
  });
  const handle = async () =>
    new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
          if (end) controller.close();
        },
        cancel: (reason) => cancelled(reason),
      }),
      { headers: { 'content-type': 'text/event-stream' } },
    );
  return { handle, cancel };
}

async function recorded(channel: string): Promise<WireExchange> {
  let stored: { value: string }[] = [];
  await expect
    .poll(
      async () => {
        stored = (await stateStore().read(channelLog(channel), { limit: 1 })) as { value: string }[];
        return stored.length;
      },
      { timeout: 10_000 },
    )
    .toBe(1);
  return (JSON.parse(stored[0]!.value) as { exchange: WireExchange }).exchange;
}

const post = () => new Request('http://localhost/api/mcp', { method: 'POST', body: '{"jsonrpc":"2.0","id":1,"method":"tools/call"}' });

describe('a streamed answer through a channel', () => {
  it('reaches the client byte for byte, and its record has every event and no failure', async () => {
    const channel = await openChannel();
    // the second event split across chunks, as a network splits it
    const { handle } = streamingHandler([sse.slice(0, 100), sse.slice(100, 130), sse.slice(130)], true);
    const res = await observe({ channel, path: '/api/mcp', url: 'http://localhost/api/mcp' }, post(), handle);
    expect(await res.text()).toBe(sse);
    const exchange = await recorded(channel);
    expect(exchange.response?.kind).toBe('sse');
    expect(exchange.response?.events.map((e) => e.data)).toEqual(EVENTS);
    expect(exchange.failure).toBeUndefined();
    expect(exchange.request.body).toContain('tools/call');
  });

  it('closed by the client: the close reaches the handler, and the record says the client went away', async () => {
    const channel = await openChannel();
    const { handle, cancel } = streamingHandler([`event: message\ndata: ${EVENTS[0]}\n\n`], false);
    const res = await observe({ channel, path: '/api/mcp', url: 'http://localhost/api/mcp' }, post(), handle);
    const reader = res.body!.getReader();
    await reader.read();
    await reader.cancel('the user pressed stop');
    expect(await cancel).toBe('the user pressed stop');
    const exchange = await recorded(channel);
    expect(exchange.failure).toMatchObject({ kind: 'aborted', message: 'stream closed by the client' });
    expect(exchange.response?.events.map((e) => e.data)).toEqual([EVENTS[0]]);
  });
});
