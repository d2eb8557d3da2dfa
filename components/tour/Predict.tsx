'use client';
/**
 * Predict, then send, then the finding: the chapter asks what the server will answer (a radio group) before
 * its demo, the reader picks and presses Send, and only then sees the real exchange, whether the guess was
 * right and why (the wrong pick's reason beside the live fact that refutes it). Until then the chapter's
 * finding line is held back (finding-gate). Its own tap, off the page's wire: a guess is not an exercise done.
 * On a slide it is the question to the room: the choices on one line, no repeated exchange (the demo shows it).
 */
import { useEffect, useId, useState } from 'react';
import { ExchangeView } from '@/components/exchange/ExchangeView';
import { useOnSlide } from '@/components/frame/detail';
import { createTap } from '@/lib/browser/tap';
import { useTap } from '@/lib/browser/use-tap';
import { useFindingGate } from './finding-gate';
import { PREDICTIONS } from './predictions';

type Outcome = { came: string; fact: string } | { failed: string };

export function Predict({ chapter }: { chapter: string }) {
  const p = PREDICTIONS[chapter];
  const id = useId();
  const onSlide = useOnSlide();
  const gate = useFindingGate();
  const [own] = useState(() => createTap({ broadcast: false }));
  const { tap, snapshot } = useTap(own);
  const [guess, setGuess] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [sending, setSending] = useState(false);
  const hold = gate?.hold;
  useEffect(() => {
    if (p) hold?.();
  }, [p, hold]);
  if (!p) return null;

  const send = async () => {
    tap.clear();
    setSending(true);
    setOutcome(undefined);
    try {
      const result = await p.send(tap.fetch, () => tap.store.getSnapshot().entries);
      await tap.settle();
      setOutcome(result);
      gate?.open();
    } catch (err) {
      setOutcome({ failed: err instanceof Error ? err.message : String(err) });
    } finally {
      setSending(false);
    }
  };
  const right = outcome && 'came' in outcome ? outcome.came === guess : undefined;
  const picked = p.choices.find((c) => c.id === guess);
  const came = outcome && 'came' in outcome ? p.choices.find((c) => c.id === outcome.came) : undefined;
  const sendButton = (
    <button
      type="button"
      onClick={() => void send()}
      disabled={!guess || sending}
      className="min-h-8 rounded-md border border-violet-700 bg-violet-700 px-3 py-1 text-sm font-medium text-white hover:bg-violet-800 disabled:opacity-50"
    >
      {outcome ? 'Send again' : 'Send it'}
    </button>
  );

  return (
    <div
      className={`space-y-2 rounded-xl border border-violet-200 bg-violet-50/50 ${onSlide ? 'p-2' : 'p-4'}`}
      data-testid={`predict-${chapter}`}
      data-right={right === undefined ? '' : String(right)}
    >
      <fieldset className={onSlide ? 'flex flex-wrap items-center gap-x-5 gap-y-1' : 'space-y-1'}>
        <legend className="mb-1 text-sm font-semibold text-violet-950">
          {onSlide ? 'Ask the room' : 'Predict, then send'}: {p.question}
        </legend>
        {p.choices.map((c) => (
          <label key={c.id} className="flex min-h-8 cursor-pointer items-center gap-2 text-sm text-stone-800">
            <input type="radio" name={id} value={c.id} checked={guess === c.id} onChange={() => setGuess(c.id)} className="size-4 accent-violet-700" />
            {c.label}
          </label>
        ))}
        {onSlide ? sendButton : null}
      </fieldset>
      {onSlide ? null : (
        <div className="flex flex-wrap items-center gap-3">
          {sendButton}
          <span className="text-xs text-stone-600">sends {p.sends}</span>
        </div>
      )}
      {/* The verdict's line is there from the start, so the answer arriving moves nothing below it. */}
      <p className={onSlide && !outcome && !sending ? 'sr-only' : 'min-h-6 text-sm'} role="status" data-testid="predict-verdict">
        {sending ? 'Sending…' : null}
        {outcome && 'failed' in outcome ? <span className="text-red-800">The request failed: {outcome.failed}</span> : null}
        {outcome && 'came' in outcome ? (
          <>
            <strong className={right ? 'text-emerald-800' : 'text-red-800'}>{right ? 'Right.' : 'Not this time.'}</strong> {outcome.fact}{' '}
            {right ? came?.why : picked?.why}
          </>
        ) : null}
      </p>
      {outcome && !onSlide && snapshot.entries.length > 0 ? (
        <div className="space-y-2">
          {snapshot.entries.map((e, i) => (
            <ExchangeView key={e.exchange.seq} entry={e} n={i + 1} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
