/** Build-time PCA (lab/search/build/pca.ts): recovers the directions the data varies along, reproducibly. */
import { describe, expect, it } from 'vitest';
import { fitPca, projectPca } from '../../lab/search/build/pca';

// 2,000 points in 6-d: large spread along (1,1,0,0,0,0)/√2, smaller along e3, tiny noise elsewhere, offset by 5
function points(): Float32Array {
  const rows = new Float32Array(2000 * 6);
  let seed = 7;
  const rand = () => {
    seed = (seed * 16807) % 2147483647;
    return (seed / 2147483647) * 2 - 1;
  };
  for (let i = 0; i < 2000; i++) {
    const a = 10 * rand();
    const b = 3 * rand();
    const row = [a / Math.SQRT2, a / Math.SQRT2, b, 0.1 * rand(), 0.1 * rand(), 0.1 * rand()];
    row.forEach((x, d) => {
      rows[i * 6 + d] = x + 5;
    });
  }
  return rows;
}

describe('fitPca', () => {
  it('finds the largest-variance directions first and removes the mean', () => {
    const p = fitPca(points(), 6, 2);
    const first = Array.from(p.basis.subarray(0, 6));
    const second = Array.from(p.basis.subarray(6, 12));
    expect(Math.abs(first[0]!)).toBeCloseTo(Math.SQRT1_2, 2);
    expect(Math.abs(first[1]!)).toBeCloseTo(Math.SQRT1_2, 2);
    expect(Math.abs(second[2]!)).toBeCloseTo(1, 2);
    for (const m of p.mean) expect(m).toBeCloseTo(5, 0);
  });

  it('projects to k dimensions, keeping distances along the components, and gives the same basis every run', () => {
    const rows = points();
    const p = fitPca(rows, 6, 2);
    const out = projectPca(p, rows);
    expect(out.length).toBe(2000 * 2);
    const along = (i: number) => (rows[i * 6]! - 5 + rows[i * 6 + 1]! - 5) / Math.SQRT2;
    expect(Math.abs(out[0]!)).toBeCloseTo(Math.abs(along(0)), 1);
    expect(Array.from(fitPca(rows, 6, 2).basis)).toEqual(Array.from(p.basis));
  });

  it('refuses a k it cannot give', () => {
    expect(() => fitPca(points(), 6, 7)).toThrow(/k/);
  });
});
