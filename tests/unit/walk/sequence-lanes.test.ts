/** The walkthrough's sequence diagram: no arrow passes over a lifeline it does not join, on either track. */
import { describe, expect, it } from 'vitest';
import { LANES, lanesCrossed } from '../../../components/sequence/lanes';
import { KEY_TRACK, WALK_STEPS } from '../../../lib/walkthrough/steps';

describe('sequence diagram lanes', () => {
  it('the OAuth track: every arrow joins neighbouring lanes (the client stands between the two servers)', () => {
    const crossings = WALK_STEPS.map((s) => [s.id, lanesCrossed(LANES.oauth, s)] as const).filter(([, c]) => c.length > 0);
    expect(crossings).toEqual([]);
    // Both servers are drawn, and each is talked to: the order is not clean only because a party went missing.
    expect([...LANES.oauth].sort()).toEqual(['as', 'client', 'rs']);
    expect(WALK_STEPS.some((s) => s.arrow.to === 'rs') && WALK_STEPS.some((s) => s.arrow.to === 'as')).toBe(true);
  });

  it('the shared-key track: its shown steps cross nothing', () => {
    expect(KEY_TRACK.shown.flatMap((s) => lanesCrossed(LANES.key, s))).toEqual([]);
  });

  it('counts a crossing where there is one', () => {
    expect(lanesCrossed(['client', 'as', 'rs'], { arrow: { from: 'client', to: 'rs', label: '' } })).toEqual(['as']);
  });
});
