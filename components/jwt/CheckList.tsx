/** The verification checks, pass or fail, each with what was compared; one may be marked as the catch. */
import type { Check, CheckId } from '@/lib/jwt/checks';

const MARK = { pass: '✓', fail: '✗', skip: '–' } as const;
const TONE = { pass: 'text-emerald-800', fail: 'text-red-800', skip: 'text-stone-600' } as const;

export function CheckList({ checks, highlight }: { checks: readonly Check[]; highlight?: CheckId | 'lab' }) {
  return (
    <ol className="space-y-1" aria-label="Verification checks" data-testid="checks">
      {checks.map((c) => (
        <li
          key={c.id}
          data-check={c.id}
          data-verdict={c.verdict}
          className={`flex gap-2 rounded-md px-2 py-1 text-sm ${highlight === c.id ? 'bg-amber-100 ring-1 ring-amber-400' : ''}`}
        >
          <span aria-hidden className={`w-4 font-bold ${TONE[c.verdict]}`}>
            {MARK[c.verdict]}
          </span>
          <span className="min-w-0">
            <span className="font-medium text-stone-900">{c.label}</span> <span className={`font-semibold ${TONE[c.verdict]}`}>{c.verdict}</span>
            {highlight === c.id ? <span className="ml-2 text-xs font-semibold text-amber-900">← the door’s reason</span> : null}
            <span className="block font-mono text-xs wrap-anywhere text-stone-600">{c.detail}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
