/**
 * The projector's feed: one line per exchange, newest at the top, in type a room can read from the
 * back (20 px and up): what was called (method and name), what came back, the era, who sent it (as
 * a claim). Every row is one line: whatever does not fit ends in an ellipsis, whole in its title. The
 * labels come from the server already neutralised and cut (lib/wire/observed-labels.ts); older records
 * are neutralised here.
 */
import { eraLabel } from '@/lib/vocabulary';
import { calledLabel, clientLabel, detectEra, type ObservedEntry } from '@/lib/wire';
import { neutralise, PATH_CHARS } from '@/lib/wire/observed-labels';

const STATUS_STYLE: Record<string, string> = {
  result: 'text-emerald-800',
  accepted: 'text-stone-700',
  http: 'text-sky-900',
  pending: 'text-amber-800',
  input_required: 'text-violet-800',
};

const pathOf = (url: string) => (URL.canParse(url) ? new URL(url).pathname : url);

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
        // Short enough for its column: a declared name in quotes (a claim, never an identity: the full "says it is"
        // line is its title), else the User-Agent marked as only that.
        const label = e.client
          ? `“${neutralise(`${e.client.name}${e.client.version ? ` ${e.client.version}` : ''}`)}”`
          : e.userAgent
            ? `“${neutralise(e.userAgent)}” (User-Agent)`
            : 'no client named';
        const called = neutralise(
          (e.call ? calledLabel(e.call.method, e.call.name) : calledLabel(e.entry.method, e.entry.name)) ??
            `${e.entry.exchange.request.method.slice(0, 16)} ${e.path ?? pathOf(e.entry.exchange.request.url)}`,
          PATH_CHARS,
        );
        return (
          <li
            key={e.logId}
            className="grid grid-cols-[minmax(0,1fr)_auto_auto_minmax(0,16rem)] items-baseline gap-x-4 px-4 py-3 text-xl"
            data-testid="present-row"
            data-method={e.call?.method ?? e.entry.method ?? ''}
            data-name={e.call?.name ?? e.entry.name ?? ''}
          >
            <span className="min-w-0 truncate font-mono font-semibold text-stone-900" title={called} data-testid="present-called">
              {called}
            </span>
            <span className={`font-medium whitespace-nowrap ${STATUS_STYLE[e.entry.outcome] ?? 'text-red-800'}`}>{statusOf(e)}</span>
            <span className="whitespace-nowrap text-stone-700">{era ? eraLabel(era) : e.entry.method ? 'era not said' : 'HTTP'}</span>
            <span className="min-w-0 truncate text-stone-700" title={clientLabel(e) ?? label} data-testid="present-client">
              {label}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
