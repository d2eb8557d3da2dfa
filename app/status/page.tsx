/**
 * /status: what this instance is running with, for a person (the same facts /api/health gives a machine):
 * the corpus and its sha256, how each door is guarded, who issues tokens, and the origin it believes it has.
 */
import type { Metadata } from 'next';
import { statusFacts } from '@/lib/http/status-facts';
import { HEALTH_PATH } from '@/lib/vocabulary';

export const metadata: Metadata = { title: 'Status' };

const AUTH_LABEL = { none: 'open', key: 'shared key', oauth: 'OAuth' } as const;

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 border-t border-stone-200 py-3 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
      <dt className="font-medium text-stone-900">{term}</dt>
      <dd className="min-w-0 text-stone-800">{children}</dd>
    </div>
  );
}

export default function StatusPage() {
  const s = statusFacts();
  return (
    <article className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">Status</h1>
        <p className="max-w-3xl text-stone-700">
          What this instance of <code className="font-mono">{s.server.name}</code> {s.server.version} is running with, read when this page was rendered.
          Machines can read the same as JSON at{' '}
          <a href={HEALTH_PATH} className="font-mono text-indigo-800 underline">
            {HEALTH_PATH}
          </a>
          . Running a workshop? The{' '}
          <a href="/facilitator" className="text-indigo-800 underline">
            facilitator’s page
          </a>{' '}
          has these facts, the demo key, presenter mode and a printable handout.
        </p>
      </header>
      <dl className="rounded-xl border border-stone-200 bg-white px-4 shadow-sm [&>div:first-child]:border-t-0">
        <Row term="Corpus">
          {s.corpus.loaded ? (
            <>
              <span data-testid="status-corpus" className="font-semibold text-emerald-800">
                Loaded
              </span>
              : {s.corpus.count.toLocaleString('en')} prompts, sha256 <code className="font-mono text-xs break-all">{s.corpus.sha256}</code>
            </>
          ) : (
            <span data-testid="status-corpus" className="font-semibold text-red-800">
              Not loaded: the operator must run <code className="font-mono">npm run corpus</code> (see the server log).
            </span>
          )}
        </Row>
        <Row term="Public origin">
          {s.origin ? (
            <>
              <code className="font-mono break-all">{s.origin.url}</code> <span className="text-sm text-stone-600">(from {s.origin.source})</span>
            </>
          ) : (
            <span className="text-red-800">Unknown: set MCP_PUBLIC_ORIGIN. Token audiences and issuer URLs derive from it.</span>
          )}
        </Row>
        <Row term="Doors">
          <ul className="space-y-2" aria-label="Doors">
            {s.doors.map((d) => (
              <li key={d.path} data-door={d.path}>
                <code className="font-mono font-semibold">{d.path}</code>{' '}
                <span
                  className={`rounded px-1.5 py-0.5 text-xs font-medium ${d.auth === 'none' ? 'bg-stone-200 text-stone-800' : 'bg-indigo-100 text-indigo-900'}`}
                >
                  {AUTH_LABEL[d.auth]}
                </span>
                {d.usable ? null : <span className="ml-2 rounded bg-red-100 px-1.5 py-0.5 text-xs font-medium text-red-900">refuses everyone</span>}
                <span className="block text-sm text-stone-700">Checks: {d.checks}</span>
              </li>
            ))}
          </ul>
        </Row>
        <Row term="Token issuer">
          {s.issuer.kind === 'built-in' ? (
            <>
              The built-in issuer at <code className="font-mono break-all">{s.issuer.url}</code>,{' '}
              {s.issuer.demo ? <strong className="text-amber-900">in demo mode: it approves anyone who clicks Approve</strong> : 'not in demo mode'}.
            </>
          ) : s.issuer.kind === 'external' ? (
            <>
              An external issuer: <code className="font-mono break-all">{s.issuer.url}</code> (the built-in one is not trusted).
            </>
          ) : (
            <span className="text-red-800">Off. {s.issuer.reason}</span>
          )}
        </Row>
        <Row term="Shared key">
          {s.sharedKey === 'env'
            ? 'Set by MCP_API_KEY.'
            : s.sharedKey === 'demo'
              ? 'The demo key, derived from AUTH_SECRET (npm run demo-key prints it).'
              : 'None configured.'}
        </Row>
      </dl>
    </article>
  );
}
