'use client';
/** What each OAuth step found, in words and values; the raw exchanges are shown under it. */
import { TokenAnatomy } from '@/components/jwt/TokenAnatomy';
import type { WalkState } from '@/lib/walkthrough/controller';
import { PkceView } from './PkceView';

function Facts({ rows }: { rows: [string, string | undefined][] }) {
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-stone-600">{k}</dt>
          <dd className="font-mono text-xs break-all text-stone-900">{v ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

export function StepResult({ n, s }: { n: number; s: WalkState }) {
  switch (n) {
    case 1:
      return <Facts rows={[['Status', '401 Unauthorized'], ['WWW-Authenticate', s.challenge?.header]]} />;
    case 2:
      return <Facts rows={[['resource_metadata', s.challenge?.resourceMetadataUrl], ['scope', s.challenge?.scope]]} />;
    case 3:
      return <Facts rows={[['resource (the future aud)', s.prm?.resource], ['authorization_servers', s.prm?.authorization_servers?.join(', ')], ['scopes_supported', s.prm?.scopes_supported?.join(' ')]]} />;
    case 4:
      return (
        <Facts
          rows={[
            ['issuer', String(s.asm?.issuer)],
            ['authorization_endpoint', String(s.asm?.authorization_endpoint)],
            ['token_endpoint', String(s.asm?.token_endpoint)],
            ['registration_endpoint', String(s.asm?.registration_endpoint)],
            ['code_challenge_methods', (s.asm?.code_challenge_methods_supported as string[] | undefined)?.join(', ')],
          ]}
        />
      );
    case 5:
      return <Facts rows={[['How', s.registration === 'dcr' ? 'dynamic client registration (RFC 7591)' : 'client ID metadata document'], ['client_id', s.client?.client_id]]} />;
    case 6:
    case 7:
      return s.pkce ? <PkceView pkce={s.pkce} part={n === 6 ? 'pkce' : 'url'} /> : null;
    case 8:
    case 9:
      return s.callback ? (
        <div className="space-y-2">
          <Facts rows={[['code', s.callback.code ? `${s.callback.code.slice(0, 8)}… (${s.callback.code.length} chars)` : undefined], ['state', s.callback.state], ['iss', s.callback.iss], ...(s.callback.error ? ([['error', `${s.callback.error}: ${s.callback.error_description ?? ''}`]] as [string, string][]) : [])]} />
          {n === 9 && s.callbackChecks ? (
            <ul className="space-y-1 text-sm" data-testid="callback-checks">
              {s.callbackChecks.map((c) => (
                <li key={c.label}>
                  <span className={c.ok ? 'text-emerald-800' : 'text-red-800'}>{c.ok ? '✓' : '✗'}</span> <strong>{c.label}</strong> <span className="text-stone-600">— {c.detail}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null;
    case 10:
      return <Facts rows={[['token_type', 'Bearer'], ['scope', s.token?.scope], ['expires_in', s.token?.expires_in ? `${s.token.expires_in} s` : undefined]]} />;
    case 11:
      return s.token ? <TokenAnatomy token={s.token.access_token} /> : null;
    case 12:
      return s.final ? <p className="text-sm font-medium text-emerald-900" data-testid="final-status">HTTP {s.final.status} · tools/list answered: {s.final.tools.join(', ')}</p> : null;
    default:
      return null;
  }
}
