/**
 * /present/tour/<anchor>: one tour chapter per screen: its lesson line, then its live demo with only
 * the lines that matter (F for the full frames); the chapter's prose and exercises are the speaker
 * notes (/present/notes). The URL is the chapter's stable anchor, like the tour's /#anchor.
 */
import type { Metadata } from 'next';
import type { MDXComponents, MDXContent } from 'mdx/types';
import { notFound } from 'next/navigation';
import { DeckSlideHeader } from '@/components/present/DeckSlideHeader';
import { FitEvidence } from '@/components/present/FitEvidence';
import { lessonOf } from '@/components/present/lesson';
import { SlideFrame } from '@/components/present/SlideFrame';
import { FindingGate } from '@/components/tour/finding-gate';
import { asksFirst, liveDemoOf } from '@/content/tour/chapter-demos';
import { chapterLabel } from '@/content/tour/chapter-label';
import { readChapters } from '@/content/tour/read-chapters';

type Params = Promise<{ anchor: string }>;

/** The chapter's MDX on its slide: the Markdown prose renders nothing (it is the speaker notes), leaving the live demo. */
const EVIDENCE_ONLY: MDXComponents = Object.fromEntries(
  ['p', 'ul', 'ol', 'blockquote', 'h1', 'h2', 'h3', 'h4', 'hr', 'table', 'pre'].map((tag) => [tag, () => null]),
);

export const dynamicParams = false;

export function generateStaticParams() {
  return readChapters().map((c) => ({ anchor: c.anchor }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { anchor } = await params;
  return { title: readChapters().find((c) => c.anchor === anchor)?.title ?? 'Tour' };
}

export default async function TourSlide({ params }: { params: Params }) {
  const { anchor } = await params;
  const chapters = readChapters();
  const i = chapters.findIndex((c) => c.anchor === anchor);
  if (i < 0) notFound();
  const c = chapters[i];
  const Body = (await import(`@/content/tour/${c.stem}.mdx`)).default as MDXContent;
  const href = (n: number) => `/present/tour/${chapters[n].anchor}`;
  return (
    <SlideFrame
      deck="Tour"
      position={c.number}
      total={chapters.length}
      title={c.title}
      first={href(0)}
      last={href(chapters.length - 1)}
      {...(i > 0 ? { prev: href(i - 1) } : {})}
      {...(i < chapters.length - 1 ? { next: href(i + 1), nextTitle: chapters[i + 1].title } : {})}
      exit={`/#${c.anchor}`}
    >
      <section aria-labelledby="slide-title" className="flex min-h-0 flex-1 flex-col gap-4">
        {/* A chapter that asks the room first must not print its answer above the question. */}
        <DeckSlideHeader kicker={chapterLabel(c)} kickerTestId="slide-chapter" title={c.title} lesson={asksFirst(c) ? c.idea : lessonOf(c)} />
        {/* The demos label themselves h3: the slide's own h2 keeps the heading levels in order. */}
        <h2 className="sr-only">{liveDemoOf(c) ? 'Live evidence' : 'The picture'}</h2>
        {/* Every chapter's components (its demo, or its picture: chapter 1's, the flow's map, the glossary's
            terms) are the slide; its prose is the speaker notes. */}
        <FitEvidence key={c.anchor}>
          <FindingGate>
            <Body components={EVIDENCE_ONLY} />
          </FindingGate>
        </FitEvidence>
      </section>
    </SlideFrame>
  );
}
