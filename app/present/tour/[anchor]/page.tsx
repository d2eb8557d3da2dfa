/**
 * /present/tour/<anchor>: one tour chapter per screen, in large type, its live demo running inside the
 * slide and its exercises under it. The URL is the chapter's stable anchor, like the tour's /#anchor.
 */
import type { Metadata } from 'next';
import type { MDXContent } from 'mdx/types';
import { notFound } from 'next/navigation';
import { Exercises } from '@/components/exercises/Exercises';
import { SlideFrame } from '@/components/present/SlideFrame';
import { readChapters } from '@/content/tour/read-chapters';

type Params = Promise<{ anchor: string }>;

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
      position={i + 1}
      total={chapters.length}
      title={c.title}
      first={href(0)}
      last={href(chapters.length - 1)}
      {...(i > 0 ? { prev: href(i - 1) } : {})}
      {...(i < chapters.length - 1 ? { next: href(i + 1) } : {})}
      exit={`/#${c.anchor}`}
    >
      <section aria-labelledby="slide-title" className="space-y-6">
        <header className="space-y-2">
          <p className="text-lg font-semibold text-indigo-700 lg:text-xl">Chapter {i}</p>
          <h1 id="slide-title" data-slide-title tabIndex={-1} className="text-4xl font-bold tracking-tight text-stone-900 lg:text-6xl">
            {c.title}
          </h1>
          <p className="max-w-5xl text-2xl text-stone-700 lg:text-3xl">{c.idea}</p>
        </header>
        <div className="space-y-4 text-xl lg:text-2xl [&_p]:max-w-5xl [&_p]:leading-relaxed">
          <Body />
        </div>
        <Exercises chapter={c.anchor} level={2} />
      </section>
    </SlideFrame>
  );
}
