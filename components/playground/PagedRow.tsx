'use client';
/**
 * A list the client read page by page (connecting reads every tools, resources and prompts page),
 * folded into one row of the transcript: the method, how many pages and items; opened, each page's
 * cursors and exchange (PagedCall). Folded by default: it is how the client learned the catalog, not
 * what the reader asked for.
 */
import { PagedCall } from '@/components/exchange/PagedCall';
import { pageFacts, type TranscriptEntry } from '@/lib/wire';

export function PagedRow({ method, pages }: { method: string; pages: readonly TranscriptEntry[] }) {
  const items = pages.reduce((sum, p) => sum + (pageFacts(p).items ?? 0), 0);
  const [first, last] = [pages[0].exchange.seq, pages[pages.length - 1].exchange.seq];
  return (
    <details className="group rounded-lg border border-stone-200 bg-white shadow-sm" data-testid="paged-row" data-method={method} data-pages={pages.length}>
      <summary className="flex min-h-11 cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm">
        <span className="font-mono text-xs text-stone-600 tabular-nums">
          #{first}–{last}
        </span>
        <span className="font-mono font-medium text-stone-900">{method}</span>
        <span className="rounded bg-emerald-100 px-1.5 py-0.5 text-xs font-medium text-emerald-900">
          {pages.length} pages · {items.toLocaleString('en')} items
        </span>
        <span className="text-xs text-stone-600 group-open:hidden">Show each page</span>
      </summary>
      <div className="border-t border-stone-200 p-2">
        <PagedCall method={method} pages={pages} n={first} />
      </div>
    </details>
  );
}
