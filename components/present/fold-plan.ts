/**
 * How far a slide's evidence is folded (an index into SLIDE_FOLDS), as a small state machine that
 * FitEvidence feeds with what it measures. While a demo runs, the evidence only folds (nothing jumps
 * back and forth as results arrive). Once it has settled, the slide tries the folds with more detail,
 * one after another, in one pass before the screen is painted, and keeps the most detailed one that fits:
 * a presenter sees the frames open again when the demo has finished with room to spare.
 * A level that overflowed after being reopened is not tried again until a new run (or a new screen size),
 * so a view that grows a little after it opens cannot make the slide fold and unfold forever.
 */

export interface FoldState {
  /** The fold shown: 0 is the most detail. */
  fold: number;
  /** The most detailed fold worth trying now (those above it were seen not to fit the settled evidence). */
  floor: number;
  /** The shown fold was reached by unfolding (so overflowing there says it does not fit). */
  reopened: boolean;
  /** Trying folds with more detail, started from this one; undefined when not trying. */
  tryingFrom?: number;
}

export type FoldEvent =
  /** The evidence was measured at the shown fold: whether it is taller than its box. */
  | { type: 'measured'; over: boolean }
  /** Nothing changed for a while and no demo inside is running: try more detail. */
  | { type: 'settled' }
  /** A new run started, or the screen changed size: what was learnt about what fits is stale. */
  | { type: 'reset' };

export const FOLD_START: FoldState = { fold: 0, floor: 0, reopened: false };

/** The next state; the same object when nothing changes (so React renders nothing). */
export function nextFold(s: FoldState, e: FoldEvent, last: number): FoldState {
  if (e.type === 'reset') return s.floor === 0 && !s.reopened ? s : { ...s, floor: 0, reopened: false };
  if (e.type === 'settled') {
    if (s.tryingFrom !== undefined || s.fold <= s.floor) return s;
    return { ...s, fold: s.fold - 1, tryingFrom: s.fold };
  }
  const trying = s.tryingFrom !== undefined;
  if (e.over) {
    // A tried fold that does not fit: back to the one before it, and do not try this one again.
    if (trying) return { fold: s.fold + 1, floor: s.fold + 1, reopened: s.reopened || s.fold + 1 < (s.tryingFrom ?? 0) };
    if (s.fold >= last) return s; // nothing left to fold: the slide says what is cut
    return { fold: s.fold + 1, floor: s.reopened ? s.fold + 1 : s.floor, reopened: false };
  }
  if (!trying) return s;
  if (s.fold > s.floor) return { ...s, fold: s.fold - 1 };
  return { fold: s.fold, floor: s.floor, reopened: s.fold < (s.tryingFrom ?? 0) || s.reopened };
}
