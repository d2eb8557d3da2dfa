'use client';
/**
 * Runs a live demo when its chapter scrolls into view (once), through a fresh wire tap, and exposes
 * the recorded exchanges and the demo's own result. "Run again" clears the tap and repeats.
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { TapFetch } from '@/lib/tour/clients';
import { createRecordingFetch, createTranscriptStore, type TranscriptStore } from '@/lib/wire';

export type RunStatus = 'waiting' | 'running' | 'done' | 'failed';

/** Resolves once every recorded exchange has ended (body read or failed), or after 3 s. */
function settled(store: TranscriptStore): Promise<void> {
  const quiet = () => store.getSnapshot().entries.every((e) => e.exchange.endedAtMs !== undefined || e.exchange.failure);
  if (quiet()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = store.subscribe(() => {
      if (quiet()) done();
    });
    const timer = setTimeout(() => done(), 3000);
    const done = () => {
      stop();
      clearTimeout(timer);
      resolve();
    };
  });
}

export function useLiveRun<T>(run: (fetch: TapFetch) => Promise<T>) {
  const [tap] = useState(() => {
    const store: TranscriptStore = createTranscriptStore();
    const fetch: TapFetch = Object.assign(createRecordingFetch(store.record), { settle: () => settled(store) });
    return { store, fetch };
  });
  const snapshot = useSyncExternalStore(tap.store.subscribe, tap.store.getSnapshot, tap.store.getSnapshot);
  const [state, setState] = useState<{ status: RunStatus; value?: T; error?: string }>({ status: 'waiting' });
  const ref = useRef<HTMLDivElement>(null);
  const runRef = useRef(run);
  runRef.current = run;

  const start = useCallback(async () => {
    tap.store.clear();
    setState({ status: 'running' });
    try {
      const value = await runRef.current(tap.fetch);
      setState({ status: 'done', value });
    } catch (err) {
      setState({ status: 'failed', error: err instanceof Error ? err.message : String(err) });
    }
  }, [tap]);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // "When the chapter opens": the first time it comes near the viewport.
    const io = new IntersectionObserver(
      (seen) => {
        if (seen.some((e) => e.isIntersecting)) {
          io.disconnect();
          void start();
        }
      },
      { rootMargin: '200px 0px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [start]);

  return { ref, entries: snapshot.entries, ...state, rerun: start };
}
