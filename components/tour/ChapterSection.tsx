/** One chapter of the tour: number, title, the idea in a sentence, then its MDX body (prose and live demo), then its exercises. */
import type { ReactNode } from 'react';
import { Exercises } from '@/components/exercises/Exercises';
import type { ChapterMeta } from '@/content/tour/read-chapters';

export function ChapterSection({ chapter, n, children }: { chapter: Pick<ChapterMeta, 'anchor' | 'title' | 'idea'>; n: number; children: ReactNode }) {
  return (
    <section id={chapter.anchor} aria-labelledby={`${chapter.anchor}-title`} className="min-w-0 scroll-mt-6 space-y-4 border-t border-stone-200 pt-10">
      <header className="space-y-1">
        <p className="text-sm font-semibold text-indigo-700">
          <a href={`#${chapter.anchor}`} className="hover:underline">
            Chapter {n}
          </a>
        </p>
        <h2 id={`${chapter.anchor}-title`} className="text-2xl font-bold tracking-tight text-stone-900">
          {chapter.title}
        </h2>
        <p className="text-lg text-stone-700">{chapter.idea}</p>
      </header>
      <div className="space-y-3">{children}</div>
      <Exercises chapter={chapter.anchor} />
    </section>
  );
}
