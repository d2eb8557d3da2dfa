'use client';
/** One step of the OAuth walkthrough: what it does, its Run button when it is next, what it found, its exchanges. */
import { ExchangeView } from '@/components/exchange/ExchangeView';
import type { FlowStep } from '@/content/auth/steps';
import type { WalkState } from '@/lib/walkthrough/controller';
import type { TranscriptEntry } from '@/lib/wire';
import { StepResult } from './StepResult';

export interface StepCardProps {
  step: FlowStep;
  s: WalkState;
  focused: boolean;
  isNext: boolean;
  entries: TranscriptEntry[];
  onRun: () => void;
  onFocus: () => void;
}

export function StepCard({ step, s, focused, isNext, entries, onRun, onFocus }: StepCardProps) {
  const done = s.done.includes(step.n);
  const running = s.running === step.n;
  const failed = s.failed?.step === step.n ? s.failed.message : undefined;
  const state = done ? 'done' : running ? 'running' : failed ? 'failed' : isNext ? 'next' : 'pending';
  return (
    <li
      id={`step-${step.n}`}
      data-testid={`step-${step.n}`}
      data-state={state}
      aria-current={focused ? 'step' : undefined}
      className={`scroll-mt-4 space-y-2 rounded-xl border bg-white p-4 ${focused ? 'border-indigo-500 ring-2 ring-indigo-200' : 'border-stone-200'}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-stone-900">
          <a href={`?step=${step.n}`} onClick={(e) => (e.preventDefault(), onFocus())} className="hover:underline">
            {step.n} · {step.title}
          </a>
        </h3>
        <span className="text-xs font-medium text-stone-600">{state === 'next' ? 'ready' : state}</span>
      </div>
      <p className="text-sm text-stone-700">{step.explain}</p>
      {isNext && !running ? (
        <button type="button" onClick={onRun} className="rounded-md bg-indigo-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-indigo-800">
          {step.n === 8 ? 'Open the consent page' : `Run step ${step.n}`}
        </button>
      ) : null}
      {running ? (
        <p className="text-sm text-amber-900" role="status">
          {step.n === 8 ? 'Waiting for you in the consent window…' : 'Running…'}
        </p>
      ) : null}
      {failed ? (
        <p className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-900" role="alert">
          {failed}
        </p>
      ) : null}
      {done ? <StepResult n={step.n} s={s} /> : null}
      {entries.map((e) => (
        <ExchangeView key={e.exchange.seq} entry={e} defaultOpen={focused} />
      ))}
    </li>
  );
}
