/**
 * A workshop room's analyses, in process, with the default limits: every demo and every whole-corpus
 * call is served, none is told "busy". Paced demo runs mostly wait, so a room's worth runs at once on
 * shared threads; whole-corpus calls past the slots wait their turn; a task, once its handle is answered,
 * is never failed as busy, however many were accepted at the same moment.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { getCorpus } from '../../lib/corpus';
import { createAnalysisService, DEFAULT_ANALYSIS_LIMITS } from '../../lib/mcp';
import { inProcessServer, textOf, until } from './in-process';

const corpus = getCorpus();
const services: ReturnType<typeof createAnalysisService>[] = [];
function server(analysis = createAnalysisService(corpus)) {
  services.push(analysis);
  return inProcessServer({ analysis });
}
afterEach(async () => {
  await Promise.all(services.splice(0).map((s) => s.pool.close()));
});

describe('a room of analyses', { timeout: 90_000 }, () => {
  it('60 paced demo runs at once all complete, on no more threads than the slots', async () => {
    const s = server();
    const demo = { query: '*', kind: 'image', paceMs: 200 }; // one chunk and a wait: what the room holds is places, not CPU
    const runs = await Promise.all(Array.from({ length: 60 }, () => s.callTool('analyze_corpus', demo)));
    const busy = runs.filter((r) => /busy/i.test(textOf(r.result)));
    expect(busy).toHaveLength(0);
    for (const r of runs) expect(r.result?.structuredContent).toMatchObject({ stoppedEarly: false, analyzed: 22 });
    expect(s.analysis.pool.stats().threads).toBeLessThanOrEqual(DEFAULT_ANALYSIS_LIMITS.concurrency);
  });

  it('three simultaneous whole-corpus calls all complete (the third waits its turn)', async () => {
    const s = server();
    const calls = await Promise.all(['*', 'code', 'review'].map((query) => s.callTool('analyze_corpus', { query })));
    for (const r of calls) {
      expect(textOf(r.result)).not.toMatch(/busy/i);
      expect(r.result?.structuredContent).toMatchObject({ stoppedEarly: false });
    }
  });

  it('tasks accepted together are never failed as busy, even past the queue they were admitted to', async () => {
    // One slot, one place in the queue: the slot is held, then three tasks are accepted at once.
    const s = server(createAnalysisService(corpus, { limits: { concurrency: 1, queue: 1, paced: 4 } }));
    const stop = new AbortController();
    const hold = s.analysis.pool.run({ paceMs: 0, wait: false, signal: stop.signal, indices: undefined });
    expect(s.analysis.pool.stats().running).toBe(1);
    const handles = await Promise.all(['code', 'review', 'story'].map((query) => s.callTool('analyze_corpus', { query }, { tasks: true })));
    const ids = handles.map((h) => {
      expect(h.result).toMatchObject({ resultType: 'task', status: 'working' });
      return h.result!.taskId as string;
    });
    stop.abort();
    await hold;
    for (const taskId of ids) {
      const done = await until(
        () => s.rpc('tasks/get', { taskId }, { tasks: true }),
        (r) => r.result?.status !== 'working',
        'an accepted task to finish',
        60_000,
      );
      expect(done.result?.status).toBe('completed');
      const result = done.result!.result as { isError?: boolean; content: { text: string }[] };
      expect(result.content[0]?.text).not.toMatch(/busy/i);
      expect(result.isError).toBeFalsy();
    }
  });
});
