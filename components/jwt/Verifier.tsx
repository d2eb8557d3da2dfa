'use client';
/** Paste or receive a token; see it taken apart and checked against the issuer's JWKS for a chosen door. */
import { useEffect, useState } from 'react';
import { ExchangeView } from '@/components/exchange/ExchangeView';
import { type Check, checkToken } from '@/lib/jwt/checks';
import { handedOffCredential } from '@/lib/browser/handoff';
import { CheckList } from './CheckList';
import { TokenAnatomy } from './TokenAnatomy';
import type { AuthKind } from '@/lib/vocabulary';
import type { useIssuer } from './useIssuer';

/** A door as this deployment configures it: only those whose guard is OAuth read a JWT. */
export interface DoorGuard {
  path: string;
  auth: AuthKind;
}

const NOT_JWT: Record<Exclude<AuthKind, 'oauth'>, string> = { none: 'is open: it reads no credential', key: 'checks a shared key, not a JWT' };

const SCOPES = ['prompts:read', 'prompts:refine'] as const;

export interface Specimen {
  token: string;
  lesson: string;
}

export function Verifier({ issuer, doors, specimen }: { issuer: ReturnType<typeof useIssuer>; doors: readonly DoorGuard[]; specimen?: Specimen }) {
  const jwtDoors = doors.filter((d) => d.auth === 'oauth').map((d) => d.path);
  const others = doors.filter((d) => d.auth !== 'oauth');
  const [token, setToken] = useState('');
  const [door, setDoor] = useState(jwtDoors[0] ?? '');
  const [scope, setScope] = useState<(typeof SCOPES)[number]>(SCOPES[0]);
  const [checks, setChecks] = useState<Check[]>();
  const [mine, setMine] = useState<string>();
  useEffect(() => setMine(handedOffCredential('oauth')), []);
  // The attack bench's "Inspect above" puts a lab token here by a window event, without lifting state further.
  useEffect(() => {
    const inspect = (e: Event) => setToken((e as CustomEvent<string>).detail);
    window.addEventListener('jwt-lab:inspect', inspect);
    return () => window.removeEventListener('jwt-lab:inspect', inspect);
  }, []);
  // The lab opens on a good token: the specimen, unless the reader has put one in already.
  useEffect(() => {
    if (specimen) setToken((t) => t || specimen.token);
  }, [specimen]);

  const { facts, algorithms } = issuer;
  useEffect(() => {
    if (!facts || !token.trim() || !door) return setChecks(undefined);
    let live = true;
    void checkToken(token, {
      issuer: facts.issuer,
      jwks: facts.jwks,
      audience: new URL(door, window.location.origin).href,
      algorithms,
      requiredScope: scope,
    }).then((c) => live && setChecks(c));
    return () => {
      live = false;
    };
  }, [token, door, scope, facts, algorithms]);

  return (
    <section aria-labelledby="verify-title" className="space-y-4">
      <h2 id="verify-title" className="text-2xl font-bold tracking-tight">
        Read and verify a token
      </h2>
      <div className="space-y-2">
        <label htmlFor="jwt-input" className="block text-sm font-medium text-stone-800">
          Access token (compact JWT)
        </label>
        <textarea
          id="jwt-input"
          value={token}
          onChange={(e) => setToken(e.target.value)}
          rows={4}
          spellCheck={false}
          placeholder="eyJhbGciOi…"
          className="w-full rounded-md border border-stone-300 p-2 font-mono text-xs"
        />
        <div className="flex flex-wrap items-center gap-3 text-sm">
          {specimen && token !== specimen.token ? (
            <button
              type="button"
              onClick={() => setToken(specimen.token)}
              className="min-h-8 rounded-md border border-indigo-300 bg-white px-2.5 py-1 font-medium text-indigo-900"
            >
              Back to the good token
            </button>
          ) : null}
          {mine ? (
            <button
              type="button"
              onClick={() => setToken(mine)}
              className="min-h-8 rounded-md border border-indigo-300 bg-white px-2.5 py-1 font-medium text-indigo-900"
            >
              Use the token from my walkthrough
            </button>
          ) : (
            <span className="text-stone-600">
              {specimen ? 'A token of your own?' : 'No token yet?'}{' '}
              <a href="/auth" className="text-indigo-700 underline">
                Get one in the walkthrough
              </a>
              , or send a lab token here from the bench below.
            </span>
          )}
          {[
            { label: 'Door', value: door, set: setDoor, options: jwtDoors },
            { label: 'Scope needed', value: scope, set: (v: string) => setScope(v as typeof scope), options: SCOPES },
          ].map((pick) => (
            <label key={pick.label} className="flex items-center gap-1.5">
              {pick.label}
              <select
                aria-label={pick.label}
                value={pick.value}
                onChange={(e) => pick.set(e.target.value)}
                className="min-h-8 rounded border border-stone-300 px-1 py-0.5 font-mono text-xs"
              >
                {pick.options.map((o) => (
                  <option key={o}>{o}</option>
                ))}
              </select>
            </label>
          ))}
        </div>
        {others.length > 0 ? (
          <p className="text-xs text-stone-600" data-testid="non-jwt-doors">
            Only doors that check JWTs are offered.{' '}
            {others.map((d, i) => (
              <span key={d.path}>
                <code className="font-mono">{d.path}</code> {NOT_JWT[d.auth as keyof typeof NOT_JWT]}
                {i < others.length - 1 ? '; ' : '.'}
              </span>
            ))}
          </p>
        ) : null}
      </div>
      {token.trim() ? (
        <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
          <div className="space-y-2">
            {specimen && token === specimen.token ? (
              <p className="text-sm text-stone-700" data-testid="specimen-note">
                <strong>Minted just now by the issuer’s lab.</strong> {specimen.lesson} Edit its payload below (change <code className="font-mono">sub</code>,
                say) and watch the signature check fail.
              </p>
            ) : null}
            <TokenAnatomy token={token} onToken={setToken} level={3} />
          </div>
          <div className="space-y-2">
            <h3 className="text-sm font-semibold text-stone-900">Checks, in your browser, with jose</h3>
            {checks ? <CheckList checks={checks} /> : <p className="text-sm text-stone-600">{issuer.error ?? 'Fetching the issuer’s keys…'}</p>}
            <p className="text-xs text-stone-600">Algorithms allowed: {algorithms.join(', ')} (the doors’ default). Clock tolerance 30 s.</p>
          </div>
        </div>
      ) : null}
      <details className="rounded-lg border border-stone-200 bg-white p-3 text-sm">
        <summary className="cursor-pointer font-medium">Where the keys and the good token came from ({issuer.entries.length} requests)</summary>
        <p className="mt-2 text-stone-700">
          The door’s protected-resource metadata names the issuer; the issuer’s metadata names its JWKS.{' '}
          {facts ? (
            <>
              Issuer <code className="font-mono">{facts.issuer}</code>.
            </>
          ) : null}
        </p>
        <div className="mt-2 space-y-2">
          {issuer.entries.map((e) => (
            <ExchangeView key={e.exchange.seq} entry={e} />
          ))}
        </div>
      </details>
    </section>
  );
}
