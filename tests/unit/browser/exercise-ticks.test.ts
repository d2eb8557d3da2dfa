/** The ticks store: a tick keeps where it was earned (the page, or one's own client), and ticks stored before that still read. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXERCISE_TICKS_KEY } from '../../../lib/vocabulary';

function fakeWindow(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    localStorage: {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
    },
    addEventListener: () => {},
    items,
  };
}

describe('exercise ticks', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the first tick and where it came from; a later one from elsewhere changes nothing', async () => {
    const w = fakeWindow();
    vi.stubGlobal('window', w);
    const { getTicks, tick } = await import('../../../lib/browser/exercise-ticks');
    tick('first-401', 'own-client', 5);
    tick('first-401', 'page', 9);
    tick('call-search', 'page', 7);
    expect(getTicks()).toEqual({ 'first-401': { at: 5, from: 'own-client' }, 'call-search': { at: 7, from: 'page' } });
    expect(JSON.parse(w.items.get(EXERCISE_TICKS_KEY)!)).toEqual({ 'first-401': { at: 5, from: 'own-client' }, 'call-search': { at: 7, from: 'page' } });
  });

  it('reads ticks stored as bare times as earned on the page, and drops what it cannot read', async () => {
    vi.stubGlobal(
      'window',
      fakeWindow({ [EXERCISE_TICKS_KEY]: JSON.stringify({ a: 3, b: { at: 4, from: 'own-client' }, c: 'x', d: { at: 1, from: 'mars' } }) }),
    );
    const { getTicks } = await import('../../../lib/browser/exercise-ticks');
    expect(getTicks()).toEqual({ a: { at: 3, from: 'page' }, b: { at: 4, from: 'own-client' } });
  });
});
