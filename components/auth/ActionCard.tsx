'use client';
/** One click-to-run action with its outcome and the HTTP exchanges it made. */
import type { ReactNode } from 'react';
import { ExchangeView } from '@/components/exchange/ExchangeView';
import { useFrameDetail } from '@/components/frame/detail';
import type { TranscriptEntry } from '@/lib/wire';
import type { ActionOutcome } from '@/lib/browser/use-tap';

export interface ActionCardProps {
  id: string;
  title: string;
  children?: ReactNode;
  button: string;
  onRun: () => void;
  outcome?: ActionOutcome | 'running';
  entries: TranscriptEntry[];
  disabled?: boolean;
}

export function ActionCard({ id, title, children, button, onRun, outcome, entries, disabled }: ActionCardProps) {
  const running = outcome === 'running';
  const done = outcome && outcome !== 'running' ? outcome : undefined;
  const detail = useFrameDetail();
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="space-y-2 rounded-xl border border-stone-200 bg-white p-4"
      data-testid={id}
      data-outcome={done ? (done.ok ? 'ok' : 'failed') : running ? 'running' : 'idle'}
    >
      <h3 id={`${id}-title`} className="font-semibold text-stone-900">
        {title}
      </h3>
      {children}
      <button
        type="button"
        onClick={onRun}
        disabled={disabled || running}
        className="rounded-md bg-indigo-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-indigo-800 disabled:opacity-50"
      >
        {running ? 'Running…' : button}
      </button>
      {done ? (
        <p className={`text-sm ${done.ok ? 'text-emerald-900' : 'text-red-900'}`} role="status" data-testid={`${id}-message`}>
          {done.message}
        </p>
      ) : null}
      {/* On a slide folded to its last step (components/frame/detail), only how many: F shows them. */}
      {detail === 'count' && entries.length > 0 ? (
        <p className="text-sm text-stone-700" data-testid={`${id}-count`}>
          {entries.length} {entries.length === 1 ? 'exchange' : 'exchanges'}: F shows {entries.length === 1 ? 'it' : 'them'}
        </p>
      ) : (
        entries.map((e) => <ExchangeView key={e.exchange.seq} entry={e} defaultOpen />)
      )}
    </section>
  );
}
