/**
 * /present/auth/key: the walkthrough deck's last slide, the shared-key track: 401, a key pasted from
 * config in place of the OAuth steps, 200. Only a demo-mode key is ever filled in; a configured one stays secret.
 */
import type { Metadata } from 'next';
import { KeyTrack } from '@/components/auth/KeyTrack';
import { DeckSlideHeader } from '@/components/present/DeckSlideHeader';
import { FitEvidence } from '@/components/present/FitEvidence';
import { SlideFrame } from '@/components/present/SlideFrame';
import { KEY_TRACK_TITLE, STEP_UP_SLIDE, WALK_DECK, WALK_DECK_LENGTH } from '@/components/present/walkthrough-deck-slides';
import { resolveApiKey } from '@/lib/auth/resource-server/key-gate';
import { config } from '@/lib/config';
import { DOOR } from '@/lib/vocabulary';

export const metadata: Metadata = { title: KEY_TRACK_TITLE };

export default function KeyTrackSlide() {
  const key = resolveApiKey(config());
  const demoKey = key?.source === 'demo' ? key.value : undefined;
  return (
    <SlideFrame {...WALK_DECK} position={WALK_DECK_LENGTH} title={KEY_TRACK_TITLE} prev={STEP_UP_SLIDE} exit="/auth?track=key">
      <section aria-labelledby="slide-title" className="flex min-h-0 flex-1 flex-col gap-4">
        <DeckSlideHeader
          kicker="The other guarded door"
          title={KEY_TRACK_TITLE}
          lesson={
            <>
              <code>{DOOR.key.path}</code> takes one secret from the deployment’s config: no discovery, no registration, no consent, no expiry. 401 without it,
              200 with it.
            </>
          }
        />
        <FitEvidence>
          <KeyTrack demoKey={demoKey} />
        </FitEvidence>
      </section>
    </SlideFrame>
  );
}
