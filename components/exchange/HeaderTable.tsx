/** HTTP headers as a definition list; MCP's own headers are marked, secrets arrive already masked. */
import { useFrameDetail } from '@/components/frame/detail';
import { Breakable } from '@/components/text/Breakable';
import type { HeaderList } from '@/lib/wire';

const MCP_HEADER = /^mcp-/i;
/** On a slide: only the headers the tour's lessons are about (and a stream's content type). */
const telling = ([name, value]: readonly [string, string]) =>
  /^(mcp-|www-authenticate$|authorization$|allow$)/i.test(name) || (/^content-type$/i.test(name) && value.startsWith('text/event-stream'));

export function HeaderTable({ headers: all, label }: { headers: HeaderList; label: string }) {
  const detail = useFrameDetail();
  const compact = detail !== 'full';
  if (compact && detail !== 'compact') return null; // folded further: the frames alone
  const headers = compact ? all.filter(telling) : all;
  if (headers.length === 0) return compact ? null : <p className="text-xs text-stone-600">No headers.</p>;
  return (
    <dl aria-label={label} className="grid gap-x-3 gap-y-0.5 font-mono text-xs sm:grid-cols-[minmax(8rem,max-content)_minmax(0,1fr)]">
      {headers.map(([name, value], i) => {
        const mcp = MCP_HEADER.test(name);
        return (
          <div key={`${name}-${i}`} className="contents">
            <dt className={mcp ? 'font-semibold text-indigo-800' : 'text-stone-600'}>
              {name}
              {mcp ? <span className="ml-1 rounded bg-indigo-100 px-1 font-sans text-[10px] font-semibold text-indigo-900 uppercase">mcp</span> : null}
            </dt>
            {/* Wraps at its punctuation (a list's commas, a URL's slashes), never inside a word like "Version". */}
            <dd className="mb-1 pl-3 wrap-break-word text-stone-900 sm:mb-0 sm:pl-0">
              <Breakable text={value} />
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
