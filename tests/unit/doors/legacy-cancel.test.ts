/**
 * 2025-era cancellation over stateless HTTP, two ways: the client closes the stream (the SDK tears the
 * exchange down), or it sends `notifications/cancelled` as a separate POST, which the door matches
 * to the call it names by door, caller and request id (lib/http/legacy-cancel.ts).
 * The doors in process: the counters read are this process's, as GET /api/health reports them, and
 * the files of a worker run one at a time, so no other test's cancellation moves them.
 * (e2e/cancel.spec.ts cancels through `next start` from the playground, in both eras.)
 */
import type { Client as LegacyClient } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legacyCancelActivity } from '../../../lib/http/legacy-cancel';
import { analysisActivity } from '../../../lib/mcp';
import { connectLegacy } from '../../helpers/clients';
import { type InProcessDoors, startDoors } from '../../helpers/in-process-doors';

const KEY = 'k'.repeat(32);
const LEGACY_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-11-25' };
/** 1,381 prompts in chunks of 50 at 150 ms a chunk: about 4 s if nothing stops it. */
const SLOW_ANALYSIS = { name: 'analyze_corpus', arguments: { query: '*', paceMs: 150 } };

let server: InProcessDoors;
let proxied: InProcessDoors;
beforeAll(async () => {
  server = await startDoors({ MCP_API_KEY: KEY });
  proxied = await startDoors({ TRUST_PROXY: '1' });
});
afterAll(async () => Promise.all([server?.stop(), proxied?.stop()]));

// What GET /api/health reports, read where it reads it.
const analyses = () => ({ ...analysisActivity() });

/** A 2025-era analyze_corpus over raw fetch, read until its first progress tick; returns the reader. */
async function startAnalysis(url: string, id: number, headers: Record<string, string> = {}, paceMs = 150) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { ...LEGACY_HEADERS, ...headers },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id,
      method: 'tools/call',
      params: { name: 'analyze_corpus', arguments: { query: '*', paceMs }, _meta: { progressToken: 'p' } },
    }),
  });
  const reader = res.body!.getReader();
  await reader.read(); // the first progress tick: the analysis is under way
  return reader;
}

async function sendCancel(url: string, requestId: number, headers: Record<string, string> = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { ...LEGACY_HEADERS, ...headers },
    body: JSON.stringify({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId, reason: 'test' } }),
  });
  expect(res.status).toBe(202);
}

/** Reads on until `n` more progress notifications have come, or the stream ends; returns how many came. */
async function progressTicks(reader: ReadableStreamDefaultReader<Uint8Array>, n: number): Promise<number> {
  const decoder = new TextDecoder();
  let text = '';
  let ticks = 0;
  while (ticks < n) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    const events = text.split('\n\n');
    text = events.pop()!;
    ticks += events.filter((e) => e.includes('notifications/progress')).length;
  }
  return ticks;
}

/** Reads the rest of the answer: the final message of the call, or the end of a torn-down stream. */
async function rest(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text;
    text += decoder.decode(value, { stream: true });
  }
}

describe('2025-era cancellation over stateless HTTP', () => {
  it('a client closing the stream stops the analysis on the server', async () => {
    const before = analyses();
    const abort = new AbortController();
    const res = await fetch(`${server.url}/api/mcp`, {
      method: 'POST',
      signal: abort.signal,
      headers: LEGACY_HEADERS,
      body: JSON.stringify({ jsonrpc: '2.0', id: 9, method: 'tools/call', params: { ...SLOW_ANALYSIS, _meta: { progressToken: 'p' } } }),
    });
    await res.body!.getReader().read();
    abort.abort();
    await expect.poll(analyses, { timeout: 10_000 }).toEqual({ running: before.running, completed: before.completed, cancelled: before.cancelled + 1 });
  });

  it('the SDK 1.x client’s own cancel (notifications/cancelled) stops analyze_corpus part way on the key door', async () => {
    const client: LegacyClient = await connectLegacy(server.url, '/api/mcp/key', { authorization: `Bearer ${KEY}` });
    try {
      const before = analyses();
      const matchedBefore = legacyCancelActivity().matched;
      const abort = new AbortController();
      const ticks: number[] = [];
      const call = client.callTool(SLOW_ANALYSIS, undefined, {
        signal: abort.signal,
        onprogress: (p) => {
          ticks.push(p.progress);
          abort.abort('the user pressed stop');
        },
      });
      await expect(call).rejects.toThrow();
      await expect.poll(analyses, { timeout: 10_000 }).toEqual({ running: before.running, completed: before.completed, cancelled: before.cancelled + 1 });
      expect(legacyCancelActivity().matched).toBe(matchedBefore + 1);
      expect(ticks.length).toBeLessThan(5); // stopped after its first chunks, not after all 28
      expect(legacyCancelActivity().inFlight).toBe(0);
    } finally {
      await client.close();
    }
  });

  it('on the open door behind a trusted proxy, a cancel matches only the same address: another caller’s id 1 runs on', async () => {
    const url = `${proxied.url}/api/mcp`;
    const mine = await startAnalysis(url, 1, { 'x-forwarded-for': '198.51.100.7' });
    const before = analyses();
    const cancels = legacyCancelActivity();
    await sendCancel(url, 1, { 'x-forwarded-for': '203.0.113.9' }); // a stranger, the same id
    // The door decides a cancel before it answers 202: by now it has been looked up, and matched nothing.
    expect(legacyCancelActivity()).toMatchObject({ matched: cancels.matched, unmatched: cancels.unmatched + 1 });
    // Still running: the analysis goes on sending progress after the stranger's cancel was decided.
    expect(await progressTicks(mine, 2)).toBe(2);
    expect(analyses()).toEqual(before);

    await sendCancel(url, 1, { 'x-forwarded-for': '198.51.100.7' }); // the caller itself
    expect(await rest(mine)).not.toContain('"result"'); // torn down: no final answer
    await expect.poll(analyses, { timeout: 10_000 }).toEqual({ running: before.running - 1, completed: before.completed, cancelled: before.cancelled + 1 });
  });

  it('on the open door with no trusted address, a notifications/cancelled matches nothing and the call finishes', async () => {
    const url = `${server.url}/api/mcp`;
    const unmatchedBefore = legacyCancelActivity().unmatched;
    const reader = await startAnalysis(url, 3, {}, 40); // about 1 s in all
    await sendCancel(url, 3);
    expect(legacyCancelActivity().unmatched).toBe(unmatchedBefore + 1);
    const answer = await rest(reader);
    expect(answer).toContain('"stoppedEarly":false');
  });
});
