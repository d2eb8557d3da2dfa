/**
 * 2025-era cancellation over stateless HTTP. notifications/cancelled would reach a fresh instance that
 * never saw the request; the closed stream is the one signal a stateless server can act on.
 * The open door in process: the counters it reads are this process's, and the files of a worker run one
 * at a time, so no other test's cancellation moves them. (e2e/cancel.spec.ts does the same through
 * `next start` from the playground, in both eras.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisActivity } from '../../../lib/mcp';
import { type InProcessDoors, startDoors } from '../../helpers/in-process-doors';

let server: InProcessDoors;
beforeAll(async () => {
  server = await startDoors();
});
afterAll(async () => server?.stop());

describe('2025-era cancellation over stateless HTTP', () => {
  it('a client closing the stream stops the analysis on the server', async () => {
    // What GET /api/health reports, read where it reads it.
    const analyses = () => ({ ...analysisActivity() });
    const before = analyses();
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
    await expect.poll(analyses, { timeout: 10_000 }).toEqual({ running: before.running, completed: before.completed, cancelled: before.cancelled + 1 });
  });
});
