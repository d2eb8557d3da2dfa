/** A random prompt, optionally of one kind; reproducible when a seed is given. */
import type { PromptKind, PromptRecord } from './types';

/** FNV-1a: spreads any seed (string or number) over 32 bits. */
function hash32(seed: string | number): number {
  const s = String(seed);
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: tiny, fast and good enough to pick one item; not for anything secret. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One record (undefined when none match the kind). Same records + same seed → same pick. */
export function pickRandom(records: readonly PromptRecord[], opts: { kind?: PromptKind; seed?: string | number } = {}): PromptRecord | undefined {
  const pool = opts.kind ? records.filter((r) => r.kind === opts.kind) : records;
  if (!pool.length) return undefined;
  const random = opts.seed === undefined ? Math.random : mulberry32(hash32(opts.seed));
  return pool[Math.floor(random() * pool.length)];
}
