/**
 * A slide's view of a decoded token: only the claims its lesson names, one line each, coloured by the
 * part they sit in (header or payload), times as "in 9 min". Every claim and what it means: F, or the page.
 */
import { TIME_CLAIMS } from '@/lib/jwt/claims';
import { relative } from '@/lib/jwt/time';
import { PART_STYLE } from './colors';

export function SlideClaims({ names, header, payload }: { names: readonly string[]; header?: Record<string, unknown>; payload?: Record<string, unknown> }) {
  const rows = names.flatMap((k) => {
    const part: 'payload' | 'header' | undefined = payload && k in payload ? 'payload' : header && k in header ? 'header' : undefined;
    if (!part) return [];
    const v = (part === 'payload' ? payload : header)?.[k];
    return [{ k, part, text: typeof v === 'string' ? v : JSON.stringify(v), when: TIME_CLAIMS.has(k) && typeof v === 'number' ? relative(v) : undefined }];
  });
  return (
    <dl
      className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1 font-mono text-sm"
      data-testid="slide-claims"
      aria-label="The claims the door checks"
    >
      {rows.map((r) => (
        <div key={r.k} className="contents" data-claim={r.k}>
          <dt className={`font-semibold ${PART_STYLE[r.part].text}`}>{r.k}</dt>
          <dd className="wrap-anywhere text-stone-900">
            {r.text}
            {r.when ? <strong className="ml-2 font-sans">{r.when}</strong> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
