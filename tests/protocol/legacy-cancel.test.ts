/**
 * 2025-era cancellation over stateless HTTP. notifications/cancelled would reach a fresh instance that
 * never saw the request; the closed stream is the one signal a stateless server can act on.
 * Its own server, so no other test's cancellation can move the counter it reads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startNextServer } from '../helpers/next-server';

let server: RunningServer;
beforeAll(async () => {
  server = await startNextServer();
});
afterAll(async () => server?.stop());

describe('2025-era cancellation over stateless HTTP', () => {
  it('a client closing the stream stops the analysis on the server', async () => {
    const analyses = async () => (await (await fetch(`${server.url}/api/health`)).json()).analyses;
    const abort = new AbortController();
    const res = await fetch(`${server.url}/api/mcp`, {
      method: 'POST',
      signal: abort.signal,
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-11-25' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 9,
        method: 'tools/call',
        params: { name: 'analyze_corpus', arguments: { query: '*', paceMs: 150 }, _meta: { progressToken: 'p' } },
      }),
    });
    const reader = res.body!.getReader();
    await reader.read(); // the first progress tick: the analysis is under way
    abort.abort();
    await expect.poll(analyses, { timeout: 10_000 }).toEqual({ running: 0, completed: 0, cancelled: 1 });
  });
});
