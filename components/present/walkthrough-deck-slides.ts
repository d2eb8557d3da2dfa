/** The walkthrough deck's slides: one per walkthrough step, then step-up (StepUpSlide), then the shared-key track. */
import { WALK_STEPS } from '@/lib/walkthrough/steps';

export const STEP_UP_SLIDE = '/present/auth/step-up';
export const KEY_TRACK_SLIDE = '/present/auth/key';
export const KEY_TRACK_TITLE = 'Or a shared key: no OAuth at all';
export const WALK_DECK_LENGTH = WALK_STEPS.length + 2;
export const STEP_UP_TITLE = 'Step-up: when the token is not enough';
/** What each of the deck's slides tells its SlideFrame about the deck. */
export const WALK_DECK = { deck: 'Sign-in walkthrough', total: WALK_DECK_LENGTH, first: `/present/auth/${WALK_STEPS[0].id}`, last: KEY_TRACK_SLIDE };
