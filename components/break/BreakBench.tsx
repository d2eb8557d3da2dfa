'use client';
/**
 * The break-it bench: one card per attack on the OAuth flow (the records in lib/vocabulary/attacks.ts),
 * each run live against this app's issuer and door through one tap. A card shows every refusal the
 * attack met (who refused, the check, the exact header or error), the RFC that requires it, and the
 * exchanges it made. If anything got through, the card says so in red: nothing here is staged.
 */
import { useState } from 'react';
import { ExchangeView } from '@/components/exchange/ExchangeView';
import { type Leg, runAttack, verdict } from '@/lib/break/attacks';
import { useTapActions } from '@/lib/browser/use-tap';
import { ATTACKS, type AttackFacts, type AttackId, refusalLabel, refusalRef } from '@/lib/vocabulary';

const BY = { door: 'the door', issuer: 'the issuer', client: 'the client' } as const;

export function BreakBench() {
  const { run, outcomes, entriesOf } = useTapActions();
  const [legs, setLegs] = useState<Partial<Record<AttackId, Leg[]>>>({});
  const [all, setAll] = useState(false);

  const attack = (id: AttackId) =>
    run(id, async (_fetch, tap) => {
      setLegs((l) => ({ ...l, [id]: undefined }));
      const got = await runAttack(id, { tap, origin: window.location.origin });
      setLegs((l) => ({ ...l, [id]: got }));
      const v = verdict(id, got);
      if (!v.refused) throw new Error('Not refused as expected: see the legs below.');
      return `Refused: ${got.map((g) => `${BY[g.by]} (${g.check})`).join(', then ')}.`;
    });

  return (
    <section aria-labelledby="flow-attacks-title" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="flow-attacks-title" className="text-2xl font-bold tracking-tight">
          Attacks on the flow
        </h2>
        <button
          type="button"
          disabled={all}
          onClick={async () => {
            setAll(true);
            try {
              for (const a of ATTACKS) await attack(a.id);
            } finally {
              setAll(false);
            }
          }}
          className="rounded-md bg-indigo-700 px-4 py-1.5 text-sm font-semibold text-white hover:bg-indigo-800 disabled:opacity-60"
        >
          {all ? 'Running every attack…' : 'Run every attack'}
        </button>
      </div>
      <ol className="space-y-4">
        {ATTACKS.map((a) => (
          <AttackCard
            key={a.id}
            facts={a}
            legs={legs[a.id]}
            outcome={outcomes[a.id]}
            entries={entriesOf(a.id)}
            onRun={() => void attack(a.id)}
            disabled={all}
          />
        ))}
      </ol>
    </section>
  );
}

function AttackCard({
  facts,
  legs,
  outcome,
  entries,
  onRun,
  disabled,
}: {
  facts: AttackFacts;
  legs?: Leg[];
  outcome: ReturnType<typeof useTapActions>['outcomes'][string] | undefined;
  entries: ReturnType<ReturnType<typeof useTapActions>['entriesOf']>;
  onRun: () => void;
  disabled: boolean;
}) {
  const running = outcome === 'running';
  const done = outcome && outcome !== 'running' ? outcome : undefined;
  const v = legs ? verdict(facts.id, legs) : undefined;
  const state = running ? 'running' : v ? (v.refused ? 'refused' : 'not-refused') : done && !done.ok ? 'failed' : 'idle';
  return (
    <li
      className="space-y-3 rounded-xl border border-stone-200 bg-white p-4"
      data-testid={`flow-attack-${facts.id}`}
      data-state={state}
      data-refusals={legs?.map((l) => (l.refused ? `${l.by}:${l.check ?? '?'}` : `${l.by}:through`)).join(' ') ?? ''}
      aria-labelledby={`attack-${facts.id}-title`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`attack-${facts.id}-title`} className="font-semibold text-stone-900">
          {facts.title}
        </h3>
        <button
          type="button"
          onClick={onRun}
          disabled={disabled || running}
          className="rounded-md bg-indigo-700 px-3 py-1 text-sm font-medium text-white hover:bg-indigo-800 disabled:opacity-50"
        >
          {running ? 'Running…' : legs ? 'Run again' : 'Run this attack'}
        </button>
      </div>
      <p className="text-sm text-stone-700">{facts.does}</p>
      <p className="text-sm text-stone-700">
        Must be refused by{' '}
        {facts.refusals.map((r, i) => (
          <span key={`${refusalRef(r)}-${i}`}>
            {i > 0 ? ', then ' : ''}
            {BY[r.by]} (<code className="font-mono">{r.check}</code>: {refusalLabel(r)})
          </span>
        ))}
        . See{' '}
        {facts.rfc.map((r, i) => (
          <span key={r.label}>
            {i > 0 ? ', ' : ''}
            <a className="text-indigo-800 underline" href={r.href} rel="noreferrer" target="_blank">
              {r.label}
            </a>
          </span>
        ))}
        .
      </p>
      {legs ? (
        <ol className="space-y-2">
          {legs.map((l, i) => {
            const met = v?.met[i];
            return (
              <li
                key={`${l.label}-${i}`}
                className={`space-y-1 rounded-lg border p-3 text-sm ${met ? 'border-emerald-200 bg-emerald-50' : 'border-red-300 bg-red-50'}`}
                data-testid="attack-leg"
              >
                <p className="font-medium text-stone-900">{l.label}</p>
                <p className={met ? 'text-emerald-950' : 'text-red-950'}>
                  {l.refused ? 'Refused' : 'Let through!'} by {BY[l.by]}
                  {l.status ? (
                    <>
                      {' '}
                      · <span className="font-mono">HTTP {l.status}</span>
                    </>
                  ) : null}
                  {l.error ? (
                    <>
                      {' '}
                      · <code className="font-mono">{l.error}</code>
                    </>
                  ) : null}
                  {l.check ? (
                    <>
                      {' '}
                      · check <code className="font-mono">{l.check}</code>
                    </>
                  ) : null}
                  {met ? ' ✓' : ''}
                </p>
                <p className="font-mono text-xs break-all text-stone-800">{l.evidence}</p>
              </li>
            );
          })}
        </ol>
      ) : null}
      {done && !done.ok && !legs ? (
        <p className="text-sm text-red-900" role="status">
          {done.message}
        </p>
      ) : null}
      {v ? <p className="text-sm text-stone-700">{facts.lesson}</p> : null}
      {entries.length > 0 ? (
        <details className="rounded-lg border border-stone-200">
          <summary className="cursor-pointer px-3 py-2 text-sm font-medium">The {entries.length} exchanges this attack made</summary>
          <div className="space-y-2 p-2">
            {entries.map((e) => (
              <ExchangeView key={e.exchange.seq} entry={e} />
            ))}
          </div>
        </details>
      ) : null}
    </li>
  );
}
