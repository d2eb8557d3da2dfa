/** The build-time distillation (lab/search/build/distilled-vectors.ts) with a stand-in encoder: shape, units, and reproducibility. */
import { describe, expect, it } from 'vitest';
import { distilSemanticIndex, promptText } from '../../lab/search/build/distilled-vectors';
import { trainingTexts } from '../../lab/search/build/learned-vectors';
import { embedQuery, meaningWords, nearestPrompts } from '../../lib/corpus/semantic';
import type { SentenceEncoder } from '../../lab/search/build/sentence-encoder';
import type { PromptRecord } from '../../lib/corpus/types';
import type { WordTable } from '../../lib/corpus/semantic';

const DIMS = 48;
/** Fewer components than the real 128, so the test's PCA is quick. */
const CUT = 16;
/** A stand-in encoder: each text's vector is a hash-seeded direction per word, summed, so texts sharing words are close. */
function fakeEncoder(calls: string[][]): SentenceEncoder {
  const wordVector = (w: string) => {
    let seed = [...w].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 2147483647, 17) || 1;
    return Float32Array.from({ length: DIMS }, () => {
      seed = (seed * 16807) % 2147483647;
      return (seed / 2147483647) * 2 - 1;
    });
  };
  return {
    source: 'fake-encoder@1',
    dims: DIMS,
    async embed(texts) {
      calls.push([...texts]);
      const out = new Float32Array(texts.length * DIMS);
      texts.forEach((t, i) => {
        for (const w of t
          .toLowerCase()
          .split(/[^a-z]+/)
          .filter(Boolean)) {
          const v = wordVector(w);
          for (let d = 0; d < DIMS; d++) out[i * DIMS + d]! += v[d]!;
        }
      });
      return out;
    },
  };
}

const words = Array.from({ length: 300 }, (_, i) => `w${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`)
  .concat(['dentist', 'tooth', 'poem', 'verse'])
  .sort();
const frequencies: WordTable = {
  source: 'list@1',
  dims: 1,
  words,
  vectors: new Int8Array(words.length),
  scales: new Float32Array(words.length),
  ranks: Int32Array.from(words, (_, i) => i),
  listed: words.length,
};
const record = (id: string, title: string, body: string) => ({ id, title, body }) as PromptRecord;
const records = [record('dentist', 'Dentist', 'tooth tooth dentist'), record('poet', 'Poet', 'poem verse poem')];

describe('distilSemanticIndex', () => {
  it('embeds the table words and the prompts, cut to the chosen dimensions, as unit vectors a query can be matched against', async () => {
    const calls: string[][] = [];
    const sem = await distilSemanticIndex(records, frequencies, fakeEncoder(calls), { dims: CUT });
    // the table's words, the prompts, then the sentences the word vectors learn from (./learned-vectors.ts)
    expect(calls.map((c) => c.length)).toEqual([words.length, records.length, trainingTexts(records, (t) => meaningWords(t).length >= 2).length]);
    expect(calls[1]).toEqual(records.map((r) => promptText(r)));
    expect(calls[2]).toContain('Dentist');
    expect(sem.table.dims).toBe(CUT);
    expect(sem.table.words).toBe(words);
    expect(sem.table.source).toBe('fake-encoder@1+list@1');
    expect(sem.docs.length).toBe(records.length * CUT);
    const q = embedQuery(sem, ['tooth']);
    expect(q).toBeDefined();
    expect(nearestPrompts(sem, q!, 2, -1)[0]!.doc).toBe(0);
    expect(nearestPrompts(sem, embedQuery(sem, ['verse'])!, 2, -1)[0]!.doc).toBe(1);
  });

  it('gives the same vectors, bit for bit, from the same inputs (what makes the committed search data checkable)', async () => {
    const first = await distilSemanticIndex(records, frequencies, fakeEncoder([]), { dims: CUT });
    const again = await distilSemanticIndex(records, frequencies, fakeEncoder([]), { dims: CUT });
    expect(Buffer.from(again.table.vectors.buffer)).toEqual(Buffer.from(first.table.vectors.buffer));
    expect(Array.from(again.table.scales)).toEqual(Array.from(first.table.scales));
    expect(Array.from(again.docs)).toEqual(Array.from(first.docs));
  });
});
