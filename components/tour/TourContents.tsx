/** The tour's table of contents: every chapter's stable anchor, for readers and workshop handouts; and the way into presenter mode. */
import type { ChapterMeta } from '@/content/tour/read-chapters';

export function TourContents({ chapters }: { chapters: readonly Pick<ChapterMeta, 'anchor' | 'title'>[] }) {
  return (
    <div className="space-y-2 rounded-xl border border-stone-200 bg-white p-4">
      <nav aria-label="Chapters">
        <h2 className="text-sm font-semibold tracking-wide text-stone-600 uppercase">The tour</h2>
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
      {chapters[0] ? (
        <p className="text-sm">
          <a href={`/present/tour/${chapters[0].anchor}`} className="font-medium text-indigo-800 underline underline-offset-2">
            Present the tour
          </a>{' '}
          <span className="text-stone-600">(one chapter per screen, for a projector)</span>
        </p>
      ) : null}
    </div>
  );
}
