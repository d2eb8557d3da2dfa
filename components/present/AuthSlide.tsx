'use client';
/**
 * A walkthrough step as a slide, sized to the screen: the sequence diagram in a column of its own,
 * scrolled so this step's row is always on screen (also once a run has drawn its results), beside the
 * step's lesson line, its run and what it found (only the lines that matter; F for the full frames).
 * The step's full explanation is in the speaker notes. One walkthrough serves the whole deck (deck-walkthrough.ts,
 * kept while the tab lives), so moving between slides keeps what earlier steps found; running
 * a later step first runs the ones before it, stopping only where a person must answer the consent window.
 */
import { useEffect, useRef, useState } from 'react';
import { StepResult } from '@/components/auth/StepResult';
import { useWalkState } from '@/components/auth/useWalkthrough';
import { ExchangeView } from '@/components/exchange/ExchangeView';
import { SequenceDiagram } from '@/components/sequence/SequenceDiagram';
import { positionOf, rangeLabel } from '@/lib/walkthrough/steps';
import { walkthroughForDeck } from './deck-walkthrough';
import { FitEvidence } from './FitEvidence';
import { firstSentence } from './lesson';

/** Scrolls the diagram's own column (never the page) so the current row shows whole. */
function keepRowInView(box: HTMLElement | null) {
  const row = box?.querySelector<HTMLElement>('[aria-current="step"]');
  if (!box || !row) return;
  const top = row.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop;
  if (top < box.scrollTop || top + row.offsetHeight > box.scrollTop + box.clientHeight) {
    box.scrollTop = Math.max(0, top - (box.clientHeight - row.offsetHeight) / 2);
  }
}

export function AuthSlide({ stepId }: { stepId: string }) {
  const [w] = useState(walkthroughForDeck);
  const { state, entries } = useWalkState(w);
  const diagram = useRef<HTMLDivElement>(null);
  const drawn = `${stepId} ${state.done.length} ${state.running ?? ''} ${entries.length}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again whenever what the slide draws changes (the step, a run, its results)
  useEffect(() => keepRowInView(diagram.current), [drawn]);
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
    <section
      aria-labelledby="slide-title"
      className="grid min-h-0 flex-1 grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:grid-rows-[minmax(0,1fr)] lg:gap-8"
    >
      <div className="flex min-h-0 min-w-0 flex-col gap-4 lg:order-2" data-testid="slide-step">
        <header className="space-y-1">
          {/* "Done" beside where we are, not on a line of its own: the room goes to the evidence. */}
          <p className="flex items-center gap-3 text-xl font-semibold text-indigo-700">
            Step {n} of {w.steps.length}
            {done ? (
              <span className="rounded-md bg-emerald-100 px-2 py-0.5 font-medium text-emerald-900" data-testid="slide-step-done">
                ✓ Done
              </span>
            ) : null}
          </p>
          <h1 id="slide-title" data-slide-title tabIndex={-1} className="text-4xl font-bold tracking-tight text-stone-900 xl:text-5xl">
            {step.title}
          </h1>
        </header>
        <p className="text-2xl leading-snug text-stone-800 xl:text-3xl" data-testid="slide-lesson">
          {firstSentence(step.explain)}
        </p>
        {done && !busy ? null : (
          <div className="flex flex-wrap items-center gap-3">
            {done ? null : (
              <button
                type="button"
                disabled={busy}
                onClick={() => void (before.length > 0 ? w.runAll({ until: step.id }) : w.run(step.id))}
                className="rounded-md bg-indigo-700 px-4 py-2 text-xl font-medium text-white hover:bg-indigo-800 disabled:opacity-50"
              >
                {label}
              </button>
            )}
            {busy ? (
              <p className="text-xl text-amber-900" role="status">
                {w.steps.find((s) => s.id === state.running)?.person?.waiting ?? `Running step ${positionOf(state.running ?? '')}…`}
              </p>
            ) : null}
          </div>
        )}
        {failure ? (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-xl text-red-900">
            {failure.message}
          </p>
        ) : null}
        <FitEvidence key={step.id} running={busy}>
          {view ? <StepResult view={view} /> : null}
          {w.entriesFor(step.id, entries).map((e) => (
            <ExchangeView key={e.exchange.seq} entry={e} defaultOpen />
          ))}
        </FitEvidence>
      </div>
      <div ref={diagram} className="relative min-h-0 min-w-0 overflow-y-auto lg:order-1" data-testid="slide-diagram">
        <SequenceDiagram track="oauth" current={step.id} done={state.done} hrefFor={(_n, id) => `/present/auth/${id}`} size="large" />
      </div>
    </section>
  );
}
