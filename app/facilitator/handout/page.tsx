/**
 * /facilitator/handout: the workshop handout, one printable page. Every tour chapter by its stable
 * anchor and the hands-on pages, each URL printed in full beside a QR code drawn on the server. URLs are
 * built from the configured public origin (lib/identity), never from the request's Host.
 */
import type { Metadata } from 'next';
import { QrCode } from '@/components/facilitator/QrCode';
import { ReachabilityAlert } from '@/components/facilitator/ReachabilityAlert';
import { Breakable } from '@/components/text/Breakable';
import { type HandoutLink, handoutLinks } from '@/content/handout-links';
import { chapterLabel } from '@/content/tour/chapter-label';
import { readChapters } from '@/content/tour/read-chapters';
import { EXERCISE_PAGE_LABEL, EXERCISES } from '@/lib/exercises';
import { config } from '@/lib/config';
import { deployment, ORIGIN_MISSING_MESSAGE } from '@/lib/identity';

export const metadata: Metadata = { title: 'Workshop handout' };

/**
 * A printed URL wraps only between its parts (after a / and before ? # & =), never inside a word: a reader
 * copying it from paper must not take a line break for a hyphen or a missing letter.
 */
const URL_PARTS = /(?<=\/)(?!\/)|(?=[?#&=])/;

function Entry({ link, origin, size }: { link: HandoutLink; origin: string; size: number }) {
  const url = `${origin}${link.path}`;
  return (
    <li className="flex break-inside-avoid items-start gap-3 rounded-lg border border-stone-300 bg-white p-3" data-handout={link.path}>
      <QrCode url={url} size={size} />
      <div className="min-w-0 space-y-1">
        <p className="font-semibold text-stone-900">{link.title}</p>
        <p className="text-sm text-stone-700">{link.note}</p>
        <p className="font-mono text-sm wrap-anywhere text-indigo-900">
          <Breakable text={url} at={URL_PARTS} />
        </p>
      </div>
    </li>
  );
}

export default function HandoutPage() {
  const cfg = config();
  const urls = deployment(cfg);
  if (!urls) {
    return (
      <article className="space-y-4">
        <h1 className="text-3xl font-bold tracking-tight">Workshop handout</h1>
        <p className="max-w-3xl text-lg text-stone-700">{ORIGIN_MISSING_MESSAGE}</p>
      </article>
    );
  }
  const all = readChapters();
  const { chapters, pages } = handoutLinks(all);
  return (
    <article className="space-y-6 print:space-y-3" data-handout-page>
      <header className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight print:text-2xl">MCP Observatory: workshop links</h1>
        <p className="text-stone-700">
          Open <span className="font-mono break-all">{urls.origin}</span> on your phone or laptop, or scan a code. Print this page (Ctrl+P or ⌘P); the site’s
          navigation is left off the paper.
        </p>
      </header>
      <ReachabilityAlert origin={urls.origin} devServer={cfg.devServer} />
      <section aria-labelledby="handout-pages" className="space-y-2">
        <h2 id="handout-pages" className="text-xl font-semibold">
          Hands-on
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 print:grid-cols-2">
          {pages.map((l) => (
            <Entry key={l.path} link={l} origin={urls.origin} size={120} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="handout-chapters" className="space-y-2">
        <h2 id="handout-chapters" className="text-xl font-semibold">
          The tour, chapter by chapter
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 print:grid-cols-2">
          {chapters.map((l) => (
            <Entry key={l.path} link={l} origin={urls.origin} size={96} />
          ))}
        </ul>
      </section>
      {/* The exercises with room to write; their answers are on the facilitator's page only. */}
      <section aria-labelledby="handout-exercises" className="space-y-2 print:break-before-page" data-testid="handout-exercises">
        <h2 id="handout-exercises" className="text-xl font-semibold">
          Exercises
        </h2>
        <p className="text-stone-700">Each ticks itself on its page when you do it. Note what came back.</p>
        <ol className="space-y-3">
          {EXERCISES.map((e) => {
            const c = all.find((ch) => ch.anchor === e.chapter);
            return (
              <li key={e.id} className="break-inside-avoid space-y-1" data-handout-exercise={e.id}>
                <p className="text-stone-900">
                  {c ? <span className="font-semibold">{chapterLabel(c)} · </span> : null}
                  {e.task} <span className="text-sm text-stone-600">({e.where.map((w) => EXERCISE_PAGE_LABEL[w]).join(', ')})</span>
                </p>
                <div className="h-12 rounded border border-dashed border-stone-400" aria-hidden />
              </li>
            );
          })}
        </ol>
      </section>
    </article>
  );
}
