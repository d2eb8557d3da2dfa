import { describe, expect, it } from 'vitest';
import { getCorpus } from '../../lib/corpus/load';
import { mulberry32, pickRandom } from '../../lib/corpus/random';

const { records } = getCorpus();

describe('pickRandom', () => {
  it('returns the same record for the same seed, string or number', () => {
    expect(pickRandom(records, { seed: 'demo' })).toBe(pickRandom(records, { seed: 'demo' }));
    expect(pickRandom(records, { seed: 42 })).toBe(pickRandom(records, { seed: 42 }));
    expect(pickRandom(records, { seed: 42 })).toBe(pickRandom(records, { seed: '42' }));
  });

  it('spreads different seeds over many records', () => {
    const picked = new Set(Array.from({ length: 200 }, (_, i) => pickRandom(records, { seed: `s${i}` })!.id));
    expect(picked.size).toBeGreaterThan(150);
  });

  it('keeps to the kind asked for', () => {
    for (let i = 0; i < 50; i++) expect(pickRandom(records, { kind: 'image', seed: i })!.kind).toBe('image');
    expect(
      pickRandom(
        records.filter((r) => r.kind === 'text'),
        { kind: 'image' },
      ),
    ).toBeUndefined();
  });

  it('uses Math.random without a seed', () => {
    const picked = new Set(Array.from({ length: 50 }, () => pickRandom(records)!.id));
    expect(picked.size).toBeGreaterThan(10);
  });

  it('mulberry32 yields values in [0, 1), reproducibly', () => {
    const a = mulberry32(7);
    const b = mulberry32(7);
    for (let i = 0; i < 1000; i++) {
      const x = a();
      expect(x).toBe(b());
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
  });
});
