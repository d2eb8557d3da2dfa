'use client';
/** Subscribes React to the walkthrough machine's state and transcript. */
import { useStore, useTap } from '@/lib/browser/use-tap';
import type { Walkthrough } from '@/lib/walkthrough/controller';

export function useWalkState(w: Walkthrough) {
  const state = useStore(w.state);
  const { snapshot } = useTap(w.tap);
  return { state, entries: snapshot.entries };
}
