/** /present: the two decks presenter mode offers, its keys, and the speaker notes window. */
import Link from 'next/link';
import { liveDemoOf } from '@/content/tour/chapter-demos';
import { readChapters } from '@/content/tour/read-chapters';
import { WALK_STEPS } from '@/lib/walkthrough/steps';

const LINK = 'font-medium text-indigo-800 underline';

export default function PresentIndex() {
  const chapters = readChapters();
  const withDemo = chapters.filter((c) => liveDemoOf(c)).length;
  return (
    <article className="mx-auto w-full max-w-3xl space-y-6 px-4 py-10" data-present-index>
      <h1 className="text-3xl font-bold tracking-tight">Presenter mode</h1>
      <p className="text-lg text-stone-700">
        One chapter or one walkthrough step per screen, sized for a projector (1024×768 and up): the lesson in a line, the live evidence large, the prose in the
        speaker notes.
      </p>
      <ul className="space-y-3 text-lg">
        <li>
          <Link href={`/present/tour/${chapters[0].anchor}`} className={LINK}>
            The tour
          </Link>{' '}
          — {chapters.length} chapters, <span data-testid="present-demo-count">{withDemo === chapters.length ? 'each' : withDemo}</span> with a live demo
        </li>
        <li>
          <Link href={`/present/auth/${WALK_STEPS[0].id}`} className={LINK}>
            The sign-in walkthrough
          </Link>{' '}
          — {WALK_STEPS.length} steps from a 401 to a 200, run live; then step-up (403) and the shared-key door
        </li>
      </ul>
      <h2 className="text-xl font-semibold">Keys</h2>
      <ul className="list-disc space-y-1 pl-6 text-lg text-stone-700">
        <li>→ or Page Down: next slide; ← or Page Up: back (a clicker sends these); Home and End: the ends.</li>
        <li>F: the full frames and headers on this slide (a slide shows only the lines that matter).</li>
        <li>N: opens the speaker notes in a window of their own, which follows the deck; its own ← → move the deck.</li>
        <li>Escape: back to the normal page. R: resets this browser (after asking).</li>
      </ul>
      <p className="text-lg text-stone-700">
        Before the room arrives: the{' '}
        <Link href="/facilitator" className={LINK}>
          Facilitator
        </Link>{' '}
        page (what this instance runs with, the demo key, the printable handout).
      </p>
    </article>
  );
}
