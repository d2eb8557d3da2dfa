'use client';
/**
 * A wire tap for a few named actions (the key track, step-up, the attack bench): each action's exchanges are filed
 * under its name, so the view can show "what this click sent" beside its outcome.
 */
import { useCallback, useState, useSyncExternalStore } from 'react';
import type { TapFetch } from '@/lib/tour/clients';
import { createRecordingFetch, createTranscriptStore, type TranscriptEntry } from '@/lib/wire';

export interface ActionOutcome {
  ok: boolean;
  message: string;
  seqs: number[];
}

export function useTapActions() {
  const [tap] = useState(() => {
    const store = createTranscriptStore();
    const fetch: TapFetch = Object.assign(createRecordingFetch(store.record), {
      settle: () => new Promise<void>((r) => setTimeout(r, 50)),
      store,
    });
    return { store, fetch };
  });
  const snapshot = useSyncExternalStore(tap.store.subscribe, tap.store.getSnapshot, tap.store.getSnapshot);
  const [outcomes, setOutcomes] = useState<Record<string, ActionOutcome | 'running'>>({});

  const run = useCallback(
    async (name: string, action: (fetch: TapFetch) => Promise<string>) => {
      const before = tap.store.getSnapshot().entries.at(-1)?.exchange.seq ?? 0;
      setOutcomes((o) => ({ ...o, [name]: 'running' }));
      const seqs = () => tap.store.getSnapshot().entries.map((e) => e.exchange.seq).filter((s) => s > before);
      try {
        const message = await action(tap.fetch);
        const mine = seqs(); // now, not inside the updater: React may run it after the next action began
        setOutcomes((o) => ({ ...o, [name]: { ok: true, message, seqs: mine } }));
      } catch (err) {
        const mine = seqs();
        setOutcomes((o) => ({ ...o, [name]: { ok: false, message: err instanceof Error ? err.message : String(err), seqs: mine } }));
      }
    },
    [tap],
  );
  const entriesOf = (name: string): TranscriptEntry[] => {
    const o = outcomes[name];
    return o && o !== 'running' ? snapshot.entries.filter((e) => o.seqs.includes(e.exchange.seq)) : [];
  };
  const reset = () => {
    tap.store.clear();
    setOutcomes({});
  };
  return { run, outcomes, entriesOf, reset };
}
