'use client';
/**
 * Exercises that tick themselves. Each exchange the learner's own clicks make on this page (the page's
 * wire) — or, on an observation channel's page, each one their own client made through the channel (the
 * feed's wire) — is judged, as it ends, by the predicates of the exercises listed here (loaded on the
 * first one); a tick is kept in this browser (localStorage) until a reset, and said out loud. A tick
 * earned through a channel says so wherever it shows.
 */
import Link from 'next/link';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { getServerTicks, getTicks, subscribeTicks, type TickSource, tick } from '@/lib/browser/exercise-ticks';
import { onFeedExchange, onPageExchange } from '@/lib/browser/page-wire';

export interface ExerciseItem {
  id: string;
  task: string;
  hint: string;
  links: { href: string; label: string }[];
}

export interface ExerciseListProps {
  items: ExerciseItem[];
  title: string;
  level: 2 | 3;
  headingId: string;
  /** Which wire ticks them: the page's own (default) or the observation channel's feed. */
  from?: TickSource;
}

export function ExerciseList({ items, title, level, headingId, from = 'page' }: ExerciseListProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const ticks = useSyncExternalStore(subscribeTicks, getTicks, getServerTicks);
  const [announce, setAnnounce] = useState('');
  const ids = items.map((e) => e.id).join(' ');

  useEffect(() => {
    const mine = ids.split(' ');
    let judges: Promise<typeof import('@/lib/exercises')> | undefined;
    const listen = from === 'own-client' ? onFeedExchange : onPageExchange;
    return listen((x) => {
      judges ??= import('@/lib/exercises');
      void judges.then(({ EXERCISES }) => {
        for (const e of EXERCISES) {
          if (mine.includes(e.id) && getTicks()[e.id] === undefined && e.done(x)) {
            tick(e.id, from);
            setAnnounce(`Exercise done${from === 'own-client' ? ' from your own client' : ''}: ${e.task}`);
          }
        }
      });
    });
  }, [ids, from]);

  const doneCount = items.filter((e) => ticks[e.id] !== undefined).length;
  return (
    <section aria-labelledby={headingId} className="space-y-2 rounded-xl border border-emerald-200 bg-emerald-50/50 p-4" data-testid="exercises">
      <Heading id={headingId} className="text-base font-semibold text-stone-900">
        {title}{' '}
        <span className="text-sm font-normal text-stone-600">
          ({doneCount} of {items.length} done)
        </span>
      </Heading>
      <ul className="space-y-2">
        {items.map((e) => {
          const done = ticks[e.id] !== undefined;
          const source = ticks[e.id]?.from;
          return (
            <li key={e.id} className="flex gap-3" data-testid={`exercise-${e.id}`} data-done={done ? 'true' : 'false'} data-from={source}>
              <span
                aria-hidden
                className={`mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold ${
                  done ? 'border-emerald-700 bg-emerald-700 text-white' : 'border-stone-400 bg-white text-transparent'
                }`}
              >
                ✓
              </span>
              <div className="min-w-0 space-y-0.5">
                <p className="text-stone-900">
                  <span className="sr-only">{done ? 'Done: ' : 'Not done yet: '}</span>
                  {e.task}
                  {source === 'own-client' ? (
                    <span
                      className="ml-2 rounded bg-emerald-100 px-1.5 py-0.5 text-xs font-medium whitespace-nowrap text-emerald-900"
                      data-testid="tick-source"
                    >
                      from your own client
                    </span>
                  ) : null}
                </p>
                <p className="text-sm text-stone-700">
                  {e.hint}
                  {e.links.map((l) => (
                    <span key={l.href}>
                      {' '}
                      <Link href={l.href} className="font-medium text-indigo-800 underline underline-offset-2">
                        {l.label}
                      </Link>
                    </span>
                  ))}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
      <p className="sr-only" role="status">
        {announce}
      </p>
    </section>
  );
}
