/**
 * /facilitator/handout: the workshop handout, one printable page. Every tour chapter by its stable
 * anchor and the hands-on pages, each URL printed in full beside a QR code drawn on the server. URLs are
 * built from the configured public origin (lib/identity), never from the request's Host.
 */
import type { Metadata } from 'next';
import { QrCode } from '@/components/facilitator/QrCode';
import { ReachabilityAlert } from '@/components/facilitator/ReachabilityAlert';
import { type HandoutLink, handoutLinks } from '@/content/handout-links';
import { readChapters } from '@/content/tour/read-chapters';
import { config } from '@/lib/config';
import { deployment, ORIGIN_MISSING_MESSAGE } from '@/lib/identity';

export const metadata: Metadata = { title: 'Workshop handout' };
export const dynamic = 'force-dynamic';

function Entry({ link, origin, size }: { link: HandoutLink; origin: string; size: number }) {
  const url = `${origin}${link.path}`;
  return (
    <li className="flex break-inside-avoid items-start gap-3 rounded-lg border border-stone-300 bg-white p-3" data-handout={link.path}>
      <QrCode url={url} size={size} />
      <div className="min-w-0 space-y-1">
        <p className="font-semibold text-stone-900">{link.title}</p>
        <p className="text-sm text-stone-700">{link.note}</p>
        <p className="font-mono text-sm break-all text-indigo-900">{url}</p>
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
  const { chapters, pages } = handoutLinks(readChapters());
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
    </article>
  );
}
