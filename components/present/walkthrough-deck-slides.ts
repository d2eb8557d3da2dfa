/** The walkthrough deck's slides: one per walkthrough step, then step-up (StepUpSlide). */
import { WALK_STEPS } from '@/lib/walkthrough/steps';

export const STEP_UP_SLIDE = '/present/auth/step-up';
export const WALK_DECK_LENGTH = WALK_STEPS.length + 1;
export const STEP_UP_TITLE = 'Step-up: when the token is not enough';
