'use client';
/**
 * The OAuth walkthrough: twelve steps, one per click (or "run all" up to the consent window and on
 * after it), the sequence diagram following along, each step at /auth?step=N. A link to a later
 * step runs the steps before it that need no person (1–7) so the step opens ready.
 */
import { useEffect, useState } from 'react';
import { SequenceDiagram } from '@/components/sequence/SequenceDiagram';
import { FLOW_STEPS } from '@/content/auth/steps';
import { LAST_STEP, Walkthrough } from '@/lib/walkthrough/controller';
import type { Registration } from '@/lib/walkthrough/oauth-steps';
import { StepCard } from './StepCard';
import { StepUp } from './StepUp';
import { useWalkState } from './useWalkthrough';

const BEFORE_CONSENT = 7;

export function OAuthTrack({ initialStep, registration }: { initialStep: number; registration: Registration }) {
  const [w] = useState(() => new Walkthrough(registration));
  const { state, entries } = useWalkState(w);
  const [focus, setFocus] = useState(initialStep);
  const next = state.done.length === 0 ? 1 : Math.max(...state.done) + 1;

  const focusOn = (n: number) => {
    setFocus(n);
    const url = new URL(window.location.href);
    url.searchParams.set('step', String(n));
    url.searchParams.delete('track');
    window.history.replaceState(null, '', url);
    document.getElementById(`step-${n}`)?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  };
  const runStep = async (n: number) => {
    focusOn(n);
    await w.run(n);
  };
  const runAll = async () => {
    for (let n = w.next(); n <= LAST_STEP; n = w.next()) {
      focusOn(n);
      if (!(await w.run(n))) return;
    }
  };

  useEffect(() => {
    if (initialStep > 1) void w.runAll(Math.min(initialStep - 1, BEFORE_CONSENT)).then(() => document.getElementById(`step-${initialStep}`)?.scrollIntoView({ block: 'start' }));
  }, [w, initialStep]);

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div className="space-y-3 lg:sticky lg:top-4 lg:self-start">
        <SequenceDiagram track="oauth" current={focus} done={state.done} hrefFor={(n) => `/auth?step=${n}`} />
        <div className="flex flex-wrap gap-2">
          <button type="button" onClick={() => void runStep(next)} disabled={next > LAST_STEP || state.running !== undefined} className="rounded-md bg-indigo-700 px-3 py-1.5 text-sm font-medium text-white disabled:opacity-50">
            {next > LAST_STEP ? 'All steps done' : `Next: step ${next}`}
          </button>
          <button type="button" onClick={() => void runAll()} disabled={next > LAST_STEP || state.running !== undefined} className="rounded-md border border-indigo-300 bg-white px-3 py-1.5 text-sm font-medium text-indigo-900 disabled:opacity-50">
            Run all
          </button>
          <button type="button" onClick={() => (w.reset(), focusOn(1))} className="rounded-md border border-stone-300 bg-white px-3 py-1.5 text-sm">
            Reset
          </button>
        </div>
        <fieldset className="text-sm" disabled={state.done.includes(5)}>
          <legend className="font-medium text-stone-800">Registration (step 5)</legend>
          {(['dcr', 'cimd'] as const).map((r) => (
            <label key={r} className="mr-4 inline-flex items-center gap-1.5">
              <input type="radio" name="registration" checked={state.registration === r} onChange={() => w.reset(r)} />
              {r === 'dcr' ? 'Dynamic registration' : 'Client ID metadata document'}
            </label>
          ))}
          {state.registration === 'cimd' ? (
            <p className="mt-1 text-xs text-stone-600">The issuer only fetches https metadata documents: on a plain-http laptop it refuses this one, and step 8 shows why.</p>
          ) : null}
        </fieldset>
      </div>
      <div className="space-y-6">
        <ol className="space-y-3" aria-label="Steps">
          {FLOW_STEPS.map((step) => (
            <StepCard
              key={step.n}
              step={step}
              s={state}
              focused={focus === step.n}
              isNext={next === step.n}
              entries={w.entriesFor(step.n, entries)}
              onRun={() => void runStep(step.n)}
              onFocus={() => focusOn(step.n)}
            />
          ))}
        </ol>
        {state.done.includes(LAST_STEP) ? <StepUp w={w} /> : null}
      </div>
    </div>
  );
}
