/**
 * A chapter's MDX rendered for its slide: the Markdown prose (paragraphs, lists, quotes, headings)
 * renders nothing, so what is left is the chapter's live demo; the prose goes to the speaker notes.
 */
import type { MDXComponents } from 'mdx/types';

const Nothing = () => null;

export const EVIDENCE_ONLY: MDXComponents = {
  p: Nothing,
  ul: Nothing,
  ol: Nothing,
  blockquote: Nothing,
  h1: Nothing,
  h2: Nothing,
  h3: Nothing,
  h4: Nothing,
  hr: Nothing,
  table: Nothing,
  pre: Nothing,
};
