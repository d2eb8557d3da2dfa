/**
 * In process: analyze_corpus had no cap on concurrent runs and no memo, so a few callers could stall the
 * instance. Now at most DEFAULT_ANALYSIS_LIMITS.concurrency full-speed runs go at once, each in a worker
 * thread; past it a call waits its turn in a bounded queue (a plain call told its place by progress, a
 * task as a task), and past the queue it is a clear "busy, retry after N s" tool error; a finished result
 * is memoised; closing a call's stream stops its worker and frees its slot. Also: the bounded selection
 * of the top phrases gives exactly what the full sort gave.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { AnalysisBusyError, createAnalysisPool, getCorpus, type PoolLimits, topEntries } from '../../lib/corpus';
import { analysisActivity, createAnalysisService, DEFAULT_ANALYSIS_LIMITS } from '../../lib/mcp';
import { inProcessServer, textOf, until } from './in-process';

const corpus = getCorpus();
/**
 * The pool's records eight times over: an unpaced whole-corpus run over them lasts seconds, long enough
 * to still hold its slot while the next calls arrive (a paced run would not: it has a place of its own).
 */
const LARGE = { ...corpus, records: Array.from({ length: 8 }, () => corpus.records).flat() };
const services: ReturnType<typeof createAnalysisService>[] = [];
/** No queue: past the slots, a call is refused at once. */
const NO_QUEUE: PoolLimits = { ...DEFAULT_ANALYSIS_LIMITS, queue: 0 };
function server(poolCorpus = LARGE, limits: PoolLimits = DEFAULT_ANALYSIS_LIMITS) {
  const analysis = createAnalysisService(poolCorpus, { limits });
  services.push(analysis);
  return inProcessServer({ analysis });
}
afterEach(async () => {
  await Promise.all(services.splice(0).map((s) => s.pool.close()));
});

/** A slow run: the whole (eightfold) corpus, unpaced, so it holds a slot. */
const SLOW = { query: '*' };
/** A paced run, as the tour's demos make: the 214 structured prompts in 5 chunks, a second of waiting and little CPU. */
const PACED = { query: '*', kind: 'structured', paceMs: 200 };

/**
 * Takes every unpaced slot with whole-(eightfold-)corpus runs, each read to its first progress tick so it
 * is under way in its worker; `release()` closes their streams (how 2026-07-28 cancels) and waits for the
 * slots to free. Holding and then cancelling, rather than waiting for the runs to end, keeps these tests
 * independent of how much CPU the machine spares the workers' lowest priority (npm test builds beside them).
 */
async function holdEverySlot(s: ReturnType<typeof server>) {
  const cap = DEFAULT_ANALYSIS_LIMITS.concurrency;
  const streams = await Promise.all(
    Array.from({ length: cap }, (_, i) => s.send('tools/call', { name: 'analyze_corpus', arguments: SLOW }, { meta: { progressToken: `hold${i}` } })),
  );
  const readers = streams.map(({ res }) => res.body!.getReader());
  await Promise.all(readers.map((r) => r.read()));
  expect(s.analysis.pool.stats().running).toBe(cap);
  return {
    cap,
    async release() {
      await Promise.all(readers.map((r) => r.cancel()));
      await until(
        () => s.analysis.pool.stats().running,
        (n) => n === 0,
        'the held slots to free',
        10_000,
      );
    },
  };
}

