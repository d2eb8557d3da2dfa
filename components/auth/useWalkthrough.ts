'use client';
/** Subscribes React to the walkthrough controller's state and transcript. */
import { useSyncExternalStore } from 'react';
import type { Walkthrough } from '@/lib/walkthrough/controller';

export function useWalkState(w: Walkthrough) {
  const state = useSyncExternalStore(w.state.subscribe, w.state.get, w.state.get);
  const transcript = useSyncExternalStore(w.transcript.subscribe, w.transcript.getSnapshot, w.transcript.getSnapshot);
  return { state, entries: transcript.entries };
}
