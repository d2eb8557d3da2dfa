/**
 * A slide's evidence folds while its demo runs and opens again once it has settled with room to spare,
 * without folding and unfolding forever. Driven the way FitEvidence drives it: every fold change is
 * measured at once (before paint), against a model of how tall the evidence is at each fold.
 */
import { describe, expect, test } from 'vitest';
import { SLIDE_FOLDS } from '../../../components/frame/detail';
import { FOLD_START, type FoldEvent, type FoldState, nextFold } from '../../../components/present/fold-plan';

const LAST = SLIDE_FOLDS.length - 1;
const BOX = 500;

/** A slide: the evidence's height at each fold (compact, frames, summary, count) changes as results arrive. */
function slide() {
  let s: FoldState = FOLD_START;
  let heights = [200, 150, 100, 40];
  const shown: string[] = []; // the folds a presenter would see (after each settled chain)
  const measure = () => {
    // Each change of fold is measured before paint, until the fold stops changing (bounded, like React's own limit).
    for (let i = 0; i < 20; i++) {
      const before = s.fold;
      s = nextFold(s, { type: 'measured', over: heights[s.fold] > BOX }, LAST);
      if (s.fold === before) return;
    }
    throw new Error('the fold never settled');
  };
  const send = (e: FoldEvent) => {
    const before = s.fold;
    s = nextFold(s, e, LAST);
    if (s.fold !== before) measure();
    shown.push(SLIDE_FOLDS[s.fold]);
  };
  return {
    /** New results drew the evidence at these heights; it is measured as it resizes. */
    grow(h: number[]) {
      heights = h;
      measure();
      shown.push(SLIDE_FOLDS[s.fold]);
    },
    send,
    get fold() {
      return SLIDE_FOLDS[s.fold];
    },
    shown,
  };
}

describe('a slide’s evidence', () => {
  test('folds while its demo runs, then opens to the most detailed fold that fits once it settles', () => {
    const s = slide();
    s.grow([730, 520, 290, 40]); // mid-run: too tall until the summary lines
    expect(s.fold).toBe('summary');
    s.grow([480, 400, 300, 40]); // the final result fits with its frames open
    expect(s.fold).toBe('summary'); // still running or just arrived: nothing jumps back
    s.send({ type: 'settled' });
    expect(s.fold).toBe('compact');
  });

  test('stops at the fold before the first that does not fit, and a second quiet moment changes nothing', () => {
    const s = slide();
    s.grow([900, 800, 600, 40]);
    expect(s.fold).toBe('count');
    s.grow([900, 450, 300, 40]);
    s.send({ type: 'settled' });
    expect(s.fold).toBe('frames');
    s.send({ type: 'settled' });
    s.send({ type: 'settled' });
    expect(s.fold).toBe('frames');
  });

  test('a view that grows after it opened is folded again and not reopened until a new run', () => {
    const s = slide();
    s.grow([900, 300, 200, 40]);
    s.grow([450, 300, 200, 40]);
    s.send({ type: 'settled' });
    expect(s.fold).toBe('compact');
    s.grow([520, 300, 200, 40]); // e.g. highlighting that lands after the fold opened
    expect(s.fold).toBe('frames');
    for (let i = 0; i < 5; i++) s.send({ type: 'settled' });
    expect(s.fold).toBe('frames');
    // "Run again": new evidence, which may fit
    s.send({ type: 'reset' });
    s.grow([900, 800, 200, 40]);
    expect(s.fold).toBe('summary');
    s.grow([450, 300, 200, 40]);
    s.send({ type: 'settled' });
    expect(s.fold).toBe('compact');
  });

  test('evidence that does not fit even as a count stays at the count (the slide says it is cut)', () => {
    const s = slide();
    s.grow([900, 800, 700, 600]);
    s.send({ type: 'settled' });
    expect(s.fold).toBe('count');
    expect(s.shown.every((f) => f === 'count')).toBe(true);
  });

  test('nothing to fold: the state object stays the same, so nothing renders again', () => {
    const start = FOLD_START;
    expect(nextFold(start, { type: 'measured', over: false }, LAST)).toBe(start);
    expect(nextFold(start, { type: 'settled' }, LAST)).toBe(start);
    expect(nextFold(start, { type: 'reset' }, LAST)).toBe(start);
  });
});
