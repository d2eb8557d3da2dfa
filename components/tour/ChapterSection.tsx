/**
 * One chapter of the tour: number, title, the idea in a sentence, then its MDX body (prose and live demo),
 * its predict-then-reveal question placed before its demo (where it has one), and its exercises.
 */
import type { ReactNode } from 'react';
import { Exercises } from '@/components/exercises/Exercises';
import { FindingGate } from './finding-gate';
import { chapterLabel } from '@/content/tour/chapter-label';
import type { ChapterMeta } from '@/content/tour/read-chapters';

export function ChapterSection({
  chapter,
  first = false,
  children,
}: {
  chapter: Pick<ChapterMeta, 'anchor' | 'title' | 'idea' | 'number'>;
  /** The opening chapter: no rule above it, tighter, so it fits the first screen under the page's title. */
  first?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      id={chapter.anchor}
      aria-labelledby={`${chapter.anchor}-title`}
      className={`min-w-0 scroll-mt-16 space-y-4 xl:scroll-mt-6 ${first ? '' : 'border-t border-stone-200 pt-10'}`}
      data-chapter={chapter.anchor}
    >
      <header className="space-y-1">
        <p className="text-sm font-semibold text-indigo-700">
          <a href={`#${chapter.anchor}`} className="hover:underline">
            {chapterLabel(chapter)}
          </a>
        </p>
        <h2 id={`${chapter.anchor}-title`} className="text-2xl font-bold tracking-tight text-stone-900">
          {chapter.title}
        </h2>
        <p className="text-lg text-stone-700">{chapter.idea}</p>
      </header>
      {/* A chapter that asks (its MDX places <Predict> before its demo) holds its finding until answered. */}
      <FindingGate>
        <div className="space-y-3">{children}</div>
      </FindingGate>
      <Exercises chapter={chapter.anchor} />
    </section>
  );
}
