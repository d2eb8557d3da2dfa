'use client';
/**
 * An extension track of the walkthrough (client credentials, or enterprise-managed authorization): its
 * steps as cards, each with what it does, its button, its finding and the exact HTTP exchanges it made.
 * "Run to 200" runs the remaining steps of the path in order. Findings live in a ref (the next step reads
 * them at once) and are mirrored into state for rendering.
 */
import { useRef, useState } from 'react';
import { useTapActions } from '@/lib/browser/use-tap';
import { CLIENT_CREDENTIALS_STEPS } from '@/lib/walkthrough/extension-tracks/client-credentials';
import { ENTERPRISE_STEPS } from '@/lib/walkthrough/extension-tracks/enterprise';
import { TO_LABEL, type TrackData, type TrackStep } from '@/lib/walkthrough/extension-tracks/track';
import { ActionCard } from './ActionCard';
import { StepResult } from './StepResult';

export type ExtensionTrackId = 'client-credentials' | 'enterprise';

const STEPS: Record<ExtensionTrackId, readonly TrackStep[]> = {
  'client-credentials': CLIENT_CREDENTIALS_STEPS,
  enterprise: ENTERPRISE_STEPS,
};

export function ExtensionTrack({ track }: { track: ExtensionTrackId }) {
  const steps = STEPS[track];
  const { run, outcomes, entriesOf, reset } = useTapActions();
  const found = useRef<TrackData>({});
  const [data, setData] = useState<TrackData>({});
  const [busy, setBusy] = useState(false);

  const runStep = async (step: TrackStep): Promise<boolean> => {
    let ok = false;
    await run(step.id, async (_fetch, tap) => {
      const { message, patch } = await step.run({ tap, origin: window.location.origin, data: found.current });
      found.current = { ...found.current, ...patch };
      setData(found.current);
      ok = true;
      return message;
    });
    return ok;
  };

  const done = (id: string) => {
    const o = outcomes[id];
    return o !== undefined && o !== 'running' && o.ok;
  };
  const path = steps.filter((s) => !s.optional);
  const runToEnd = async () => {
    setBusy(true);
    try {
      for (const step of path) {
        if (done(step.id)) continue;
        if (!(await runStep(step))) return;
      }
    } finally {
      setBusy(false);
    }
  };
  const startOver = () => {
    found.current = {};
    setData({});
    reset();
  };

  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={runToEnd}
          disabled={busy}
          className="rounded-md bg-emerald-800 px-3 py-1.5 text-sm font-medium text-white hover:bg-emerald-900 disabled:opacity-50"
          data-testid={`${track}-run-all`}
        >
          {busy ? 'Running…' : 'Run every step to the 200'}
        </button>
        <button type="button" onClick={startOver} className="rounded-md border border-stone-300 bg-white px-3 py-1.5 text-sm">
          Start over
        </button>
      </div>
      <h2 className="sr-only">The steps</h2>
      <ol className="grid min-w-0 grid-cols-1 gap-4">
        {steps.map((step, i) => {
          const view = step.view?.(data);
          return (
            <li key={step.id} className="min-w-0">
              <ActionCard
                id={step.id}
                title={`${i + 1} · ${step.title}`}
                button={step.button}
                outcome={outcomes[step.id]}
                entries={entriesOf(step.id)}
                disabled={busy}
                onRun={() => void runStep(step)}
              >
                <p className="text-xs font-medium uppercase tracking-wide text-stone-600">{TO_LABEL[step.to]}</p>
                <p className="text-sm text-stone-700">{step.explain}</p>
                {view ? (
                  <div className="min-w-0" data-testid={`${step.id}-finding`}>
                    <StepResult view={view} />
                  </div>
                ) : null}
              </ActionCard>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
