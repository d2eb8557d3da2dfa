/**
 * React's side of the shared browser layer: subscribe to a store or a tap, and run named
 * actions through a tap so each click's own exchanges can be shown beside its outcome.
 */
import { useCallback, useState, useSyncExternalStore } from 'react';
import type { TranscriptEntry, TranscriptSnapshot } from '../wire';
import type { Store } from './store';
import { createTap, type Tap, type TapFetch } from './tap';

export function useStore<T>(o: Store<T>): T {
  return useSyncExternalStore(o.subscribe, o.get, o.get);
}

/** A tap for the component's lifetime (or the one given), and its current transcript. */
export function useTap(given?: Tap): { tap: Tap; snapshot: TranscriptSnapshot } {
  const [own] = useState(() => given ?? createTap());
  const tap = given ?? own;
  const snapshot = useSyncExternalStore(tap.store.subscribe, tap.store.getSnapshot, tap.store.getSnapshot);
  return { tap, snapshot };
}

export interface ActionOutcome {
  ok: boolean;
  message: string;
  seqs: number[];
}

/** Named actions over one tap: each action's outcome, and the exchanges it made, kept under its name. */
export function useTapActions(given?: Tap) {
  const { tap, snapshot } = useTap(given);
  const [outcomes, setOutcomes] = useState<Record<string, ActionOutcome | 'running'>>({});

  const run = useCallback(
    async (name: string, action: (fetch: TapFetch, tap: Tap) => Promise<string>) => {
      const mark = tap.mark();
      setOutcomes((o) => ({ ...o, [name]: 'running' }));
      let outcome: Omit<ActionOutcome, 'seqs'>;
      try {
        outcome = { ok: true, message: await action(tap.fetch, tap) };
      } catch (err) {
        outcome = { ok: false, message: err instanceof Error ? err.message : String(err) };
      }
      await tap.settle();
      const seqs = tap.seqsSince(mark); // now, not inside the updater: React may run it after the next action began
      setOutcomes((o) => ({ ...o, [name]: { ...outcome, seqs } }));
    },
    [tap],
  );
  const entriesOf = (name: string): TranscriptEntry[] => {
    const o = outcomes[name];
    return o && o !== 'running' ? snapshot.entries.filter((e) => o.seqs.includes(e.exchange.seq)) : [];
  };
  const reset = () => {
    tap.clear();
    setOutcomes({});
  };
  return { run, outcomes, entriesOf, reset, tap };
}
