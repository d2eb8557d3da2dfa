'use client';
/**
 * A list read to the end, shown as the one call it is: each page's cursor in and `nextCursor` out,
 * the last page's missing `nextCursor` marking the end. Every page's exchange is there to open.
 */
import { pageFacts, type TranscriptEntry } from '@/lib/wire';
import { ExchangeView } from './ExchangeView';

function short(cursor: string): string {
  return cursor.length > 14 ? `${cursor.slice(0, 12)}…` : cursor;
}

export function PagedCall({ method, pages, n }: { method: string; pages: readonly TranscriptEntry[]; n: number }) {
  const facts = pages.map(pageFacts);
  const total = facts.reduce((sum, f) => sum + (f.items ?? 0), 0);
  const done = facts.at(-1)?.nextCursor === undefined && pages.at(-1)?.outcome === 'result';
  return (
    <section
      className="rounded-lg border border-stone-200 bg-white shadow-sm"
      aria-label={`${method}, ${pages.length} pages`}
      data-testid="paged-call"
      data-method={method}
    >
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm">
        <span className="font-mono text-xs text-stone-500 tabular-nums">#{n}</span>
        <span className="font-mono font-medium text-stone-900">{method}</span>
        <span className="rounded bg-emerald-100 px-1.5 py-0.5 text-xs font-medium text-emerald-900">
          {pages.length} pages · {total.toLocaleString('en')} items
        </span>
      </p>
      <ol className="space-y-2 border-t border-stone-200 px-3 py-3">
        {pages.map((page, i) => (
          <li key={page.exchange.seq} className="space-y-1" data-testid="page">
            <p className="text-xs text-stone-700">
              <span className="font-semibold text-stone-900">Page {i + 1}</span> · sent{' '}
              {facts[i].cursor ? <code className="font-mono wrap-anywhere">cursor: {short(facts[i].cursor!)}</code> : 'no cursor'} · got {facts[i].items ?? '?'}{' '}
              ·{' '}
              {facts[i].nextCursor ? (
                <code className="font-mono wrap-anywhere">nextCursor: {short(facts[i].nextCursor!)}</code>
              ) : (
                <strong>no nextCursor</strong>
              )}
            </p>
            <ExchangeView entry={page} n={i + 1} />
          </li>
        ))}
      </ol>
      {done ? (
        <p className="border-t border-stone-200 px-3 py-2 text-xs text-stone-700" data-testid="paged-call-end">
          Each request sent the previous page’s <code className="font-mono">nextCursor</code> as its <code className="font-mono">cursor</code>; the last page
          came back without one, so the list is complete.
        </p>
      ) : null}
    </section>
  );
}
