/**
 * The exercises for a chapter (at its end) or a page, as plain data for the list: the predicates stay
 * out of the page's first load, and the list loads them only when the learner's first exchange ends.
 */
import { EXERCISE_PAGE_LABEL, EXERCISES, type ExercisePage } from '@/lib/exercises';
import { ExerciseList } from './ExerciseList';

export interface ExercisesProps {
  /** The chapter's anchor: its exercises, with links to where each is done. */
  chapter?: string;
  /** The page the list sits on: the exercises doable here (links to other pages are left out). */
  page?: ExercisePage;
  title?: string;
  /** h3 under a chapter's h2; h2 on a page. */
  level?: 2 | 3;
}

export function Exercises({ chapter, page, title = 'Try it yourself', level = 3 }: ExercisesProps) {
  const items = EXERCISES.filter((e) => (chapter ? e.chapter === chapter : true) && (page ? e.where.includes(page) : true)).map((e) => ({
    id: e.id,
    task: e.task,
    hint: e.hint,
    links: e.where.filter((w) => w !== page).map((w) => ({ href: w, label: EXERCISE_PAGE_LABEL[w] })),
  }));
  if (items.length === 0) return null;
  return <ExerciseList items={items} title={title} level={level} headingId={`exercises-${chapter ?? page?.slice(1) ?? 'all'}`} />;
}
