/** /present: the two decks presenter mode offers, and its keys. */
import Link from 'next/link';
import { readChapters } from '@/content/tour/read-chapters';
import { WALK_STEPS } from '@/lib/walkthrough/steps';

export default function PresentIndex() {
  const chapters = readChapters();
  return (
    <article className="max-w-3xl space-y-6">
      <h1 className="text-3xl font-bold tracking-tight">Presenter mode</h1>
      <p className="text-lg text-stone-700">
        One chapter or one walkthrough step per screen, in large type, each at a URL of its own. → or Page Down goes on, ← or Page Up back, Home and End to the
        ends, Escape back to the normal page, R resets this browser (after asking).
      </p>
      <ul className="space-y-3 text-lg">
        <li>
          <Link href={`/present/tour/${chapters[0].anchor}`} className="font-medium text-indigo-800 underline">
            The tour
          </Link>{' '}
          — {chapters.length} chapters, each with its live demo
        </li>
        <li>
          <Link href={`/present/auth/${WALK_STEPS[0].id}`} className="font-medium text-indigo-800 underline">
            The sign-in walkthrough
          </Link>{' '}
          — {WALK_STEPS.length} steps from a 401 to a 200, run live
        </li>
      </ul>
      <p className="text-lg text-stone-700">
        Before the room arrives: the{' '}
        <Link href="/facilitator" className="font-medium text-indigo-800 underline">
          Facilitator
        </Link>{' '}
        page (what this instance runs with, the demo key, the printable handout).
      </p>
    </article>
  );
}
