/**
 * The corpus files read at startup (lib/corpus/preload.ts, started by instrumentation-node.ts) give the
 * same corpus as reading them at first use: same bytes, same sha256 (hashed off the main thread with
 * WebCrypto), the same snapshot restored. They are handed over once, and a missing file is reported at
 * first use as before.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CorpusMissingError, loadCorpus } from '../../lib/corpus/load';
import { corpusCsvPath, snapshotPath } from '../../lib/corpus/paths';
import { preloadCorpusFiles, takePreloadedCorpusFiles } from '../../lib/corpus/preload';
import { searchPrompts } from '../../lib/corpus/search';
import { computeStats } from '../../lib/corpus/stats';
import { instanceSlot } from '../../lib/instance-slots';

const csv = corpusCsvPath();

async function preloaded(path: string) {
  preloadCorpusFiles(path);
  for (let i = 0; i < 200; i++) {
    if (instanceSlot('corpus-preload', () => new Map<string, unknown>()).has(path)) return;
    await new Promise((ok) => setTimeout(ok, 10));
  }
  throw new Error('the corpus files were not preloaded within 2 s');
}

describe('the corpus files read at startup', { timeout: 60_000 }, () => {
  it('are the files on disk, with the sha256 of the CSV', async () => {
    await preloaded(csv);
    const files = takePreloadedCorpusFiles(csv)!;
    const raw = readFileSync(csv);
    expect(files.csv.equals(raw)).toBe(true);
    expect(files.sha256).toBe(createHash('sha256').update(raw).digest('hex'));
    expect(files.snapshot?.equals(readFileSync(snapshotPath(csv)))).toBe(true);
    expect(takePreloadedCorpusFiles(csv)).toBeUndefined(); // handed over once: the bytes are not kept
  });

  it('load the same corpus, snapshot restored, as reading at first use', async () => {
    const cold = loadCorpus(csv);
    await preloaded(csv);
    const warm = loadCorpus(csv);
    expect(takePreloadedCorpusFiles(csv)).toBeUndefined(); // loadCorpus took them
    expect(warm.sha256).toBe(cold.sha256);
    expect(warm.index.buildMs).toBeLessThan(5_000);
    expect(warm.index.semantic).toBeDefined(); // restored from the snapshot, not rebuilt without vectors
    expect(warm.records).toEqual(cold.records);
    const page = (c: typeof cold) => searchPrompts(c, { query: 'explain algebra to my kid', limit: 5, offset: 0 });
    expect(page(warm).hits.map((h) => h.record.id)).toEqual(page(cold).hits.map((h) => h.record.id));
    expect(warm.stats).toEqual(computeStats(cold.records)); // computed when first asked for
  });

  it('leave a missing corpus to be reported at first use', async () => {
    const missing = `${csv}.nowhere`;
    preloadCorpusFiles(missing);
    await new Promise((ok) => setTimeout(ok, 50));
    expect(takePreloadedCorpusFiles(missing)).toBeUndefined();
    expect(() => loadCorpus(missing)).toThrow(CorpusMissingError);
  });
});
