import { describe, expect, it } from 'vitest';
import { CorpusParseError, extractVariables, parseCorpusCsv, slugify } from '../../lib/corpus/parse';

const HEADER = 'act,prompt,for_devs,type,contributor\n';

describe('parseCorpusCsv on small fixtures', () => {
  it('keeps quoted newlines, commas, doubled quotes and non-ASCII intact, and strips a BOM', () => {
    const csv =
      '\ufeff' +
      HEADER +
      'Café Critic,"Line one, with a comma\nline two says ""hi"" — naïve ✓ 你好",FALSE,TEXT,zoë\n' +
      'Shell,"echo ${cmd:ls -la}",TRUE,STRUCTURED,f\n' +
      'Pic,draw ${subject},FALSE,IMAGE,g\n';
    const records = parseCorpusCsv(Buffer.from(csv, 'utf8'));
    expect(records).toHaveLength(3);
    expect(records[0]).toMatchObject({
      id: 'cafe-critic',
      title: 'Café Critic',
      body: 'Line one, with a comma\nline two says "hi" — naïve ✓ 你好',
      kind: 'text',
      forDevs: false,
      contributor: 'zoë',
      variables: [],
    });
    expect(records[0]!.length).toBe(records[0]!.body.length);
    expect(records[1]).toMatchObject({ kind: 'structured', forDevs: true, variables: [{ name: 'cmd', default: 'ls -la' }] });
    expect(records[2]).toMatchObject({ kind: 'image', variables: [{ name: 'subject' }] });
    expect(records[2]!.variables[0]).not.toHaveProperty('default');
  });

  it('suffixes repeated titles -2, -3 in CSV order and never collides with a natural slug', () => {
    const csv =
      HEADER +
      'Code Review,a,FALSE,TEXT,x\nCode Review 2,b,FALSE,TEXT,x\nCode Review,c,FALSE,TEXT,x\nCode Review,d,FALSE,TEXT,x\n' +
      '你好,e,FALSE,TEXT,x\nНедвижимость,f,FALSE,TEXT,x\n';
    expect(parseCorpusCsv(csv).map((r) => r.id)).toEqual([
      'code-review',
      'code-review-2',
      'code-review-3', // "code-review-2" is taken by the natural slug of "Code Review 2"
      'code-review-4',
      'prompt',
      'prompt-2',
    ]);
  });

  it('names the line of a row with the wrong number of fields', () => {
    const csv = `${HEADER}A,"multi\nline",FALSE,TEXT,x\nB,only,three\n`;
    expect(() => parseCorpusCsv(csv)).toThrow(CorpusParseError);
    expect(() => parseCorpusCsv(csv)).toThrow(/line 4/);
  });

  it('names the line of an unterminated quote', () => {
    expect(() => parseCorpusCsv(`${HEADER}A,ok,FALSE,TEXT,x\nB,"never closed,FALSE,TEXT,x\n`)).toThrow(/line \d+.*Quote Not Closed/);
  });

  it('names the line (where the record starts) of an unknown type or for_devs value', () => {
    const badType = `${HEADER}A,"two\nlines",FALSE,TEXT,x\nB,body,FALSE,VIDEO,x\n`;
    expect(() => parseCorpusCsv(badType)).toThrow(/line 4: type is "VIDEO"/);
    const badDevs = `${HEADER}A,body,maybe,TEXT,x\n`;
    try {
      parseCorpusCsv(badDevs);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(CorpusParseError);
      expect((e as CorpusParseError).line).toBe(2);
      expect((e as Error).message).toMatch(/for_devs is "maybe"/);
    }
  });

  it('refuses a header without the expected columns', () => {
    expect(() => parseCorpusCsv('title,prompt\nA,b\n')).toThrow(/line 1: header lacks column\(s\) act, for_devs, type, contributor/);
  });
});

describe('extractVariables', () => {
  it('reads names and defaults in first-appearance order, once each', () => {
    expect(extractVariables("Hi ${name}, ${Aspect Ratio: 16:9 | 4:3} ${name:Ada} ${lang:English} ${Brand's core product:a, b}")).toEqual([
      { name: 'name', default: 'Ada' }, // a later default fills the first appearance's gap
      { name: 'Aspect Ratio', default: '16:9 | 4:3' },
      { name: 'lang', default: 'English' },
      { name: "Brand's core product", default: 'a, b' },
    ]);
  });

  it('ignores JavaScript template expressions found in code samples', () => {
    expect(extractVariables('`${response.status} ${index + 1} ${Date.now()} ${arr[1]} ${{ secrets.X }} ${a ? b : c}`')).toEqual([]);
  });

  it('takes the inner placeholder of a doubled "${${"', () => {
    expect(extractVariables('${${goal:ship it}')).toEqual([{ name: 'goal', default: 'ship it' }]);
  });
});

describe('slugify', () => {
  it('folds accents, lowercases, hyphenates and trims', () => {
    expect(slugify('  Analyse Énergétique avec DJU, Coûts ')).toBe('analyse-energetique-avec-dju-couts');
    expect(slugify('$500/Hour AI Consultant Prompt')).toBe('500-hour-ai-consultant-prompt');
    expect(slugify('论文降重指南')).toBe('prompt');
  });

  it('caps long titles at a word boundary', () => {
    const slug = slugify('word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('word')).toBe(true);
  });
});
