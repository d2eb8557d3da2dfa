'use client';
/**
 * Predict, then reveal: the chapter asks what the server will answer (a radio group), the reader picks,
 * presses Send, and sees the real exchange and whether the guess was right. Its own tap, off the page's
 * wire: a guess is not an exercise done.
 */
import { useId, useState } from 'react';
import { ExchangeView } from '@/components/exchange/ExchangeView';
import { createTap } from '@/lib/browser/tap';
import { useTap } from '@/lib/browser/use-tap';
import { PREDICTIONS } from './predictions';

type Outcome = { came: string; fact: string } | { failed: string };

export function Predict({ chapter }: { chapter: string }) {
  const p = PREDICTIONS[chapter];
  const id = useId();
  const [own] = useState(() => createTap({ broadcast: false }));
  const { tap, snapshot } = useTap(own);
  const [guess, setGuess] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [sending, setSending] = useState(false);
  if (!p) return null;

  const send = async () => {
    tap.clear();
    setSending(true);
    setOutcome(undefined);
    try {
      const result = await p.send(tap.fetch, () => tap.store.getSnapshot().entries);
      await tap.settle();
      setOutcome(result);
    } catch (err) {
      setOutcome({ failed: err instanceof Error ? err.message : String(err) });
    } finally {
      setSending(false);
    }
  };
  const right = outcome && 'came' in outcome ? outcome.came === guess : undefined;
  const came = outcome && 'came' in outcome ? p.choices.find((c) => c.id === outcome.came)?.label : undefined;

  return (
    <div
      className="space-y-2 rounded-xl border border-violet-200 bg-violet-50/50 p-4"
      data-testid={`predict-${chapter}`}
      data-right={right === undefined ? '' : String(right)}
    >
      <fieldset className="space-y-1">
        <legend className="mb-1 text-sm font-semibold text-violet-950">Predict, then send: {p.question}</legend>
        {p.choices.map((c) => (
          <label key={c.id} className="flex min-h-8 cursor-pointer items-center gap-2 text-sm text-stone-800">
            <input type="radio" name={id} value={c.id} checked={guess === c.id} onChange={() => setGuess(c.id)} className="size-4 accent-violet-700" />
            {c.label}
          </label>
        ))}
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={() => void send()}
          disabled={!guess || sending}
          className="min-h-8 rounded-md border border-violet-700 bg-violet-700 px-3 py-1 text-sm font-medium text-white hover:bg-violet-800 disabled:opacity-50"
        >
          {outcome ? 'Send again' : 'Send it'}
        </button>
        <span className="text-xs text-stone-600">sends {p.sends}</span>
      </div>
      {/* The verdict's line is there from the start, so the answer arriving moves nothing below it. */}
      <p className="min-h-6 text-sm" role="status" data-testid="predict-verdict">
        {sending ? 'Sending…' : null}
        {outcome && 'failed' in outcome ? <span className="text-red-800">The request failed: {outcome.failed}</span> : null}
        {outcome && 'came' in outcome ? (
          <>
            <strong className={right ? 'text-emerald-800' : 'text-red-800'}>{right ? 'Right.' : 'Not this time.'}</strong> {outcome.fact}
            {!right && came ? ` (${came}.)` : null}
          </>
        ) : null}
      </p>
      {outcome && snapshot.entries.length > 0 ? (
        <div className="space-y-2">
          {snapshot.entries.map((e, i) => (
            <ExchangeView key={e.exchange.seq} entry={e} n={i + 1} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
