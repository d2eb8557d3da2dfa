/**
 * The projector's feed: one line per exchange, newest at the top, in type a room can read from the
 * back (20 px and up): what was called (method and name), what came back, the era, who sent it; on
 * one line from 768 px (a long client label is cut there, whole in its title), two on a phone.
 */
import { eraLabel } from '@/lib/vocabulary';
import { calledLabel, clientLabel, detectEra, type ObservedEntry } from '@/lib/wire';

const STATUS_STYLE: Record<string, string> = {
  result: 'text-emerald-800',
  accepted: 'text-stone-700',
  http: 'text-sky-900',
  pending: 'text-amber-800',
  input_required: 'text-violet-800',
};

function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

function statusOf(e: ObservedEntry): string {
  const res = e.entry.exchange.response;
  const outcome = e.entry.outcome.replace(/[_-]/g, ' ');
  if (e.entry.outcome === 'http' && res) return String(res.status);
  return res ? `${res.status} ${outcome}` : outcome;
}

export function PresentFeedList({ entries }: { entries: readonly ObservedEntry[] }) {
  return (
    <ol className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white" data-testid="present-list">
      {entries.map((e) => {
        const era = detectEra(e.entry.exchange);
        // Short enough for its column: a declared name, else the User-Agent marked as only that.
        const label = e.client ? (clientLabel(e) as string) : e.userAgent ? `“${e.userAgent}” (User-Agent)` : 'no client named';
        const called = calledLabel(e.entry.method, e.entry.name) ?? `${e.entry.exchange.request.method} ${pathOf(e.entry.exchange.request.url)}`;
        return (
          <li
            key={e.logId}
            className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 px-4 py-3 text-xl md:grid-cols-[minmax(0,1fr)_auto_auto_minmax(0,11rem)] md:items-baseline"
            data-testid="present-row"
            data-method={e.entry.method ?? ''}
            data-name={e.entry.name ?? ''}
          >
            <span className="min-w-0 font-mono font-semibold break-words text-stone-900">{called}</span>
            <span className={`font-medium whitespace-nowrap ${STATUS_STYLE[e.entry.outcome] ?? 'text-red-800'}`}>{statusOf(e)}</span>
            <span className="whitespace-nowrap text-stone-700">{era ? eraLabel(era) : e.entry.method ? 'era not said' : 'HTTP'}</span>
            <span className="min-w-0 truncate text-stone-700" title={label}>
              {label}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
