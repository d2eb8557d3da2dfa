/**
 * How chapter prose (MDX) renders: the Markdown elements styled for the tour, and the few
 * components a chapter may use without importing them, so facts are interpolated, never retyped:
 * `<Door id="oauth" />` prints that door's path, `<CorpusCount />` the corpus's size, `<Term id="door">door</Term>`
 * links a word to its glossary entry (an id the glossary lacks fails the build).
 */
import type { MDXComponents } from 'mdx/types';
import Link from 'next/link';
import type { ComponentProps, ReactNode } from 'react';
import { GLOSSARY } from '@/content/glossary';
import { CORPUS_COUNT_TEXT, DOOR, type DoorId } from '@/lib/vocabulary';

const CODE = 'rounded bg-stone-100 px-1 py-0.5 font-mono text-[0.9em] text-stone-900';

function Anchor({ href = '', ...props }: ComponentProps<'a'>) {
  const className = 'font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900';
  return href.startsWith('/') ? <Link href={href} className={className} {...props} /> : <a href={href} className={className} {...props} />;
}

/** A word linked to its glossary entry (/#term-<id>, so it works from a presenter slide too). */
function Term({ id, children }: { id: string; children: ReactNode }) {
  const entry = GLOSSARY.find((t) => t.id === id);
  if (!entry) throw new Error(`<Term id="${id}">: the glossary (content/glossary.ts) has no entry "${id}"`);
  return (
    <a
      href={`/#term-${id}`}
      title={entry.definition}
      className="text-inherit underline decoration-indigo-400 decoration-dotted underline-offset-4 hover:text-indigo-800"
    >
      {children}
    </a>
  );
}

export const PROSE_ELEMENTS: MDXComponents = {
  p: (props) => <p className="max-w-3xl leading-relaxed text-stone-700" {...props} />,
  a: Anchor,
  code: (props) => <code className={CODE} {...props} />,
  strong: (props) => <strong className="font-semibold text-stone-900" {...props} />,
  ul: (props) => <ul className="max-w-3xl list-disc space-y-1 pl-5 leading-relaxed text-stone-700" {...props} />,
  Door: ({ id }: { id: DoorId }) => <code className={CODE}>{DOOR[id].path}</code>,
  CorpusCount: () => <>{CORPUS_COUNT_TEXT}</>,
  Term,
};
