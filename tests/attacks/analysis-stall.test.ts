/**
 * Finding 5 (issue 19) against `next start`, the build a deployment runs: while three whole-corpus
 * analyses ran, a `server/discover` took 2.4–4.4 s instead of 14 ms, and clients with a 3 s connect
 * timeout gave up. The analyses now run in worker threads that Turbopack bundled with the route, so
 * the request thread keeps answering: the discovers sent while they run answer within a second (95th
 * percentile; none over two). How fast they answer is bench/'s to measure.
 * (Three different whole-corpus runs, as tasks: none is a memo hit, and two run while one waits.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modernInit } from '../helpers/raw-request';
import { type RunningServer, startNextServer } from '../helpers/next-server';
import { TASKS } from './in-process';

let server: RunningServer;
beforeAll(async () => {
  server = await startNextServer();
});
afterAll(async () => {
  await server?.stop();
});

let nextId = 1;
async function post(method: string, params: Record<string, unknown>, capabilities: Record<string, unknown> = {}) {
  const init = modernInit(method, params, {}, nextId++);
  const body = JSON.parse(init.body as string);
  body.params._meta['io.modelcontextprotocol/clientCapabilities'] = capabilities;
  return fetch(`${server.url}/api/mcp`, { ...init, body: JSON.stringify(body) });
}

async function timedDiscover(): Promise<number> {
  const started = performance.now();
  const res = await post('server/discover', {});
  await res.text();
  expect(res.status).toBe(200);
  return performance.now() - started;
}

const running = async () => ((await (await fetch(`${server.url}/api/health`)).json()) as { analyses: { running: number } }).analyses.running;

describe('the door while whole-corpus analyses run', () => {
  it('answers server/discover within a second', async () => {
    for (let i = 0; i < 3; i++) await timedDiscover(); // warm: the first discover learns its shape
    const tasks = { extensions: { [TASKS]: {} } };
    const handles = await Promise.all(
      [{}, { kind: 'text' }, { kind: 'structured' }].map(
        async (extra) => (await (await post('tools/call', { name: 'analyze_corpus', arguments: { query: '*', ...extra } }, tasks)).json()).result,
      ),
    );
    for (const h of handles) expect(h.resultType).toBe('task');

    // The tasks start after their responses: wait (bounded) until they are under way.
    for (let i = 0; i < 100 && (await running()) === 0; i++) await new Promise((r) => setTimeout(r, 10));
    // A discover every 50 ms from this process, whatever the server is doing, until the analyses end.
    const sent: Promise<number>[] = [];
    const ticker = setInterval(() => sent.length < 60 && sent.push(timedDiscover()), 50);
    try {
      while ((await running()) > 0 && sent.length < 60) await new Promise((r) => setTimeout(r, 50));
    } finally {
      clearInterval(ticker);
    }
    const timings = await Promise.all(sent);
    console.log(`server/discover during the analyses: ${timings.map((t) => t.toFixed(0)).join(', ')} ms`);
    expect(timings.length).toBeGreaterThanOrEqual(3);
    // The runs were in worker threads, not the in-process fallback.
    expect(server.output()).not.toContain('worker threads are unavailable');
    // Within a second, allowing one in twenty a scheduling blip on a shared 2-core box (the old code: 2.4–4.4 s each).
    const sorted = [...timings].sort((a, b) => a - b);
    const p95 = sorted[Math.ceil(sorted.length * 0.95) - 1]!;
    expect(p95, `discover took ${timings.map((t) => t.toFixed(0)).join(', ')} ms`).toBeLessThan(1000);
    expect(sorted.at(-1)!).toBeLessThan(2000);
  });
});