describe('analyze_corpus under load', { timeout: 60_000 }, () => {
  it('past the cap, a plain call waits its turn, told its place by progress, and completes', async () => {
    const s = server();
    const held = await holdEverySlot(s);
    // The runs are in worker threads, here under vitest as under `npm start` and stdio.
    expect(s.analysis.pool.stats()).toMatchObject({ usingThreads: true, threads: held.cap });
    const waiting = await s.send('tools/call', { name: 'analyze_corpus', arguments: { query: 'code review' } }, { meta: { progressToken: 'queued' } });
    const reader = waiting.res.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toMatch(/Waiting for a free analysis slot: 2 ahead/);
    expect(s.analysis.pool.stats().queued).toBe(1);
    await held.release();
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += new TextDecoder().decode(chunk.value);
    const answer = rest
      .split('\n')
      .filter((l) => l.startsWith('data:'))
      .map((l) => JSON.parse(l.slice(5)))
      .find((m) => m.id === waiting.id);
    expect(answer.result.isError).toBeFalsy();
    expect(answer.result.structuredContent).toMatchObject({ query: 'code review', stoppedEarly: false });
  });

  it('past the cap and the queue, a call is told the server is busy and when to retry', async () => {
    const s = server(LARGE, NO_QUEUE);
    const held = await holdEverySlot(s);
    const past = await s.callTool('analyze_corpus', { query: 'code review' });
    expect(past.result?.isError).toBe(true);
    expect(textOf(past.result)).toMatch(/busy .*retry after \d+ s/i);
    await held.release();
    const after = await s.callTool('analyze_corpus', { query: 'code review' });
    expect(after.result?.isError).toBeFalsy();
  });

  it('past the cap, a call that declares Tasks becomes a task that waits its turn and completes', async () => {
    const s = server();
    const held = await holdEverySlot(s);
    const handle = await s.callTool('analyze_corpus', { query: 'code review' }, { tasks: true });
    expect(handle.result).toMatchObject({ resultType: 'task', status: 'working' });
    const taskId = handle.result!.taskId as string;
    expect(s.analysis.pool.stats().queued).toBe(1);
    await held.release();
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
  });

  it('paced demo runs have places of their own: with every slot taken, a room of them still runs', async () => {
    const s = server();
    const held = await holdEverySlot(s);
    // More paced demos than slots, started while every slot is held: none is told to wait.
    const demos = await Promise.all(Array.from({ length: held.cap * 2 }, () => s.callTool('analyze_corpus', PACED)));
    for (const r of demos) {
      expect(r.result?.isError).toBeFalsy();
      expect(r.result?.structuredContent).toMatchObject({ stoppedEarly: false });
    }
    await held.release();
  });

  it('past the paced places, one more paced run is refused as busy, and never takes an unpaced slot', async () => {
    const places = 4;
    const pool = createAnalysisPool(corpus.records, { ...DEFAULT_ANALYSIS_LIMITS, paced: places });
    const stop = new AbortController();
    const full = Array.from({ length: places }, () => pool.run({ paceMs: 1000, wait: false, signal: stop.signal }));
    expect(pool.stats()).toMatchObject({ paced: places, running: 0 });
    expect(pool.saturated(1000)).toBe(true);
    expect(pool.saturated(0)).toBe(false);
    await expect(pool.run({ paceMs: 1000, wait: true })).rejects.toBeInstanceOf(AnalysisBusyError);
    stop.abort();
    await Promise.all(full);
    await pool.close();
  });

  it('a repeated whole-corpus analysis is answered from the memo: nothing runs again, same result', async () => {
    const s = server(corpus);
    const first = await s.callTool('analyze_corpus', { query: '*', kind: 'image' });
    const ran = analysisActivity().completed;
    const second = await s.callTool('analyze_corpus', { query: '*', kind: 'image' });
    expect(analysisActivity().completed).toBe(ran);
    expect(second.result?.structuredContent).toEqual(first.result?.structuredContent);
  });

  it('closing a call’s stream stops its worker: the slot frees and the run ends cancelled', async () => {
    const s = server(LARGE, NO_QUEUE);
    const before = analysisActivity().cancelled;
    const held = await holdEverySlot(s);
    const busy = await s.callTool('analyze_corpus', { query: 'code review' });
    expect(textOf(busy.result)).toMatch(/busy/);
    await held.release();
    expect(analysisActivity().cancelled).toBe(before + held.cap);
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
