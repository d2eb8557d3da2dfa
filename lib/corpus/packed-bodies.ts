/**
 * The snapshot's prompt bodies (nine tenths of its bytes) as two long strings instead of 1,381 short
 * ones: one of the bodies V8 can hold a byte per character, one of the rest. Restored, each body is a
 * slice of its string, which V8 makes without copying characters. A long string is deserialised in one
 * copy straight into the old generation, where 1,381 short ones would each be copied again by the young
 * generation's collections, at every cold start.
 */
import type { PromptRecord } from './types';

export interface PackedBodies {
  narrow: string;
  wide: string;
  /** Per record, in order: 1 when its body is in `wide`. */
  inWide: Uint8Array;
}

/** Any character past U+00FF: V8 then keeps the whole string at two bytes a character. */
function needsTwoBytes(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) > 0xff) return true;
  return false;
}

/** The records without their bodies, and the bodies packed. */
export function packBodies(records: readonly PromptRecord[]): { records: PromptRecord[]; bodies: PackedBodies } {
  const inWide = Uint8Array.from(records, (r) => (needsTwoBytes(r.body) ? 1 : 0));
  const narrow = records.filter((_, i) => !inWide[i]).map((r) => r.body);
  const wide = records.filter((_, i) => inWide[i]).map((r) => r.body);
  return { records: records.map((r) => ({ ...r, body: '' })), bodies: { narrow: narrow.join(''), wide: wide.join(''), inWide } };
}

/** Puts each body back (its length is the record's `length`); false when the packed strings do not add up. */
export function unpackBodies(records: PromptRecord[], { narrow, wide, inWide }: PackedBodies): boolean {
  if (inWide.length !== records.length) return false;
  let n = 0;
  let w = 0;
  for (const [i, r] of records.entries()) {
    if (inWide[i]) {
      r.body = wide.slice(w, w + r.length);
      w += r.length;
    } else {
      r.body = narrow.slice(n, n + r.length);
      n += r.length;
    }
  }
  return n === narrow.length && w === wide.length;
}
