/**
 * The diagram's lifelines, left to right, per track. The servers never talk to each other (the resource server
 * knows its issuer only by URL), so the client stands between them. The user's browser stands between the issuer
 * and the client: the front channel (the client sends the browser to the issuer, the issuer sends it back with the
 * code) then joins neighbours only, and the only arrows that pass over a lifeline are the client's direct calls to
 * the issuer, drawn behind the browser's: the back channel, which the browser never sees (the token included).
 */
import type { Actor, WalkStep } from '../../lib/walkthrough/step';

export type Track = 'oauth' | 'key';

export const LANES: Record<Track, readonly Actor[]> = {
  oauth: ['as', 'browser', 'client', 'rs'],
  key: ['client', 'rs'],
};

/** The lanes an arrow passes over without joining them (empty: a clean diagram). */
export function lanesCrossed(lanes: readonly Actor[], step: Pick<WalkStep, 'arrow'>): Actor[] {
  const [a, b] = [lanes.indexOf(step.arrow.from), lanes.indexOf(step.arrow.to)].sort((x, y) => x - y);
  return lanes.slice(a + 1, b);
}
