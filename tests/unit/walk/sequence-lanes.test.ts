/**
 * The walkthrough's sequence diagram: the user's browser carries the front channel between neighbouring lanes; the
 * only arrows that pass over a lifeline are the client's direct calls to the issuer, behind the browser's.
 */
import { describe, expect, it } from 'vitest';
import { LANES, lanesCrossed } from '../../../components/sequence/lanes';
import { KEY_TRACK, WALK_STEPS } from '../../../lib/walkthrough/steps';

describe('sequence diagram lanes', () => {
  it('the OAuth track: only a back-channel call between client and issuer passes over a lifeline, and only the browser’s', () => {
    const crossings = WALK_STEPS.map((s) => ({ id: s.id, ends: [s.arrow.from, s.arrow.to].sort(), crossed: lanesCrossed(LANES.oauth, s) })).filter(
      (c) => c.crossed.length > 0,
    );
    expect(crossings.length).toBeGreaterThan(0);
    for (const c of crossings) expect(c, c.id).toMatchObject({ ends: ['as', 'client'], crossed: ['browser'] });
    // Every party is drawn and in use: both servers are talked to, and the browser carries the trip there and back.
    expect([...LANES.oauth].sort()).toEqual(['as', 'browser', 'client', 'rs']);
    expect(WALK_STEPS.some((s) => s.arrow.to === 'rs') && WALK_STEPS.some((s) => s.arrow.to === 'as')).toBe(true);
    expect(WALK_STEPS.filter((s) => s.arrow.from === 'browser' || s.arrow.to === 'browser').map((s) => [s.arrow.from, s.arrow.to])).toEqual([
      ['client', 'browser'],
      ['browser', 'as'],
      ['browser', 'client'],
    ]);
  });

  it('the code comes back through the browser, and the client checks state and iss on arrival', () => {
    const back = WALK_STEPS.find((s) => s.arrow.from === 'browser' && s.arrow.to === 'client');
    expect(back?.arrow.label).toMatch(/code.*state.*iss/);
    expect(back?.arrow.note).toMatch(/state.*forged.*iss.*mix-up/);
  });

  it('the shared-key track: its shown steps cross nothing', () => {
    expect(KEY_TRACK.shown.flatMap((s) => lanesCrossed(LANES.key, s))).toEqual([]);
  });

  it('counts a crossing where there is one', () => {
    expect(lanesCrossed(['client', 'as', 'rs'], { arrow: { from: 'client', to: 'rs', label: '' } })).toEqual(['as']);
  });
});
