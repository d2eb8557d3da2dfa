import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CorpusMissingError, getCorpus, loadCorpus } from '../../lib/corpus/load';
import { CORPUS_COUNT, CORPUS_SHA256 } from '../../lib/corpus/paths';

const corpus = getCorpus();

describe('the pinned corpus, loaded', () => {
  it('has 1,381 records, 1,145 text / 214 structured / 22 image, and the pinned sha256', () => {
    expect(corpus.count).toBe(CORPUS_COUNT);
    expect(corpus.records).toHaveLength(1381);
    const byKind = { text: 0, structured: 0, image: 0 };
    for (const r of corpus.records) byKind[r.kind]++;
    expect(byKind).toEqual({ text: 1145, structured: 214, image: 22 });
    expect(corpus.sha256).toBe(CORPUS_SHA256);
  });

  it('gives every record a unique URL-safe id, indexed by byId', () => {
    const ids = corpus.records.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(corpus.byId.size).toBe(1381);
    expect(corpus.byId.get('linux-terminal')?.title).toBe('Linux Terminal');
  });

  it('gives the 14 repeated titles distinct ids, suffixed in CSV order', () => {
    const byTitle = new Map<string, string[]>();
    for (const r of corpus.records) byTitle.set(r.title, [...(byTitle.get(r.title) ?? []), r.id]);
    const repeated = [...byTitle.entries()].filter(([, ids]) => ids.length > 1);
    expect(repeated).toHaveLength(14);
    for (const [, ids] of repeated) expect(new Set(ids).size).toBe(ids.length);
    expect(byTitle.get('Code Review Assistant')).toEqual(['code-review-assistant', 'code-review-assistant-2']);
    expect(byTitle.get('Article Summarizer')).toEqual(['article-summarizer', 'article-summarizer-2']);
  });

  it('parses real variables with defaults', () => {
    expect(corpus.byId.get('job-interviewer')!.variables).toEqual([{ name: 'Position', default: 'Software Developer' }]);
    expect(corpus.byId.get('english-pronunciation-helper')!.variables).toEqual([{ name: 'Mother Language', default: 'Turkish' }]);
    expect(corpus.byId.get('tarih-olay-gorsel-olusturma')!.variables).toContainEqual({
      name: 'Aspect Ratio',
      default: '16:9 | 4:3 | 1:1 | 9:16',
    });
  });

  it('keeps bodies verbatim: lengths from 29 to 144,268 UTF-16 units, newlines inside', () => {
    const lengths = corpus.records.map((r) => r.length);
    expect(Math.min(...lengths)).toBe(29);
    expect(Math.max(...lengths)).toBe(144268);
    expect(corpus.byId.get('linux-terminal')!.body.startsWith('I want you to act as a linux terminal.')).toBe(true);
    expect(corpus.records.filter((r) => r.body.includes('\n')).length).toBeGreaterThan(500);
  });

  it('getCorpus loads once per process', () => {
    expect(getCorpus()).toBe(corpus);
  });
});

describe('loadCorpus errors', () => {
  it('throws CorpusMissingError naming the path and the fix when the file is absent', () => {
    const missing = join(tmpdir(), 'no-such-dir-for-corpus', 'prompts.csv');
    let err: unknown;
    try {
      loadCorpus(missing);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(CorpusMissingError);
    const message = (err as Error).message;
    expect(message).toContain(missing);
    expect(message).toContain('Run `npm run corpus` (it copies ../shared/corpus/prompts.csv.gz or downloads the pinned CSV), or set CORPUS_PATH.');
    expect(message).not.toMatch(/\n\s+at /);
  });

  it('loads any CSV path given, hashing the raw bytes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'corpus-'));
    const path = join(dir, 'tiny.csv');
    const bytes = Buffer.from('act,prompt,for_devs,type,contributor\nTiny,Say ${word:hi},FALSE,TEXT,me\n');
    writeFileSync(path, bytes);
    const tiny = loadCorpus(path);
    expect(tiny.count).toBe(1);
    expect(tiny.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(tiny.records[0]!.variables).toEqual([{ name: 'word', default: 'hi' }]);
    expect(tiny.stats.withVariables).toBe(1);
  });
});
