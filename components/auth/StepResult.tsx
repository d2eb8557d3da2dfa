'use client';
/**
 * What a step found, by the kind of view its record asks for (never by which step it is). On a slide
 * (until F) the facts without their notes and a long opaque value on two lines at most (a URL whole): the
 * notes are the speaker's, the whole value is behind F.
 */
import { useSlideBrief } from '@/components/frame/detail';
import { TokenAnatomy } from '@/components/jwt/TokenAnatomy';
import { Breakable } from '@/components/text/Breakable';
import type { FactRow, ResultView } from '@/lib/walkthrough/step';
import { AuthorizationUrlView, PkceView } from './PkceView';

/** The claims the walkthrough's token step names ("iss, sub, aud, scope, exp"). */
const TOKEN_CLAIMS = ['iss', 'sub', 'aud', 'scope', 'exp'] as const;

function Facts({ rows }: { rows: readonly FactRow[] }) {
  const brief = useSlideBrief();
  return (
    <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
      {rows.map(([k, v, note]) => (
        <div key={k} className="contents">
          <dt className="text-stone-600">{k}</dt>
          <dd>
            {/* URLs wrap at their punctuation; an opaque id (no punctuation) still breaks where it must. */}
            {/* On a slide an opaque value keeps two lines (F shows it whole); one holding a URL shows whole, as the lesson is about it. */}
            <span className={`font-mono text-xs wrap-break-word text-stone-900 ${brief && !v?.includes('://') ? 'line-clamp-2' : ''}`}>
              {v === undefined ? '—' : <Breakable text={v} />}
            </span>
            {note && !brief ? (
              <span className="mt-1 block text-xs text-stone-700" data-testid={`fact-note-${k}`}>
                {note}
              </span>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function StepResult({ view }: { view: ResultView }) {
  switch (view.kind) {
    case 'facts':
      return <Facts rows={view.rows} />;
    case 'pkce':
      return <PkceView pkce={view.pkce} />;
    case 'authorization-url':
      return <AuthorizationUrlView href={view.url} />;
    case 'redirect': {
      const cb = view.callback;
      return (
        <div className="space-y-2">
          <Facts
            rows={[
              ['code', cb.code ? `${cb.code.slice(0, 8)}… (${cb.code.length} chars)` : undefined],
              ['state', cb.state],
              ['iss', cb.iss],
              ...(cb.error ? ([['error', `${cb.error}: ${cb.error_description ?? ''}`]] as const) : []),
            ]}
          />
          {view.checks ? (
            <ul className="space-y-1 text-sm" data-testid="callback-checks">
              {view.checks.map((c) => (
                <li key={c.label}>
                  <span className={c.ok ? 'text-emerald-800' : 'text-red-800'}>{c.ok ? '✓' : '✗'}</span> <strong>{c.label}</strong>{' '}
                  <span className="text-stone-600">— {c.detail}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      );
    }
    case 'token':
      return <TokenAnatomy token={view.token} slideClaims={TOKEN_CLAIMS} />;
    case 'final':
      return (
        <p className="text-sm font-medium text-emerald-900" data-testid="final-status">
          HTTP {view.status} · tools/list answered: {view.tools.join(', ')}
        </p>
      );
  }
}
