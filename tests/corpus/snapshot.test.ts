/** The prebuilt snapshot restores the very corpus the CSV builds, and a snapshot of other bytes is ignored. */
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { afterAll, describe, expect, it } from 'vitest';
import { getCorpus, loadCorpus } from '../../lib/corpus/load';
import { corpusCsvPath } from '../../lib/corpus/paths';
import { SECOND_SET_CASES, FIRST_SET_CASES } from '../../lab/search/eval/relevance';
import { buildSearchIndex, searchPrompts } from '../../lib/corpus/search';
import { readSnapshot, snapshotPath, writeSnapshot } from '../../lib/corpus/snapshot';

const dir = mkdtempSync(join(tmpdir(), 'snapshot-test-'));
const csv = join(dir, 'prompts.csv');
copyFileSync(corpusCsvPath(), csv);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const queries = [...FIRST_SET_CASES, ...SECOND_SET_CASES].map((c) => c.query);
const pages = (corpus: ReturnType<typeof loadCorpus>) =>
  queries
    .map((query) => searchPrompts(corpus, { query, limit: 10, offset: 0 }))
    .map((p) => ({ total: p.total, hits: p.hits.map((h) => [h.record.id, h.score, h.snippet]) }));

// no snapshot beside it yet: parsed and indexed from the CSV, once, for every case (writeSnapshot copies what it packs)
const built = loadCorpus(csv);

describe('corpus snapshot', { timeout: 60_000 }, () => {
  it('restores the records and rankings the CSV builds', () => {
    writeSnapshot(csv, built);
    expect(readSnapshot(csv, built.sha256)).toBeDefined();
    const restored = loadCorpus(csv);
    expect(restored.records).toEqual(built.records);
    expect(restored.stats).toEqual(built.stats);
    expect([...restored.index.df]).toEqual([...built.index.df]);
    expect(restored.index.sortedIds).toEqual(built.index.sortedIds);
    expect(pages(restored)).toEqual(pages(built));
  });

  it('carries the word vectors, prompt vectors and title glosses, and restores the fused rankings they make', () => {
    const semantic = getCorpus().index.semantic!;
    const glosses = getCorpus().index.glosses!;
    const withVectors = { ...built, index: buildSearchIndex(built.records, { semantic, glosses }) };
    writeSnapshot(csv, withVectors, 'f'.repeat(64));
    expect(readSnapshot(csv, built.sha256)?.searchData).toBe('f'.repeat(64));
    const restored = loadCorpus(csv);
    expect(restored.index.semantic!.table.source).toBe(semantic.table.source);
    expect(restored.index.glosses).toEqual(glosses);
    expect(restored.index.semantic!.docs).toEqual(withVectors.index.semantic!.docs);
    expect(pages(restored)).toEqual(pages(withVectors));
  });

  it('is ignored when it was made by another pipeline (fingerprint)', () => {
    writeSnapshot(csv, built);
    const snap = deserialize(readFileSync(snapshotPath(csv)));
    writeFileSync(snapshotPath(csv), serialize({ ...snap, fingerprint: '0'.repeat(16) }));
    expect(readSnapshot(csv, built.sha256)).toBeUndefined();
  });

  it('is ignored when it was made from other bytes', () => {
    writeSnapshot(csv, built);
    const snap = deserialize(readFileSync(snapshotPath(csv)));
    writeFileSync(snapshotPath(csv), serialize({ ...snap, sha256: '0'.repeat(64), records: snap.records.slice(1) }));
    expect(readSnapshot(csv, built.sha256)).toBeUndefined();
    expect(loadCorpus(csv).count).toBe(built.count);
  });

  it('is ignored when its packed bodies do not add up to the records', () => {
    writeSnapshot(csv, built);
    const snap = deserialize(readFileSync(snapshotPath(csv)));
    writeFileSync(snapshotPath(csv), serialize({ ...snap, bodies: { ...snap.bodies, narrow: snap.bodies.narrow.slice(1) } }));
    expect(readSnapshot(csv, built.sha256)).toBeUndefined();
    expect(loadCorpus(csv).records).toEqual(built.records);
  });

  it('is ignored when unreadable', () => {
    writeFileSync(snapshotPath(csv), serialize({ format: 2 }).subarray(0, 5));
    expect(loadCorpus(csv).count).toBe(1381);
  });
});
