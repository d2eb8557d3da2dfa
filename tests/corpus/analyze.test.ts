import { describe, expect, it } from 'vitest';
import { PHRASE_SCAN_CHARS, analyzeMatches } from '../../lib/corpus/analyze';
import { getCorpus } from '../../lib/corpus/load';

const { records } = getCorpus();

describe('analyzeMatches', () => {
  it('analyzes every record, reporting progress after each chunk, monotonically', async () => {
    const progress: [number, number][] = [];
    const result = await analyzeMatches(records, { chunkSize: 200, onProgress: (d, t) => void progress.push([d, t]) });
    expect(result).toMatchObject({ analyzed: 1381, total: 1381, stoppedEarly: false });
    expect(result.kinds).toEqual({ text: 1145, structured: 214, image: 22 });
    expect(progress).toHaveLength(Math.ceil(1381 / 200));
    for (let i = 1; i < progress.length; i++) expect(progress[i]![0]).toBeGreaterThan(progress[i - 1]![0]);
    expect(progress.at(-1)).toEqual([1381, 1381]);
    expect(result.averageLength).toBe(getCorpus().stats.length.mean);
  });

  it('counts phrases by prompts containing them, never stopword-only grams', async () => {
    const result = await analyzeMatches(records);
    expect(result.topPhrases).toHaveLength(15);
    const actAs = result.topPhrases.find((p) => p.phrase === 'act as');
    // an independent count: "act" then "as" as whole words, separated by spaces or punctuation only
    const actAsRe = /(^|[^\p{L}\p{N}])act[\s\p{P}]+as([^\p{L}\p{N}]|$)/iu;
    expect(actAs?.count).toBe(records.filter((r) => actAsRe.test(r.body.slice(0, PHRASE_SCAN_CHARS))).length);
    for (const p of result.topPhrases) {
      expect(p.phrase.split(' ').length).toBeGreaterThanOrEqual(2);
      expect(p.phrase).not.toBe('you are');
      expect(p.phrase).not.toBe('as a');
    }
    expect(result.sharedVariables[0]).toEqual({ name: 'language', count: 35 });
  });

  it('with ngram 2 reports only word pairs', async () => {
    const result = await analyzeMatches(records.slice(0, 200), { ngram: 2 });
    for (const p of result.topPhrases) expect(p.phrase.split(' ')).toHaveLength(2);
  });

  it('stops early with partial results when aborted mid-run', async () => {
    const controller = new AbortController();
    const seen: number[] = [];
    const result = await analyzeMatches(records, {
      chunkSize: 100,
      signal: controller.signal,
      onProgress: (done) => {
        seen.push(done);
        if (done >= 300) controller.abort();
      },
    });
    expect(result.stoppedEarly).toBe(true);
    expect(result.analyzed).toBe(300);
    expect(result.total).toBe(1381);
    expect(result.kinds.text + result.kinds.structured + result.kinds.image).toBe(300);
    expect(seen).toEqual([100, 200, 300]);
  });

  it('yields to the event loop between chunks, so an abort from a timer lands promptly', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 30);
    const started = Date.now();
    const result = await analyzeMatches(records, { chunkSize: 10, delayMsPerChunk: 20, signal: controller.signal });
    expect(result.stoppedEarly).toBe(true);
    expect(result.analyzed).toBeGreaterThan(0);
    // the full run takes ≥ 139 chunks × 20 ms ≈ 2.8 s; stopping well short proves the timer got a turn
    expect(result.analyzed).toBeLessThan(records.length / 2);
    expect(Date.now() - started).toBeLessThan(1400);
  });

  it('does nothing when already aborted, and handles an empty list', async () => {
    const result = await analyzeMatches(records, { signal: AbortSignal.abort() });
    expect(result).toMatchObject({ analyzed: 0, stoppedEarly: true, averageLength: 0, topPhrases: [] });
    expect(await analyzeMatches([])).toMatchObject({ analyzed: 0, total: 0, stoppedEarly: false });
  });
});
