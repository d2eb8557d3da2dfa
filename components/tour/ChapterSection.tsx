/** One chapter of the tour: number, title, the idea in a sentence, the text, then its live demo. */
import type { ReactNode } from 'react';
import { Rich } from '@/components/prose/Rich';
import type { Chapter } from '@/content/tour/chapters';

export function ChapterSection({ chapter, n, children }: { chapter: Chapter; n: number; children?: ReactNode }) {
  return (
    <section id={chapter.slug} aria-labelledby={`${chapter.slug}-title`} className="scroll-mt-6 space-y-4 border-t border-stone-200 pt-10">
      <header className="space-y-1">
        <p className="text-sm font-semibold text-indigo-700">
          <a href={`#${chapter.slug}`} className="hover:underline">
            Chapter {n}
          </a>
        </p>
        <h2 id={`${chapter.slug}-title`} className="text-2xl font-bold tracking-tight text-stone-900">
          {chapter.title}
        </h2>
        <p className="text-lg text-stone-700">{chapter.idea}</p>
      </header>
      <div className="max-w-3xl space-y-3">
        {chapter.body.map((p, i) => (
          <Rich key={i} text={p} />
        ))}
      </div>
      {children}
    </section>
  );
}
