/**
 * The exercises for a chapter (at its end), a page, or one's own client on an observation channel, as
 * plain data for the list: the predicates stay out of the page's first load, and the list loads them
 * only when the learner's first exchange ends.
 */
import { EXERCISE_PAGE_LABEL, EXERCISES, type ExercisePage, exercisesForOwnClient } from '@/lib/exercises';
import { ExerciseList } from './ExerciseList';

export interface ExercisesProps {
  /** The chapter's anchor: its exercises, with links to where each is done. */
  chapter?: string;
  /** The page the list sits on: the exercises doable here (links to other pages are left out). */
  page?: ExercisePage;
  title?: string;
  /** h3 under a chapter's h2; h2 on a page. */
  level?: 2 | 3;
  /**
   * On an observation channel's page: the exercises one's own client can do, with how to do them from
   * there and a link to their chapter, ticked by the channel's feed.
   */
  ownClient?: boolean;
}

export function Exercises({ chapter, page, title = 'Try it yourself', level = 3, ownClient = false }: ExercisesProps) {
  if (ownClient) {
    const items = exercisesForOwnClient().map((e) => ({
      id: e.id,
      task: e.task,
      hint: e.ownClient ?? e.hint,
      links: [{ href: `/#${e.chapter}`, label: 'Its chapter' }],
    }));
    return <ExerciseList items={items} title={title} level={level} headingId="exercises-own-client" from="own-client" />;
  }
  const items = EXERCISES.filter((e) => (chapter ? e.chapter === chapter : true) && (page ? e.where.includes(page) : true)).map((e) => ({
    id: e.id,
    task: e.task,
    hint: e.hint,
    links: e.where.filter((w) => w !== page).map((w) => ({ href: w, label: EXERCISE_PAGE_LABEL[w] })),
  }));
  if (items.length === 0) return null;
  return <ExerciseList items={items} title={title} level={level} headingId={`exercises-${chapter ?? page?.slice(1) ?? 'all'}`} />;
}
