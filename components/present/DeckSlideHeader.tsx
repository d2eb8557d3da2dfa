/** A slide's header (a tour chapter, step-up, the key track): where it sits in its deck, its title, its lesson line. */
import type { ReactNode } from 'react';

export function DeckSlideHeader({ kicker, kickerTestId, title, lesson }: { kicker: string; kickerTestId?: string; title: string; lesson: ReactNode }) {
  return (
    <header className="shrink-0 space-y-1">
      <p className="text-xl font-semibold text-indigo-700" data-testid={kickerTestId}>
        {kicker}
      </p>
      <h1 id="slide-title" data-slide-title tabIndex={-1} className="text-4xl font-bold tracking-tight text-stone-900 xl:text-5xl">
        {title}
      </h1>
      <p className="max-w-6xl text-2xl leading-snug text-stone-800 xl:text-3xl" data-testid="slide-lesson">
        {lesson}
      </p>
    </header>
  );
}
