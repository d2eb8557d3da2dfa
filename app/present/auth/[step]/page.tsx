/**
 * /present/auth/<step-id>: one walkthrough step per screen — the sequence diagram large with the step
 * lit, the step's words in large type, and its live run. The id is the step record's stable id (a
 * number, as /auth?step=N takes, is sent on to its id).
 */
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { AuthSlide } from '@/components/present/AuthSlide';
import { STEP_UP_SLIDE, STEP_UP_TITLE, WALK_DECK } from '@/components/present/walkthrough-deck-slides';
import { SlideFrame } from '@/components/present/SlideFrame';
import { positionOf, stepById, stepFromParam, WALK_STEPS } from '@/lib/walkthrough/steps';

type Params = Promise<{ step: string }>;

export function generateStaticParams() {
  return WALK_STEPS.map((s) => ({ step: s.id }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { step } = await params;
  return { title: stepById(step)?.title ?? 'Sign-in walkthrough' };
}

export default async function AuthStepSlide({ params }: { params: Params }) {
  const { step: param } = await params;
  const step = stepById(param);
  if (!step) {
    if (/^\d+$/.test(param)) redirect(`/present/auth/${stepFromParam(param).id}`);
    notFound();
  }
  const n = positionOf(step.id);
  const href = (i: number) => `/present/auth/${WALK_STEPS[i].id}`;
  return (
    <SlideFrame
      {...WALK_DECK}
      position={n}
      title={step.title}
      {...(n > 1 ? { prev: href(n - 2) } : {})}
      {...(n < WALK_STEPS.length ? { next: href(n), nextTitle: WALK_STEPS[n].title } : { next: STEP_UP_SLIDE, nextTitle: STEP_UP_TITLE })}
      exit={`/auth?step=${step.id}`}
    >
      <AuthSlide stepId={step.id} />
    </SlideFrame>
  );
}
