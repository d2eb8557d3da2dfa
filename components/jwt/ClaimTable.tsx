'use client';
/** Decoded header or payload: each field, its value, what it means; times as dates and relative. */
import { CLAIM_NOTES, HEADER_NOTES, TIME_CLAIMS } from '@/lib/jwt/claims';
import { absolute, relative } from '@/lib/jwt/time';
import { PART_STYLE } from './colors';

/** `level`: the heading's rank where the table sits (the lab puts it under an h2, the walkthrough and the tour deeper). */
export function ClaimTable({ part, values, level = 4 }: { part: 'header' | 'payload'; values: Record<string, unknown>; level?: 3 | 4 }) {
  const Heading = level === 3 ? 'h3' : 'h4';
  const style = PART_STYLE[part];
  const notes = part === 'header' ? HEADER_NOTES : CLAIM_NOTES;
  return (
    <section className={`rounded-lg border ${style.border} ${style.bg} p-3`} aria-label={style.label}>
      <Heading className={`text-sm font-semibold ${style.text}`}>{style.label}</Heading>
      <dl className="mt-2 space-y-2 text-sm">
        {Object.entries(values).map(([k, v]) => (
          <div key={k} data-claim={k}>
            <dt className="font-mono text-xs font-semibold text-stone-900">{k}</dt>
            <dd className="font-mono text-xs wrap-anywhere text-stone-800">
              {typeof v === 'string' ? v : JSON.stringify(v)}
              {TIME_CLAIMS.has(k) && typeof v === 'number' ? (
                <span className="ml-2 font-sans text-stone-700">
                  {absolute(v)} · <strong>{relative(v)}</strong>
                </span>
              ) : null}
            </dd>
            {notes[k] ? <dd className="text-xs text-stone-600">{notes[k]}</dd> : null}
          </div>
        ))}
      </dl>
    </section>
  );
}
