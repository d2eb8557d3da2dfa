/**
 * Found by a review: every streamed exchange recorded through a channel was kept for 10 minutes
 * (a timer, never cleared, held the recorder's closure: the request, the handler's response and its
 * stream). 1,000 streamed 2025-era `get_prompt` calls left 608 MiB of heap after a full GC. Here the
 * same calls go through the channel's recorder around the very handler the deployment uses; once each
 * stream has ended and its record is published, nothing may keep the handler's response alive.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { channelBasePath, openChannel } from '../../lib/observe/channel';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { createPromptsServer } from '../../lib/mcp';
import { observe } from '../../lib/observe/record';
import { stateStore } from '../../lib/state';
import { channelLog } from '../../lib/observe/channel';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const CALLS = Number(process.env.ATTACK_CALLS ?? 300);
/** What the heap may grow by over those calls once they are published: noise, not one more copy per call. */
const HEAP_BUDGET_BYTES = 2 * 1024 * 1024;

function legacyGetPrompt(channel: string, id: number): Request {
  return new Request(`http://localhost${channelBasePath(channel)}/api/mcp`, {
    method: 'POST',
    headers: {
      host: 'localhost',
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2025-11-25',
    },
    body: JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'get_prompt', arguments: { id: 'linux-terminal' } } }),
  });
}

async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) {
    await new Promise((r) => setTimeout(r, 20));
    gc();
  }
}

describe('a streamed exchange, once published, is not kept', () => {
  it(`${CALLS} streamed 2025-era get_prompt calls through a channel: every handler response collected, heap within ${HEAP_BUDGET_BYTES / 2 ** 20} MiB`, async () => {
    const channel = await openChannel();
    const base = channelBasePath(channel);
    // The server the doors serve (one factory, both eras), behind the SDK's handler as the doors mount it.
    const environment = { doors: [{ name: '/api/mcp', transport: 'streamable-http' as const, auth: 'none' as const }] };
    const mcp = createMcpHandler(({ era }) => createPromptsServer({ transport: 'http', era, environment }), { legacy: 'stateless' });
    const responses: WeakRef<object>[] = [];
    const run = async (id: number) => {
      const req = legacyGetPrompt(channel, Math.abs(id));
      responses.push(new WeakRef(req));
      const res = await observe({ channel, path: '/api/mcp', url: `http://localhost${base}/api/mcp` }, req, async (r) => {
        const answer = await mcp.fetch(r);
        responses.push(new WeakRef(answer));
        return answer;
      });
      expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
      const text = await res.text();
      expect(text).toContain('linux-terminal');
    };
    // Warm (the corpus, the index, the SDK) and fill the channel's log to its cap, so it grows no more.
    for (let i = 0; i < 200; i++) await run(-i);
    responses.length = 0;
    await settle();
    const before = process.memoryUsage().heapUsed;
    for (let i = 1; i <= CALLS; i++) await run(i);
    await settle();
    const grown = process.memoryUsage().heapUsed - before;
    const alive = responses.filter((r) => r.deref() !== undefined).length;
    console.log(`[attack] ${CALLS} streamed calls: heap +${(grown / 2 ** 20).toFixed(1)} MiB after GC, ${alive} handler responses still alive`);
    // The records did reach the channel (this is not a recorder that records nothing).
    expect((await stateStore().read(channelLog(channel), { limit: 5 })).length).toBe(5);
    expect(alive).toBe(0);
    expect(grown).toBeLessThan(HEAP_BUDGET_BYTES);
  });
});
