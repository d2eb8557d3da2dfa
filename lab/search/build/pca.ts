/**
 * Principal components of a set of vectors (rows × dims, row-major), by orthogonal iteration on their
 * covariance: the few hundred dimensions a build-time table is cut to (./distilled-vectors.ts). Run at
 * build time only; deterministic (a fixed start), so a rebuild from the same rows gives the same table.
 */

export interface Pca {
  /** The rows' mean, taken out before projecting. */
  mean: Float32Array;
  /** k × dims, row j the j-th component (unit length, largest variance first). */
  basis: Float32Array;
  dims: number;
  k: number;
}

/** The first `k` components of `rows`, the covariance estimated on at most `sample` evenly spaced rows. */
export function fitPca(rows: Float32Array, dims: number, k: number, sample = 20_000, iterations = 60): Pca {
  const count = Math.floor(rows.length / dims);
  if (!count || k < 1 || k > dims) throw new Error(`fitPca: need rows and 1 ≤ k ≤ ${dims} (got ${count} rows, k ${k})`);
  const step = Math.max(1, Math.floor(count / sample));
  const mean = new Float64Array(dims);
  let m = 0;
  for (let i = 0; i < count; i += step, m++) for (let d = 0; d < dims; d++) mean[d]! += rows[i * dims + d]!;
  for (let d = 0; d < dims; d++) mean[d]! /= m;
  const cov = new Float64Array(dims * dims);
  const x = new Float64Array(dims);
  for (let i = 0; i < count; i += step) {
    for (let d = 0; d < dims; d++) x[d] = rows[i * dims + d]! - mean[d]!;
    for (let a = 0; a < dims; a++) {
      const xa = x[a]!;
      const at = a * dims;
      for (let b = 0; b < dims; b++) cov[at + b]! += xa * x[b]!;
    }
  }
  // q: dims × k; a fixed pseudo-random start, so the components (and their signs) are reproducible
  let q = Float64Array.from({ length: dims * k }, (_, i) => Math.sin(i * 12.9898 + 1) * 43758.5453 - Math.floor(Math.sin(i * 12.9898 + 1) * 43758.5453) - 0.5);
  for (let it = 0; it < iterations; it++) {
    const z = new Float64Array(dims * k);
    for (let a = 0; a < dims; a++) {
      const at = a * dims;
      for (let b = 0; b < dims; b++) {
        const c = cov[at + b]!;
        const bk = b * k;
        for (let j = 0; j < k; j++) z[a * k + j]! += c * q[bk + j]!;
      }
    }
    orthonormalColumns(z, dims, k);
    q = z;
  }
  const basis = new Float32Array(k * dims);
  for (let j = 0; j < k; j++) for (let a = 0; a < dims; a++) basis[j * dims + a] = q[a * k + j]!;
  return { mean: Float32Array.from(mean), basis, dims, k };
}

/** Gram–Schmidt on the k columns of a dims × k matrix, in place. */
function orthonormalColumns(z: Float64Array, dims: number, k: number): void {
  for (let j = 0; j < k; j++) {
    for (let p = 0; p < j; p++) {
      let dot = 0;
      for (let a = 0; a < dims; a++) dot += z[a * k + j]! * z[a * k + p]!;
      for (let a = 0; a < dims; a++) z[a * k + j]! -= dot * z[a * k + p]!;
    }
    let s = 0;
    for (let a = 0; a < dims; a++) s += z[a * k + j]! ** 2;
    const n = Math.sqrt(s) || 1;
    for (let a = 0; a < dims; a++) z[a * k + j]! /= n;
  }
}

/** Each row, centred and projected on the components: rows × k. */
export function projectPca(p: Pca, rows: Float32Array): Float32Array {
  const count = Math.floor(rows.length / p.dims);
  const out = new Float32Array(count * p.k);
  const x = new Float32Array(p.dims);
  for (let i = 0; i < count; i++) {
    for (let d = 0; d < p.dims; d++) x[d] = rows[i * p.dims + d]! - p.mean[d]!;
    for (let j = 0; j < p.k; j++) {
      let s = 0;
      const at = j * p.dims;
      for (let d = 0; d < p.dims; d++) s += x[d]! * p.basis[at + d]!;
      out[i * p.k + j] = s;
    }
  }
  return out;
}
