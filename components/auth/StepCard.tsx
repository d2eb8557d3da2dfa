'use client';
/** One step of the OAuth walkthrough: what it does, its Run button when it is next, what it found or why it stopped, its exchanges. */
import type { ReactNode } from 'react';
import { ExchangeView } from '@/components/exchange/ExchangeView';
import type { ResultView, WalkStep } from '@/lib/walkthrough/step';
import type { TranscriptEntry } from '@/lib/wire';
import { StepResult } from './StepResult';

export type StepStatus = 'done' | 'running' | 'failed' | 'next' | 'pending';

export interface StepCardProps {
  step: WalkStep;
  position: number;
  status: StepStatus;
  focused: boolean;
  /** What it found, once done. */
  view?: ResultView;
  failure?: { message: string; resetAdvised: boolean };
  /** Why it cannot run yet (shown when the reader is looking at it). */
  waitingFor?: string;
  entries: TranscriptEntry[];
  /** The step's arrow between the lanes, shown in the card where the diagram is out of sight (narrow screens). */
  arrow?: ReactNode;
  /** On the step just done: go on to the next, right where keyboard focus landed. */
  next?: { label: string; onClick: () => void };
  onRun: () => void;
  onFocus: () => void;
  onReset: () => void;
}

export function StepCard({ step, position, status, focused, view, failure, waitingFor, entries, arrow, next, onRun, onFocus, onReset }: StepCardProps) {
  const canRun = status === 'next' || status === 'failed';
  return (
    <li
      id={`step-${step.id}`}
      data-testid={`step-${step.id}`}
      data-state={status}
      aria-current={focused ? 'step' : undefined}
      aria-labelledby={`step-${step.id}-title`}
      className={`scroll-mt-4 space-y-2 rounded-xl border bg-white p-4 ${focused ? 'border-indigo-500 ring-2 ring-indigo-200' : 'border-stone-200'}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        {/* Focusable, so "Next" can move the reader's focus to the step it ran. */}
        <h3 id={`step-${step.id}-title`} tabIndex={-1} className="font-semibold text-stone-900">
          <a
            href={`?step=${step.id}`}
            onClick={(e) => {
              e.preventDefault();
              onFocus();
            }}
            className="hover:underline"
          >
            {position} · {step.title}
          </a>
        </h3>
        <span className="text-xs font-medium text-stone-600">{status === 'next' ? 'ready' : status}</span>
      </div>
      <p className="text-sm text-stone-700">{step.explain}</p>
      {arrow ? <div className="lg:hidden">{arrow}</div> : null}
      {status === 'pending' && focused && waitingFor ? (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950" data-testid="waiting-for">
          {waitingFor}
        </p>
      ) : null}
      {failure ? (
        <div className="space-y-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-900" role="alert" data-testid="step-failure">
          <p>{failure.message}</p>
          {failure.resetAdvised ? (
            <button type="button" onClick={onReset} className="rounded-md border border-red-300 bg-white px-3 py-1 font-medium text-red-900">
              Reset the walkthrough
            </button>
          ) : null}
        </div>
      ) : null}
      {canRun && !failure?.resetAdvised ? (
        <button type="button" onClick={onRun} className="rounded-md bg-indigo-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-indigo-800">
          {step.person?.action ?? (status === 'failed' ? `Run step ${position} again` : `Run step ${position}`)}
        </button>
      ) : null}
      {status === 'running' ? (
        <p className="text-sm text-amber-900" role="status">
          {step.person?.waiting ?? 'Running…'}
        </p>
      ) : null}
      {view ? <StepResult view={view} /> : null}
      {next ? (
        <button
          type="button"
          onClick={next.onClick}
          className="rounded-md border border-indigo-300 bg-white px-3 py-1.5 text-sm font-medium text-indigo-900 hover:bg-indigo-50"
        >
          {next.label}
        </button>
      ) : null}
      {/* The step being looked at shows its exchanges open; the others fold theirs, so a finished walk stays light. */}
      {entries.map((e) => (
        <ExchangeView key={`${e.exchange.seq}-${focused}`} entry={e} defaultOpen={focused} />
      ))}
    </li>
  );
}
