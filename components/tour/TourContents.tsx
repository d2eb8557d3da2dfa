/** The tour's table of contents: every chapter's stable anchor, for readers and workshop handouts. */
import type { ChapterMeta } from '@/content/tour/read-chapters';

export function TourContents({ chapters }: { chapters: readonly Pick<ChapterMeta, 'anchor' | 'title'>[] }) {
  return (
    <nav aria-label="Chapters" className="rounded-xl border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-sm font-semibold tracking-wide text-stone-600 uppercase">The tour</h2>
        {chapters[0] ? (
          <a href={`/present/tour/${chapters[0].anchor}`} className="text-sm font-medium text-indigo-800 underline underline-offset-2">
            Present it (one chapter per screen)
          </a>
        ) : null}
      </div>
      <ol className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {chapters.map((c, i) => (
          <li key={c.anchor}>
            <a href={`#${c.anchor}`} className="text-stone-800 hover:text-indigo-700 hover:underline">
              <span className="mr-1.5 text-stone-500 tabular-nums">{i + 1}.</span>
              {c.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
