'use client';
/**
 * The break-it bench: one card per attack on the OAuth flow (the records in lib/vocabulary/attacks.ts),
 * each a lab: the learner predicts who refuses it first (lib/break/predict.ts), and only then is it
 * run live against this app's issuer and door through one tap; a right prediction solves the lab (kept
 * with the exercises' ticks). After the run the card shows every refusal the
 * attack met (who refused, the check, the exact header or error), the RFC that requires it, and the
 * exchanges it made. If anything got through, the card says so in red: nothing here is staged.
 * A switch aims the attacks at the naive door (NAIVE_DOOR: no `aud` check) and the naive issuer
 * (NAIVE_ISSUER: no PKCE, a loose redirect_uri, reusable codes) instead, where they get in; switching
 * back shows the real door and issuer refuse them.
 */
import { useState, useSyncExternalStore } from 'react';
import { ExchangeView } from '@/components/exchange/ExchangeView';
import { DoorSwitch, type LabTarget, NaiveLabel } from '@/components/labs/DoorSwitch';
import { type Leg, runAttack, verdict } from '@/lib/break/attacks';
import { gotIn, hasNaiveVariant, NAIVE_SKIPS, runNaiveAttack } from '@/lib/break/naive-attacks';
import { judgePrediction, labTickId, type Prediction } from '@/lib/break/predict';
import { getServerTicks, getTicks, subscribeTicks, tick } from '@/lib/browser/exercise-ticks';
import { useTapActions } from '@/lib/browser/use-tap';
import { ATTACKS, type AttackFacts, type AttackId, DOOR, ISSUER_PATH, NAIVE_DOOR, NAIVE_ISSUER, refusalLabel, refusalRef } from '@/lib/vocabulary';
import { PredictionPicker, PredictionResult } from './Prediction';

const BY = { door: 'the door', issuer: 'the issuer', client: 'the client' } as const;
const NAIVE_BY = { door: 'the naive door', issuer: 'the naive issuer', client: 'the client' } as const;
const NAIVE_LABEL = { door: NAIVE_DOOR.label, issuer: NAIVE_ISSUER.label, client: undefined } as const;

const REAL_NOTE = 'Every check on, at the door and at the issuer: this is what a deployment runs.';
const NAIVE_SIDE = {
  title: 'The naive lab door and issuer',
  path: `${NAIVE_DOOR.path} · ${NAIVE_ISSUER.path}`,
  note: 'The same server and issuer with their lessons’ checks off: no aud at the door; no PKCE, a loose redirect_uri and reusable codes at the issuer. Lab tokens only; nothing the open door does not serve.',
};

