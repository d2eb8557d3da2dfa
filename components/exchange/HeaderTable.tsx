/**
 * HTTP headers as a definition list; MCP's own headers are marked, secrets arrive already masked. The
 * framework's headers (vary, date, keep-alive, next-router-…) wait behind "show all headers"; a header a
 * view says proves its point (`highlight`) is marked and always shown. On a slide (compact detail) only
 * the headers the lessons are about show, and none once the slide folds further.
 */
import { useFrameDetail } from '@/components/frame/detail';
import { Breakable } from '@/components/text/Breakable';
import { type HeaderList, splitHeaders } from '@/lib/wire';

const MCP_HEADER = /^mcp-/i;
/** On a slide: only the headers the tour's lessons are about (and a stream's content type). */
const telling = ([name, value]: readonly [string, string]) =>
  /^(mcp-|www-authenticate$|authorization$|allow$)/i.test(name) || (/^content-type$/i.test(name) && value.startsWith('text/event-stream'));

function Rows({ headers, highlight }: { headers: HeaderList; highlight: ReadonlySet<string> }) {
  return headers.map(([name, value], i) => {
    const mcp = MCP_HEADER.test(name);
    const marked = highlight.has(name.toLowerCase());
    return (
      <div
        key={`${name}-${i}`}
        className={marked ? 'col-span-full grid rounded bg-amber-100 sm:grid-cols-subgrid' : 'contents'}
        data-highlight={marked || undefined}
      >
        <dt className={mcp || marked ? 'font-semibold text-indigo-900' : 'text-stone-600'}>
          {name}
          {mcp ? <span className="ml-1 rounded bg-indigo-100 px-1 font-sans text-[10px] font-semibold text-indigo-900 uppercase">mcp</span> : null}
        </dt>
        {/* Wraps at its punctuation (a list's commas, a URL's slashes), never inside a word like "Version". */}
        <dd className="mb-1 pl-3 wrap-break-word text-stone-900 sm:mb-0 sm:pl-0">
          <Breakable text={value} />
        </dd>
      </div>
    );
  });
}

export function HeaderTable({ headers: all, label, highlight = [] }: { headers: HeaderList; label: string; highlight?: readonly string[] }) {
  const detail = useFrameDetail();
  const compact = detail !== 'full';
  if (compact && detail !== 'compact') return null; // folded further: the frames alone
  const headers = compact ? all.filter(telling) : all;
  if (headers.length === 0) return compact ? null : <p className="text-xs text-stone-600">No headers.</p>;
  const marked = new Set(highlight.map((h) => h.toLowerCase()));
  const { shown, framework } = compact ? { shown: headers, framework: [] } : splitHeaders(headers, highlight);
  const grid = 'grid gap-x-3 gap-y-0.5 font-mono text-xs sm:grid-cols-[minmax(8rem,max-content)_minmax(0,1fr)]';
  return (
    <div className="space-y-1">
      <dl aria-label={label} className={grid}>
        <Rows headers={shown} highlight={marked} />
      </dl>
      {framework.length > 0 ? (
        <details className="text-xs" data-testid="framework-headers">
          <summary className="min-h-6 cursor-pointer py-1 text-stone-600 hover:text-stone-900">
            Show all headers (+{framework.length} from the framework)
          </summary>
          <dl aria-label={`${label}: the framework's`} className={`${grid} mt-1`}>
            <Rows headers={framework} highlight={marked} />
          </dl>
        </details>
      ) : null}
    </div>
  );
}
