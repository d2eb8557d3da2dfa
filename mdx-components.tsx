/** Required by @next/mdx: the elements and components every MDX file (the tour's chapters) renders with. */
import type { MDXComponents } from 'mdx/types';
import { PROSE_ELEMENTS } from '@/components/prose/ProseElements';

export function useMDXComponents(): MDXComponents {
  return PROSE_ELEMENTS;
}
