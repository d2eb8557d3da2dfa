/**
 * The diagram's lifelines, left to right, per track. The client talks to both servers and the servers
 * never talk to each other (the resource server knows its issuer only by URL), so the client stands in
 * the middle: no arrow then passes a lifeline it does not join.
 */
import type { Actor, WalkStep } from '../../lib/walkthrough/step';

export type Track = 'oauth' | 'key';

export const LANES: Record<Track, readonly Actor[]> = {
  oauth: ['as', 'client', 'rs'],
  key: ['client', 'rs'],
};

/** The lanes an arrow passes over without joining them (empty: a clean diagram). */
export function lanesCrossed(lanes: readonly Actor[], step: Pick<WalkStep, 'arrow'>): Actor[] {
  const [a, b] = [lanes.indexOf(step.arrow.from), lanes.indexOf(step.arrow.to)].sort((x, y) => x - y);
  return lanes.slice(a + 1, b);
}
