'use client';
/**
 * The walkthrough deck's slide after the steps: step-up. The deck's token (steps 1 to the last) carries the read
 * scope; refine_prompt also needs the refine scope. The slide asks the room what the door answers
 * before anything is sent (the answer is the live 403 insufficient_scope, never printed above the
 * question), then re-authorizes for the wider scope and calls again, with the same cards as /auth.
 */
import { useState } from 'react';
import { StepUp } from '@/components/auth/StepUp';
import { useWalkState } from '@/components/auth/useWalkthrough';
import { SCOPE_READ, SCOPE_REFINE } from '@/lib/vocabulary';
import { rangeLabel } from '@/lib/walkthrough/steps';
import { DeckSlideHeader } from './DeckSlideHeader';
import { walkthroughForDeck } from './deck-walkthrough';
import { STEP_UP_TITLE } from './walkthrough-deck-slides';
import { FitEvidence } from './FitEvidence';

export function StepUpSlide() {
  const [w] = useState(walkthroughForDeck);
  const { state } = useWalkState(w);
  const busy = state.running !== undefined;
  const signedIn = Boolean(state.data.token?.access_token);
  return (
    <section aria-labelledby="slide-title" className="flex min-h-0 flex-1 flex-col gap-4">
      <DeckSlideHeader
        kicker="After the last step"
        title={STEP_UP_TITLE}
        lesson={
          <>
            The token carries <code>{SCOPE_READ}</code>; <code>refine_prompt</code> also needs <code>{SCOPE_REFINE}</code>. Ask the room: does the door answer
            401, 403 or 200?
          </>
        }
      />
      {signedIn ? null : (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-xl text-stone-800">This slide uses the deck’s token: sign in first.</p>
          <button
            type="button"
            disabled={busy}
            onClick={() => void w.runAll()}
            className="rounded-md bg-indigo-700 px-4 py-2 text-xl font-medium text-white hover:bg-indigo-800 disabled:opacity-50"
          >
            Run steps {rangeLabel(w.steps)}
          </button>
        </div>
      )}
      <FitEvidence running={busy}>
        <StepUp w={w} />
      </FitEvidence>
    </section>
  );
}