export function BreakBench() {
  const { run, outcomes, entriesOf } = useTapActions();
  const [legs, setLegs] = useState<Partial<Record<AttackId, Run>>>({});
  const [all, setAll] = useState(false);
  const [target, setTarget] = useState<LabTarget>('real');
  const [predictions, setPredictions] = useState<Partial<Record<AttackId, Prediction>>>({});
  const ticks = useSyncExternalStore(subscribeTicks, getTicks, getServerTicks);
  const solved = ATTACKS.filter((a) => ticks[labTickId(a.id)] !== undefined).length;

  const attack = (id: AttackId) =>
    run(id, async (_fetch, tap) => {
      setLegs((l) => ({ ...l, [id]: undefined }));
      // The prediction as it stood when the attack was sent: changing it afterwards changes nothing.
      const predicted = predictions[id];
      const ctx = { tap, origin: window.location.origin };
      if (target === 'naive') {
        const got = await runNaiveAttack(id, ctx);
        setLegs((l) => ({ ...l, [id]: { legs: got, target } }));
        const skip = NAIVE_SKIPS[id];
        if (!gotIn(got)) throw new Error(`${skip?.who ?? 'The naive side'} refused it: see the legs below.`);
        return `Got in: ${skip?.who ?? 'the naive side'} does not check ${skip?.check ?? '?'}.`;
      }
      const got = await runAttack(id, ctx);
      setLegs((l) => ({ ...l, [id]: { legs: got, target, ...(predicted ? { predicted } : {}) } }));
      const first = ATTACKS.find((a) => a.id === id)?.refusals[0];
      if (predicted && first && judgePrediction(predicted, got, first)?.solved) tick(labTickId(id));
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
              for (const a of ATTACKS) if (target === 'real' || hasNaiveVariant(a.id)) await attack(a.id);
            } finally {
              setAll(false);
            }
          }}
          className="rounded-md bg-indigo-700 px-4 py-1.5 text-sm font-semibold text-white hover:bg-indigo-800 disabled:opacity-60"
        >
          {all ? 'Running every attack…' : 'Run every attack'}
        </button>
      </div>
      <p className="max-w-3xl text-stone-700">
        Each card is a lab: say who refuses the attack first, then send it. The card tells you who did, with which check, and why; a right prediction solves the
        lab. <span data-testid="labs-solved">{`Solved ${solved} of ${ATTACKS.length}`}</span> in this browser.{' '}
        <span className="text-stone-600">Run every attack sends them all at once and shows every answer: for the projector, after the room has guessed.</span>
      </p>
      <DoorSwitch
        value={target}
        onChange={setTarget}
        realPath={`${DOOR.oauth.path} · ${ISSUER_PATH}`}
        name="break-door"
        naive={NAIVE_SIDE}
        realNote={REAL_NOTE}
      />
      <ol className="space-y-4">
        {ATTACKS.map((a) => (
          <AttackCard
            key={a.id}
            facts={a}
            run={legs[a.id]}
            target={target}
            outcome={outcomes[a.id]}
            entries={entriesOf(a.id)}
            onRun={() => void attack(a.id)}
            disabled={all}
            prediction={predictions[a.id]}
            onPredict={(p) => setPredictions((old) => ({ ...old, [a.id]: p }))}
            solved={ticks[labTickId(a.id)] !== undefined}
          />
        ))}
      </ol>
    </section>
  );
}

interface Run {
  legs: Leg[];
  target: LabTarget;
  /** What the learner predicted before this run was sent (the real door and issuer only). */
  predicted?: Prediction;
}

