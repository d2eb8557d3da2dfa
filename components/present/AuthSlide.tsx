'use client';
/**
 * A walkthrough step as a slide: the sequence diagram large with this step lit, the step's words in
 * large type, and its live run. One walkthrough serves the whole deck (kept in this module while the
 * tab lives), so moving between slides keeps what earlier steps found; running a later step first
 * runs the ones before it, stopping only where a person must answer the consent window.
 */
import { useState } from 'react';
import { StepResult } from '@/components/auth/StepResult';
import { useWalkState } from '@/components/auth/useWalkthrough';
import { ExchangeView } from '@/components/exchange/ExchangeView';
import { SequenceDiagram } from '@/components/sequence/SequenceDiagram';
import { Walkthrough } from '@/lib/walkthrough/controller';
import { positionOf, rangeLabel } from '@/lib/walkthrough/steps';

let deckWalk: Walkthrough | undefined;
/** The deck's walkthrough in the browser; a throwaway one for the server's render (it never runs there). */
function walkthroughForDeck(): Walkthrough {
  if (typeof window === 'undefined') return new Walkthrough();
  deckWalk ??= new Walkthrough();
  return deckWalk;
}

export function AuthSlide({ stepId }: { stepId: string }) {
  const [w] = useState(walkthroughForDeck);
  const { state, entries } = useWalkState(w);
  const step = w.steps.find((s) => s.id === stepId);
  if (!step) return null;
  const n = positionOf(step.id);
  const done = state.done.includes(step.id);
  const busy = state.running !== undefined;
  const at = w.steps.indexOf(step);
  const before = w.steps.slice(0, at).filter((s) => !state.done.includes(s.id));
  const failure = state.failed?.step === step.id ? state.failed : undefined;
  const view = done ? step.view(state.data, state.registration) : undefined;
  const label = step.person?.action ?? (before.length > 0 ? `Run steps ${rangeLabel([...before, step])}` : `Run step ${n}`);

  return (
    <section aria-labelledby="slide-title" className="grid grid-cols-1 gap-8 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="min-w-0 xl:order-2 space-y-4">
        <header className="space-y-2">
          <p className="text-lg font-semibold text-indigo-700 lg:text-xl">
            Step {n} of {w.steps.length}
          </p>
          <h1 id="slide-title" data-slide-title tabIndex={-1} className="text-4xl font-bold tracking-tight text-stone-900 lg:text-5xl">
            {step.title}
          </h1>
        </header>
        <p className="text-xl leading-relaxed text-stone-800 lg:text-2xl">{step.explain}</p>
        <div className="flex flex-wrap items-center gap-3">
          {done ? (
            <p className="rounded-md bg-emerald-100 px-3 py-2 text-lg font-medium text-emerald-900" data-testid="slide-step-done">
              Done
            </p>
          ) : (
            <button
              type="button"
              disabled={busy}
              onClick={() => void (before.length > 0 ? w.runAll({ until: step.id }) : w.run(step.id))}
              className="rounded-md bg-indigo-700 px-4 py-2 text-lg font-medium text-white hover:bg-indigo-800 disabled:opacity-50"
            >
              {label}
            </button>
          )}
          {busy ? (
            <p className="text-lg text-amber-900" role="status">
              {w.steps.find((s) => s.id === state.running)?.person?.waiting ?? `Running step ${positionOf(state.running ?? '')}…`}
            </p>
          ) : null}
        </div>
        {failure ? (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-lg text-red-900">
            {failure.message}
          </p>
        ) : null}
        {view ? (
          <div className="text-lg">
            <StepResult view={view} />
          </div>
        ) : null}
        <div className="space-y-2">
          {w.entriesFor(step.id, entries).map((e) => (
            <ExchangeView key={e.exchange.seq} entry={e} defaultOpen />
          ))}
        </div>
      </div>
      <div className="min-w-0 xl:order-1">
        <SequenceDiagram track="oauth" current={step.id} done={state.done} hrefFor={(_n, id) => `/present/auth/${id}`} size="large" />
      </div>
    </section>
  );
}
