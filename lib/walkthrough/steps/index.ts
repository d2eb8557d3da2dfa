/**
 * The walkthrough's steps, in order. A step's number anywhere on a page is its place in this list;
 * everything else about it is in its record. Adding a step: its file, and one line here.
 */
import type { WalkStep } from '../step';
import { authorizationUrl } from './authorization-url';
import { callWithToken } from './call-with-token';
import { consent } from './consent';
import { firstCall } from './first-call';
import { pkceStep } from './pkce';
import { readChallengeStep } from './read-challenge';
import { readToken } from './read-token';
import { redeemStep } from './redeem';
import { redirect } from './redirect';
import { refreshStep } from './refresh';
import { registerStep } from './register';
import { resourceMetadata } from './resource-metadata';
import { serverMetadata } from './server-metadata';

export const WALK_STEPS: readonly WalkStep[] = [
  firstCall,
  readChallengeStep,
  resourceMetadata,
  serverMetadata,
  registerStep,
  pkceStep,
  authorizationUrl,
  consent,
  redirect,
  redeemStep,
  readToken,
  callWithToken,
  refreshStep,
];

/** 1-based place in the list: the number a page shows. */
export const positionOf = (id: string): number => WALK_STEPS.findIndex((s) => s.id === id) + 1;

export const stepById = (id: string): WalkStep | undefined => WALK_STEPS.find((s) => s.id === id);

/** `?step=` accepts a position (`?step=9`, kept for old links and handouts) or an id (`?step=redirect`). */
export function stepFromParam(param: string | undefined): WalkStep {
  if (!param) return WALK_STEPS[0];
  const byId = stepById(param);
  if (byId) return byId;
  const n = Number.parseInt(param, 10);
  return Number.isFinite(n) ? WALK_STEPS[Math.min(WALK_STEPS.length, Math.max(1, n)) - 1] : WALK_STEPS[0];
}

/** Numbers as a reader says them: "8", "2–11". */
export function rangeLabel(steps: readonly WalkStep[]): string {
  if (steps.length === 0) return '';
  const first = positionOf(steps[0].id);
  const last = positionOf(steps[steps.length - 1].id);
  return first === last ? String(first) : `${first}–${last}`;
}

/** The shared-key track: the steps it shows, and the run of steps a pasted key stands in for. */
export const KEY_TRACK = {
  shown: WALK_STEPS.filter((s) => s.keyTrack === 'shown'),
  folded: WALK_STEPS.filter((s) => s.keyTrack === 'folded'),
};