function AttackCard({
  facts,
  run,
  target,
  outcome,
  entries,
  onRun,
  disabled,
  prediction,
  onPredict,
  solved,
}: {
  facts: AttackFacts;
  run?: Run;
  target: LabTarget;
  outcome: ReturnType<typeof useTapActions>['outcomes'][string] | undefined;
  entries: ReturnType<ReturnType<typeof useTapActions>['entriesOf']>;
  onRun: () => void;
  disabled: boolean;
  prediction: Prediction | undefined;
  onPredict: (p: Prediction) => void;
  solved: boolean;
}) {
  const running = outcome === 'running';
  const done = outcome && outcome !== 'running' ? outcome : undefined;
  const legs = run?.legs;
  const naive = run?.target === 'naive';
  const unavailable = target === 'naive' && !hasNaiveVariant(facts.id);
  // Against the real door and issuer, a card asks for a prediction before its first run; once it has run, the answer is out.
  const mustPredict = target === 'real' && !run && !prediction;
  const revealed = run !== undefined && run.target === 'real';
  // Against the naive door every leg is meant to get in; `met` then marks the legs that did.
  const v = legs ? (naive ? { refused: false, met: legs.map((l) => !l.refused) } : verdict(facts.id, legs)) : undefined;
  const state = running
    ? 'running'
    : legs && naive
      ? gotIn(legs)
        ? 'let-in'
        : 'naive-refused'
      : v
        ? v.refused
          ? 'refused'
          : 'not-refused'
        : done && !done.ok
          ? 'failed'
          : 'idle';
  return (
    <li
      className="space-y-3 rounded-xl border border-stone-200 bg-white p-4"
      data-testid={`flow-attack-${facts.id}`}
      data-state={state}
      data-door={run?.target ?? ''}
      data-refusals={legs?.map((l) => (l.refused ? `${l.by}:${l.check ?? '?'}` : `${l.by}:through`)).join(' ') ?? ''}
      aria-labelledby={`attack-${facts.id}-title`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`attack-${facts.id}-title`} className="font-semibold text-stone-900">
          {facts.title}
          {solved ? (
            <span className="ml-2 rounded-md bg-emerald-100 px-2 py-0.5 text-sm font-medium text-emerald-900" data-testid="lab-solved">
              ✓ Solved
            </span>
          ) : null}
        </h3>
        <button
          type="button"
          onClick={onRun}
          disabled={disabled || running || unavailable || mustPredict}
          aria-describedby={mustPredict ? `attack-${facts.id}-predict-first` : undefined}
          className="min-h-8 rounded-md bg-indigo-700 px-3 py-1 text-sm font-medium text-white hover:bg-indigo-800 disabled:opacity-50"
        >
          {running ? 'Running…' : legs ? 'Run again' : 'Run this attack'}
        </button>
      </div>
      {unavailable ? (
        <p className="text-sm text-stone-600" data-testid="no-naive-variant">
          No naive variant: the naive door skips only <code className="font-mono">{NAIVE_DOOR.unchecked}</code> and the naive issuer only{' '}
          <code className="font-mono">{NAIVE_ISSUER.unchecked.join(', ')}</code>; this attack is refused by{' '}
          {facts.refusals.map((r) => `${BY[r.by]} (${r.check})`).join(', then ')}.
        </p>
      ) : null}
      <p className="text-sm text-stone-700">{facts.does}</p>
      {target === 'real' && !revealed ? (
        <PredictionPicker attackId={facts.id} value={prediction} onChange={onPredict} hintId={`attack-${facts.id}-predict-first`} showHint={mustPredict} />
      ) : null}
      {revealed && run.predicted && legs ? <PredictionResult verdict={judgePrediction(run.predicted, legs, facts.refusals[0]!)} /> : null}
      {revealed || naive ? (
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
      ) : null}
      {legs ? (
        <ol className="space-y-2">
          {legs.map((l, i) => {
            const met = v?.met[i];
            // Green is a refusal met as expected; anything let in is red, the naive door's included (that is its lesson).
            const good = met && !naive;
            return (
              <li
                key={`${l.label}-${i}`}
                className={`space-y-1 rounded-lg border p-3 text-sm ${good ? 'border-emerald-200 bg-emerald-50' : 'border-red-300 bg-red-50'}`}
                data-testid="attack-leg"
              >
                {naive && NAIVE_LABEL[l.by] ? <NaiveLabel label={NAIVE_LABEL[l.by] ?? ''} /> : null}
                <p className="font-medium text-stone-900">{l.label}</p>
                <p className={good ? 'text-emerald-950' : 'text-red-950'}>
                  {l.refused ? 'Refused' : 'Let through!'} by {naive ? NAIVE_BY[l.by] : BY[l.by]}
                  {[
                    ['', l.status && `HTTP ${l.status}`],
                    ['', l.error],
                    ['check ', l.check],
                  ].map(([before, part]) =>
                    part ? (
                      <span key={before + part}>
                        {' '}
                        · {before}
                        <code className="font-mono">{part}</code>
                      </span>
                    ) : null,
                  )}
                  {good ? ' ✓' : ''}
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
      {v && naive ? (
        <p className="text-sm text-red-950" data-testid="naive-lesson">
          It got in because {NAIVE_SKIPS[facts.id]?.who} skips <code className="font-mono">{NAIVE_SKIPS[facts.id]?.check}</code>. Switch back to the real door
          and issuer and run it again: {facts.refusals.map((r) => `${BY[r.by]} (${r.check})`).join(', then ')} refuses it.
        </p>
      ) : v ? (
        <p className="text-sm text-stone-700">{facts.lesson}</p>
      ) : null}
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
