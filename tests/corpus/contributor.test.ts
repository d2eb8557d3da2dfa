import { describe, expect, it } from 'vitest';
import { contributorHandle } from '../../lib/corpus/contributor';
import { getCorpus } from '../../lib/corpus/load';
import { parseCorpusCsv } from '../../lib/corpus/parse';

// Loaded while collecting, as the other corpus tests do: parsing 1,381 records is slow on a busy machine.
const corpus = getCorpus();

describe('contributors show as handles, never e-mail addresses', () => {
  it.each([
    ['jane.doe@gmail.com', 'jane.doe'],
    ['  42@example.co.uk ', '42'],
    ['f', 'f'],
    ['a.b@gmail.com,c@qq.com', 'a.b, c'],
    ['@handle', '@handle'], // an @-handle is a handle, not an address
    ['not an@address', 'not an@address'],
  ])('%j → %j', (raw, shown) => {
    expect(contributorHandle(raw)).toBe(shown);
  });

  it('parsing a row credited to an address keeps only the handle', () => {
    const [record] = parseCorpusCsv('act,prompt,for_devs,type,contributor\nTiny,Say hi,FALSE,TEXT,someone@example.com\n');
    expect(record!.contributor).toBe('someone');
  });

  it('no record or corpus_stats entry of the real corpus carries an address', () => {
    const address = /@[^\s@,]+\.[a-z]{2,}/i;
    expect(corpus.records.filter((r) => address.test(r.contributor))).toEqual([]);
    expect(corpus.stats.topContributors.filter((c) => address.test(c.contributor))).toEqual([]);
  });
});
