import { describe, expect, it } from 'vitest';
import { analyzeQuery, processTerm, stem } from '../../lib/corpus/text';

describe('term processing', () => {
  it('stems plurals, -ing, -ed and a final -e so word forms meet', () => {
    expect(['bugs', 'reviewing', 'reviewed', 'reviews'].map(stem)).toEqual(['bug', 'review', 'review', 'review']);
    expect(stem('writing')).toBe(stem('write'));
    expect(stem('running')).toBe('run');
    expect(stem('installed')).toBe('install');
    expect(stem('queries')).toBe('query');
    expect(stem('class')).toBe('class');
    expect(stem('api')).toBe('api');
  });

  it('folds accents and case, drops stopwords and noise', () => {
    expect(processTerm('Énergétique')).toBe(processTerm('energetique'));
    expect(processTerm('the')).toBeNull();
    expect(processTerm('—')).toBeNull();
    expect(processTerm('x')).toBeNull();
    expect(processTerm('3D')).toBe('3d');
  });
});

describe('analyzeQuery', () => {
  it('drops filler words but keeps "act", and expands abbreviations at lower weight', () => {
    expect(analyzeQuery('please help me act as a PR reviewer')).toEqual([
      { word: 'act', terms: [{ term: 'act', weight: 1 }] },
      {
        word: 'pr',
        terms: [
          { term: 'pr', weight: 1 },
          { term: 'pull', weight: 0.6 },
          { term: 'request', weight: 0.6 },
        ],
      },
      { word: 'reviewer', terms: [{ term: 'reviewer', weight: 1 }] },
    ]);
  });

  it('counts a repeated word once and yields nothing for filler alone', () => {
    expect(analyzeQuery('code code Code').map((c) => c.word)).toEqual(['code']);
    expect(analyzeQuery('I want you to help me')).toEqual([]);
  });
});
