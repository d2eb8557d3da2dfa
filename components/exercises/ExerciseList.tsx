'use client';
/**
 * Exercises that tick themselves: the list for a chapter (at its end) or for a page (the playground,
 * the JWT lab, the walkthrough). Each exchange the learner's own clicks make on this page is judged
 * by the exercises' predicates as it ends; a tick is kept in this browser (localStorage) until a reset.
 */
import Link from 'next/link';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { EXERCISE_PAGE_LABEL, EXERCISES, type ExercisePage } from '@/lib/exercises';
import { getServerTicks, getTicks, subscribeTicks, tick } from '@/lib/browser/exercise-ticks';
import { onPageExchange } from '@/lib/browser/page-wire';

export interface ExerciseListProps {
  /** The chapter's anchor: its exercises, with links to where each is done. */
  chapter?: string;
  /** The page this list sits on: the exercises doable here (links to other pages are left out). */
  page?: ExercisePage;
  title?: string;
  /** h3 under a chapter's h2; h2 on a page. */
  level?: 2 | 3;
}

export function ExerciseList({ chapter, page, title = 'Try it yourself', level = 3 }: ExerciseListProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const list = EXERCISES.filter((e) => (chapter ? e.chapter === chapter : true) && (page ? e.where.includes(page) : true));
  const ticks = useSyncExternalStore(subscribeTicks, getTicks, getServerTicks);
  const [announce, setAnnounce] = useState('');
  const ids = list.map((e) => e.id).join(' ');

  useEffect(() => {
    const mine = EXERCISES.filter((e) => ids.split(' ').includes(e.id));
    return onPageExchange((x) => {
      for (const e of mine) {
        if (getTicks()[e.id] === undefined && e.done(x)) {
          tick(e.id);
          setAnnounce(`Exercise done: ${e.task}`);
        }
      }
    });
  }, [ids]);

  if (list.length === 0) return null;
  const headingId = `exercises-${chapter ?? page?.slice(1) ?? 'all'}`;
  const doneCount = list.filter((e) => ticks[e.id] !== undefined).length;
  return (
    <section aria-labelledby={headingId} className="space-y-2 rounded-xl border border-emerald-200 bg-emerald-50/50 p-4" data-testid="exercises">
      <Heading id={headingId} className="text-base font-semibold text-stone-900">
        {title}{' '}
        <span className="text-sm font-normal text-stone-600">
          ({doneCount} of {list.length} done)
        </span>
      </Heading>
      <ul className="space-y-2">
        {list.map((e) => {
          const done = ticks[e.id] !== undefined;
          return (
            <li key={e.id} className="flex gap-3" data-testid={`exercise-${e.id}`} data-done={done ? 'true' : 'false'}>
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
                </p>
                <p className="text-sm text-stone-700">
                  {e.hint}
                  {e.where
                    .filter((w) => w !== page)
                    .map((w) => (
                      <span key={w}>
                        {' '}
                        <Link href={w} className="font-medium text-indigo-800 underline underline-offset-2">
                          {EXERCISE_PAGE_LABEL[w]}
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
