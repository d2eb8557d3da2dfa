'use client';
/**
 * Runs a live demo when its chapter scrolls into view (once), or, for a demo that needs the reader
 * (cancel a task, answer as the model), when the reader presses its button; through the component's
 * wire tap. Exposes the recorded exchanges and the demo's own result. "Run again" clears the tap and repeats.
 */
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { type DemoClient, type OpenOptions, openClient } from '@/lib/browser/open-client';
import { createTap, type TapFetch } from '@/lib/browser/tap';
import { useTap } from '@/lib/browser/use-tap';
import { whenNear } from '@/lib/browser/when-near';

export type RunStatus = 'waiting' | 'running' | 'done' | 'failed';

/** When a demo starts: as it comes into view, or on the reader's click. */
export type RunTrigger = 'view' | 'click';

export function useLiveRun<T>(run: (fetch: TapFetch) => Promise<T>, { trigger = 'view' }: { trigger?: RunTrigger } = {}) {
  // Not on the page's wire: the demo starts by itself, so what it sends is not the learner's doing (exercises ignore it).
  const [own] = useState(() => createTap({ broadcast: false }));
  const { tap, snapshot } = useTap(own);
  const [state, setState] = useState<{ status: RunStatus; value?: T; error?: string }>({ status: 'waiting' });
  const ref = useRef<HTMLDivElement>(null);
  const runRef = useRef(run);
  runRef.current = run;

  const start = useCallback(async () => {
    tap.clear();
    setState({ status: 'running' });
    try {
      const value = await runRef.current(tap.fetch);
      await tap.settle(); // "done" only once every exchange the demo made has been read to its end
      // A transition: the demo's finding and view render in slices React can yield between, not one long task.
      startTransition(() => setState({ status: 'done', value }));
    } catch (err) {
      startTransition(() => setState({ status: 'failed', error: err instanceof Error ? err.message : String(err) }));
    }
  }, [tap]);

  useEffect(() => {
    const el = ref.current;
    if (!el || trigger === 'click') return;
    // "When the chapter opens": the first time it comes near the viewport.
    return whenNear(el, () => void start());
  }, [start, trigger]);

  return { ref, entries: snapshot.entries, ...state, rerun: start, trigger };
}

/** Opens a client, hands it to `use`, and closes it whatever `use` does. */
export async function withClient<T>(opts: OpenOptions, use: (client: DemoClient) => Promise<T>): Promise<T> {
  const client = await openClient(opts);
  try {
    return await use(client);
  } finally {
    await client.close();
  }
}

/** Connects only to be refused: the refusal is read off the wire; a client let in is closed again. */
export const knock = (opts: OpenOptions): Promise<void> =>
  openClient(opts).then(
    (client) => client.close(),
    () => undefined,
  );
