/**
 * Finding 5 (issue 19), in process: analyze_corpus had no cap on concurrent runs and no memo, so a
 * few callers could stall the instance. Now at most DEFAULT_ANALYSIS_LIMITS.concurrency run at once,
 * each in a worker thread; a call past the cap without Tasks is a clear "busy, retry after N s" tool
 * error, with Tasks it is a task that waits its turn and completes; a finished result is memoised;
 * closing a call's stream stops its worker and frees its slot. Also: the bounded selection of the top
 * phrases gives exactly what the full sort gave.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { getCorpus, topEntries } from '../../lib/corpus';
import { analysisActivity, createAnalysisService, DEFAULT_ANALYSIS_LIMITS } from '../../lib/mcp';
import { inProcessServer, textOf, until } from './in-process';

const corpus = getCorpus();
const services: ReturnType<typeof createAnalysisService>[] = [];
function server() {
  const analysis = createAnalysisService(corpus);
  services.push(analysis);
  return inProcessServer({ analysis });
}
afterEach(async () => {
  await Promise.all(services.splice(0).map((s) => s.pool.close()));
});

/** A slow run (paced): long enough to still hold its slot while the next calls arrive. */
const SLOW = { query: '*', paceMs: 100 };

describe('analyze_corpus under load', () => {
  it('past the cap, a call without Tasks is told the server is busy and when to retry', async () => {
    const s = server();
    const cap = DEFAULT_ANALYSIS_LIMITS.concurrency;
    const running = Array.from({ length: cap }, () => s.callTool('analyze_corpus', SLOW));
    await until(
      () => s.analysis.pool.stats().running,
      (n) => n === cap,
      'every slot taken',
    );
    // The runs are in worker threads, here under vitest as under `next start` and stdio.
    expect(s.analysis.pool.stats()).toMatchObject({ usingThreads: true, threads: cap });
    const past = await s.callTool('analyze_corpus', { query: 'code review' });
    expect(past.result?.isError).toBe(true);
    expect(textOf(past.result)).toMatch(/busy .*retry after \d+ s/i);
    expect(textOf(past.result)).toMatch(/io\.modelcontextprotocol\/tasks/);
    for (const r of await Promise.all(running)) expect(r.result?.structuredContent).toMatchObject({ analyzed: 1381, stoppedEarly: false });
  });

  it('past the cap, a call that declares Tasks becomes a task that waits its turn and completes', async () => {
    const s = server();
    const cap = DEFAULT_ANALYSIS_LIMITS.concurrency;
    const running = Array.from({ length: cap }, () => s.callTool('analyze_corpus', SLOW));
    await until(
      () => s.analysis.pool.stats().running,
      (n) => n === cap,
      'every slot taken',
    );
    const handle = await s.callTool('analyze_corpus', { query: 'code review' }, { tasks: true });
    expect(handle.result).toMatchObject({ resultType: 'task', status: 'working' });
    const taskId = handle.result!.taskId as string;
    expect(s.analysis.pool.stats().queued).toBe(1);
    const done = await until(
      () => s.rpc('tasks/get', { taskId }, { tasks: true }),
      (r) => r.result?.status !== 'working',
      'the queued task to finish',
      30_000,
    );
    expect(done.result?.status).toBe('completed');
    const result = done.result!.result as { structuredContent: { query: string; stoppedEarly: boolean; analyzed: number } };
    expect(result.structuredContent).toMatchObject({ query: 'code review', stoppedEarly: false });
    expect(result.structuredContent.analyzed).toBeGreaterThan(0);
    await Promise.all(running);
  });

  it('a repeated whole-corpus analysis is answered from the memo: nothing runs again, same result', async () => {
    const s = server();
    const first = await s.callTool('analyze_corpus', { query: '*', kind: 'image' });
    const ran = analysisActivity().completed;
    const second = await s.callTool('analyze_corpus', { query: '*', kind: 'image' });
    expect(analysisActivity().completed).toBe(ran);
    expect(second.result?.structuredContent).toEqual(first.result?.structuredContent);
  });

  it('closing a call’s stream stops its worker: the slot frees and the run ends cancelled', async () => {
    const s = server();
    const cap = DEFAULT_ANALYSIS_LIMITS.concurrency;
    const before = analysisActivity().cancelled;
    const streams = await Promise.all(
      Array.from({ length: cap }, (_, i) =>
        s.send('tools/call', { name: 'analyze_corpus', arguments: { ...SLOW, paceMs: 200 } }, { meta: { progressToken: `p${i}` } }),
      ),
    );
    // Read each stream to its first progress tick, so every run is under way in its worker.
    const readers = streams.map(({ res }) => res.body!.getReader());
    await Promise.all(readers.map((r) => r.read()));
    expect(s.analysis.pool.stats().running).toBe(cap);
    const busy = await s.callTool('analyze_corpus', { query: 'code review' });
    expect(textOf(busy.result)).toMatch(/busy/);

    await Promise.all(readers.map((r) => r.cancel()));
    await until(
      () => s.analysis.pool.stats().running,
      (n) => n === 0,
      'the workers to stop',
      3000,
    );
    expect(analysisActivity().cancelled).toBe(before + cap);
    const after = await s.callTool('analyze_corpus', { query: 'code review' });
    expect(after.result?.isError).toBeFalsy();
  });
});

describe('the top phrases by bounded selection', () => {
  it('are exactly what a full sort gives, ties broken alphabetically', () => {
    const counts = new Map<string, number>();
    let seed = 7;
    for (let i = 0; i < 20_000; i++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      counts.set(`p${seed % 5000}-${i % 13}`, 1 + (seed % 40));
    }
    const sorted = [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    for (const n of [0, 1, 15, 100]) expect(topEntries(counts, n)).toEqual(sorted.slice(0, n));
  });
});
