'use client';
/**
 * The OAuth walkthrough: the step list, one step per click (or "Run all", which stops only where a
 * person must answer), the sequence diagram following along, each step at /auth?step=<id> (or its
 * number). A link to a later step runs the steps before it that need no person, so it opens ready;
 * if a person is still needed, the step says so. Running a step brings it into view and moves focus
 * to its heading, so keyboard and screen-reader users land on what just happened.
 */
import { useEffect, useRef, useState } from 'react';
import { SequenceDiagram, StepArrow } from '@/components/sequence/SequenceDiagram';
import { Walkthrough } from '@/lib/walkthrough/controller';
import type { Registration } from '@/lib/oauth-client';
import { positionOf } from '@/lib/walkthrough/steps';
import { explainRegistration, REGISTRATION_LABELS, REGISTRATIONS, type RegistrationUrls } from '@/lib/walkthrough/registration';
import { registerStep } from '@/lib/walkthrough/steps/register';
import { type StepStatus, StepCard } from './StepCard';
import { StepUp } from './StepUp';
import { useWalkState } from './useWalkthrough';

function bringIntoView(id: string, moveFocus: boolean, panel: HTMLElement | null) {
  const card = document.getElementById(`step-${id}`);
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  card?.scrollIntoView({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
  if (moveFocus) document.getElementById(`step-${id}-title`)?.focus({ preventScroll: true });
  // Beside the steps (wide screens) the diagram scrolls in its own column: keep the step's row in sight there too.
  const row = panel?.querySelector(`[data-step="${id}"]`);
  if (panel && row && panel.scrollHeight > panel.clientHeight) {
    const [r, p] = [row.getBoundingClientRect(), panel.getBoundingClientRect()];
    if (r.top < p.top || r.bottom > p.bottom) panel.scrollBy({ top: r.top - p.top - p.height / 3, behavior: reduced ? 'auto' : 'smooth' });
  }
}

/** `registrationUrls`: the live URLs the registration choice names, from the deployment's configuration. */
export function OAuthTrack({
  initialStep,
  registration,
  registrationUrls,
}: {
  initialStep: string;
  registration: Registration;
  registrationUrls: RegistrationUrls;
}) {
  const [w] = useState(() => new Walkthrough({ registration }));
  const { state, entries } = useWalkState(w);
  const [focus, setFocus] = useState(initialStep);
  // Scrolling waits for the render that folds the previous step's exchanges, or it would aim at where the step was.
  const [view, setView] = useState<{ id: string; moveFocus: boolean }>();
  const next = w.next();
  const busy = state.running !== undefined;
  const deepLinked = useRef(false);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (view) bringIntoView(view.id, view.moveFocus, panel.current);
  }, [view]);

  const focusOn = (id: string, moveFocus = true) => {
    setFocus(id);
    setView({ id, moveFocus });
    const url = new URL(window.location.href);
    url.searchParams.set('step', id);
    url.searchParams.delete('track');
    window.history.replaceState(null, '', url);
  };
  const runStep = async (id: string) => {
    focusOn(id);
    await w.run(id);
  };
  const runAll = () => w.runAll({ onStep: (s) => focusOn(s.id) });
  const reset = (r?: Registration) => {
    w.reset(r);
    focusOn(w.steps[0].id);
  };

  useEffect(() => {
    if (deepLinked.current || initialStep === w.steps[0].id) return;
    deepLinked.current = true;
    const before = w.steps[w.steps.findIndex((s) => s.id === initialStep) - 1];
    void w.runAll({ until: before?.id, beforePerson: true }).then(() => setView({ id: initialStep, moveFocus: true }));
  }, [w, initialStep]);

  const statusOf = (id: string): StepStatus =>
    state.done.includes(id) ? 'done' : state.running === id ? 'running' : state.failed?.step === id ? 'failed' : next?.id === id ? 'next' : 'pending';

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      {/* The controls come first so they stay in view; a tall diagram scrolls inside the sticky column. */}
      <div ref={panel} className="space-y-3 lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:self-start lg:overflow-y-auto lg:pr-1">
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={() => next && void runStep(next.id)}
            disabled={!next || busy}
            className="rounded-md bg-indigo-700 px-3 py-1.5 text-sm font-medium text-white disabled:opacity-50"
          >
            {next ? `Next: step ${positionOf(next.id)}` : 'All steps done'}
          </button>
          <button
            type="button"
            onClick={() => void runAll()}
            disabled={!next || busy}
            className="rounded-md border border-indigo-300 bg-white px-3 py-1.5 text-sm font-medium text-indigo-900 disabled:opacity-50"
          >
            Run all
          </button>
          <button type="button" onClick={() => reset()} className="rounded-md border border-stone-300 bg-white px-3 py-1.5 text-sm">
            Reset
          </button>
        </div>
        {/* Both ways explained, in the order 2026-07-28 prefers them, before the reader picks one. */}
        <fieldset className="space-y-2 text-sm" disabled={state.done.includes(registerStep.id)}>
          <legend className="font-medium text-stone-800">Registration (step {positionOf(registerStep.id)}): how the issuer gets to know the client</legend>
          <p className="text-xs text-stone-700">
            Before you can be asked anything, the issuer must know which client is asking and where it may send you back. Two ways; pick the one to walk.
          </p>
          <ul className="space-y-2">
            {REGISTRATIONS.map((r) => {
              const { does, costs } = explainRegistration(r, registrationUrls);
              return (
                <li
                  key={r}
                  data-testid={`registration-${r}`}
                  className={`rounded-md border px-2 py-1.5 ${state.registration === r ? 'border-indigo-400 bg-indigo-50' : 'border-stone-200'}`}
                >
                  <label className="inline-flex min-h-7 items-center gap-1.5 font-medium">
                    <input
                      type="radio"
                      name="registration"
                      checked={state.registration === r}
                      onChange={() => reset(r)}
                      aria-describedby={`registration-${r}-does registration-${r}-costs`}
                    />
                    {REGISTRATION_LABELS[r]}
                  </label>
                  <p id={`registration-${r}-does`} className="text-xs text-stone-700">
                    {does[0]}
                    <code className="font-mono wrap-anywhere text-stone-900">{does[1]}</code>
                    {does[2]}
                  </p>
                  <p id={`registration-${r}-costs`} className="mt-1 text-xs text-stone-700" data-testid={`registration-${r}-costs`}>
                    <span className="font-medium text-stone-800">What it costs the issuer: </span>
                    {costs}
                  </p>
                </li>
              );
            })}
          </ul>
        </fieldset>
        <SequenceDiagram track="oauth" current={focus} done={state.done} hrefFor={(_n, id) => `/auth?step=${id}`} />
      </div>
      <div className="space-y-6">
        {/* The page's h1, then this h2, then each step's h3: heading levels in order for a screen reader's outline. */}
        <h2 id="oauth-steps-title" className="sr-only">
          The steps
        </h2>
        <ol className="space-y-3" aria-labelledby="oauth-steps-title">
          {w.steps.map((step) => {
            const status = statusOf(step.id);
            return (
              <StepCard
                key={step.id}
                step={step}
                position={positionOf(step.id)}
                status={status}
                focused={focus === step.id}
                view={status === 'done' ? step.view(state.data, state.registration) : undefined}
                failure={state.failed?.step === step.id ? state.failed : undefined}
                waitingFor={status === 'pending' && !busy ? w.waitingFor(step.id) : undefined}
                entries={w.entriesFor(step.id, entries)}
                arrow={focus === step.id ? <StepArrow stepId={step.id} /> : undefined}
                next={
                  next && !busy && state.done.at(-1) === step.id
                    ? { label: `Next: step ${positionOf(next.id)}`, onClick: () => void runStep(next.id) }
                    : undefined
                }
                onRun={() => void runStep(step.id)}
                onFocus={() => focusOn(step.id, false)}
                onReset={() => reset()}
              />
            );
          })}
        </ol>
        {!next && state.data.token ? <StepUp w={w} /> : null}
      </div>
    </div>
  );
}
