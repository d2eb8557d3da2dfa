/**
 * An observed exchange's walkthrough step, for the page: the server labels a record with the step's
 * id (lib/vocabulary/observed-steps.ts); its number and title come from the walkthrough's list here.
 */
import { type ObservedStepId, observedStepId, type StepEvidence } from '../vocabulary';
import type { ObservedStep } from '../wire/observed';
import { positionOf, stepById } from './steps';

export type { StepEvidence };

/** The step with this id, numbered and titled as the walkthrough has it. */
export function observedStepOf(id: ObservedStepId | string): ObservedStep | undefined {
  const step = stepById(id);
  return step ? { id: step.id, n: positionOf(step.id), title: step.title } : undefined;
}

export function observedStep(e: StepEvidence): ObservedStep | undefined {
  const id = observedStepId(e);
  return id ? observedStepOf(id) : undefined;
}
