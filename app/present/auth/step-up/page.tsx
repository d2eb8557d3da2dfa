/** /present/auth/step-up: the walkthrough deck's slide after the steps, step-up (403 insufficient_scope, then a wider token). */
import type { Metadata } from 'next';
import { SlideFrame } from '@/components/present/SlideFrame';
import { KEY_TRACK_SLIDE, KEY_TRACK_TITLE, STEP_UP_TITLE, WALK_DECK, WALK_DECK_LENGTH } from '@/components/present/walkthrough-deck-slides';
import { StepUpSlide } from '@/components/present/StepUpSlide';
import { WALK_STEPS } from '@/lib/walkthrough/steps';

export const metadata: Metadata = { title: 'Step-up' };

export default function StepUpSlidePage() {
  return (
    <SlideFrame
      {...WALK_DECK}
      position={WALK_DECK_LENGTH - 1}
      title={STEP_UP_TITLE}
      prev={`/present/auth/${WALK_STEPS[WALK_STEPS.length - 1].id}`}
      next={KEY_TRACK_SLIDE}
      nextTitle={KEY_TRACK_TITLE}
      exit="/auth#step-up"
    >
      <StepUpSlide />
    </SlideFrame>
  );
}
