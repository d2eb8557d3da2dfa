/** The workshop's run sheet (content/workshop/run-sheet.ts) against the chapters, the pages and the time it has. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readChapters } from '../../content/tour/read-chapters';
import { EXERCISE_ANSWERS } from '../../content/workshop/exercise-answers';
import { RUN_SHEET, SESSION_MINUTES } from '../../content/workshop/run-sheet';
import { EXERCISES } from '../../lib/exercises';
import { WALK_STEPS } from '../../lib/walkthrough/steps';

const anchors = readChapters().map((c) => c.anchor);
const used = RUN_SHEET.flatMap((b) => b.uses.flatMap((u) => ('chapter' in u ? [u.chapter] : [])));
const paths = RUN_SHEET.flatMap((b) => b.uses.flatMap((u) => ('path' in u ? [new URL(u.path, 'http://x').pathname] : [])));

/** A path the app serves: a page or route file under app/, or a walkthrough slide by its step id. */
const served = (path: string) => {
  const step = /^\/present\/auth\/([\w-]+)$/.exec(path)?.[1];
  if (step) return WALK_STEPS.some((s) => s.id === step);
  return ['page.tsx', 'route.ts'].some((f) => existsSync(join(process.cwd(), 'app', path, f)));
};

describe('the run sheet', () => {
  it('fills the session exactly', () => {
    expect(RUN_SHEET.reduce((sum, b) => sum + b.minutes, 0)).toBe(SESSION_MINUTES);
  });

  it('names chapters that exist, each once, in the tour’s order', () => {
    expect(used.filter((a) => !anchors.includes(a))).toEqual([]);
    expect(used).toEqual(anchors.filter((a) => used.includes(a)));
  });

  it('uses only pages the app serves', () => {
    expect(paths.filter((p) => !served(p))).toEqual([]);
  });
});

describe('the exercise sheet', () => {
  it('has an answer for every exercise, and none for an exercise that is gone', () => {
    expect(Object.keys(EXERCISE_ANSWERS).sort()).toEqual(EXERCISES.map((e) => e.id).sort());
  });
});
