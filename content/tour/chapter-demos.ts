/**
 * Which chapters have a live demo, read from the chapters' own module graph: the chapter is parsed as the
 * MDX compiler parses it (its imports as ES modules, its body as JSX), and a chapter that imports a
 * component from components/tour/demos/ and renders it runs a live demo. /present counts them and a slide
 * without one says so, so no page types a number that the chapters could contradict. Node only, at
 * build/render time.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createProcessor } from '@mdx-js/mdx';
import remarkFrontmatter from 'remark-frontmatter';
import type { ChapterMeta } from './read-chapters';

const DEMOS = 'components/tour/demos/';
const PREDICT = 'components/tour/Predict';

/** The little of the MDX syntax tree read here: ESM nodes carry their program, JSX nodes their element's name. */
interface MdxNode {
  type: string;
  name?: string | null;
  children?: MdxNode[];
  data?: { estree?: { body: { type: string; source?: { value: unknown }; specifiers?: { local: { name: string } }[] }[] } };
}

export interface ChapterGraph {
  /** The live demo it renders: a component imported from components/tour/demos/, if any (the first, in reading order). */
  demo?: string;
  /** Whether it renders the prediction (components/tour/Predict) before its demo. */
  asksFirst: boolean;
}

/**
 * An import's module, as a path from the project root without extension (`@/` is the root, as in tsconfig; a
 * relative path is from content/tour/; a package's name as it is). Worked on the specifier's text alone: no file is looked up, so the
 * bundler's tracing does not take this for a read of the whole project.
 */
export function moduleOf(source: string): string {
  if (!source.startsWith('@/') && !source.startsWith('.')) return source; // a package
  const parts = source.startsWith('@/') ? source.slice(2).split('/') : ['content', 'tour', ...source.split('/')];
  const out: string[] = [];
  for (const part of parts) {
    if (part === '..') out.pop();
    else if (part !== '.' && part !== '') out.push(part);
  }
  return out.join('/').replace(/\.(tsx?|jsx?)$/, '');
}

const processor = createProcessor({ remarkPlugins: [remarkFrontmatter] });
const graphs = new Map<string, ChapterGraph>();

/** The graph of a chapter's MDX text (imports resolved as from content/tour/). */
export function graphOfMdx(text: string): ChapterGraph {
  const tree = processor.parse(text) as MdxNode;
  // Each name the chapter imports, and the module it comes from.
  const from = new Map<string, string>();
  for (const node of tree.children ?? []) {
    for (const st of node.type === 'mdxjsEsm' ? (node.data?.estree?.body ?? []) : []) {
      if (st.type !== 'ImportDeclaration' || typeof st.source?.value !== 'string') continue;
      for (const s of st.specifiers ?? []) from.set(s.local.name, moduleOf(st.source.value));
    }
  }
  // The components it renders, in reading order.
  const rendered: string[] = [];
  const walk = (node: MdxNode) => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name) rendered.push(node.name);
    for (const child of node.children ?? []) walk(child);
  };
  walk(tree);
  const demoAt = rendered.findIndex((name) => from.get(name)?.startsWith(DEMOS));
  const predictAt = rendered.findIndex((name) => from.get(name) === PREDICT);
  return { demo: demoAt >= 0 ? rendered[demoAt] : undefined, asksFirst: predictAt >= 0 && (demoAt < 0 || predictAt < demoAt) };
}

export function chapterGraph(chapter: Pick<ChapterMeta, 'stem'>): ChapterGraph {
  let graph = graphs.get(chapter.stem);
  if (!graph) {
    // Literal path segments under content/tour, so the bundler traces that folder only (as read-chapters.ts does).
    graph = graphOfMdx(readFileSync(join(process.cwd(), 'content', 'tour', `${chapter.stem}.mdx`), 'utf8'));
    graphs.set(chapter.stem, graph);
  }
  return graph;
}

/** The live demo component the chapter renders, if any. */
export function liveDemoOf(chapter: Pick<ChapterMeta, 'stem'>): string | undefined {
  return chapterGraph(chapter).demo;
}

/** Whether the chapter asks a prediction before its demo (its slide then leads with the idea, not the finding). */
export function asksFirst(chapter: Pick<ChapterMeta, 'stem'>): boolean {
  return chapterGraph(chapter).asksFirst;
}
