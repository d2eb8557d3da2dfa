/**
 * Which chapters have a live demo, read from the chapters themselves: a chapter that imports a
 * component from components/tour/demos/ runs one. /present counts them and a slide without one says
 * so, so no page types a number that the chapters could contradict. Node only, at build/render time.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ChapterMeta } from './read-chapters';

const DEMO_IMPORT = /^import\s*\{\s*(\w+)\s*\}\s*from\s*'@\/components\/tour\/demos\/[\w-]+'/m;

/** A chapter that asks the reader to predict before its demo places `<Predict chapter=… />` in its text. */
const ASKS_FIRST = /^<Predict\b/m;

const textOf = (chapter: Pick<ChapterMeta, 'stem'>) => readFileSync(join(process.cwd(), 'content', 'tour', `${chapter.stem}.mdx`), 'utf8');

/** The live demo component the chapter imports, if any. */
export function liveDemoOf(chapter: Pick<ChapterMeta, 'stem'>): string | undefined {
  return DEMO_IMPORT.exec(textOf(chapter))?.[1];
}

/** Whether the chapter asks a prediction before its demo (its slide then leads with the idea, not the finding). */
export function asksFirst(chapter: Pick<ChapterMeta, 'stem'>): boolean {
  return ASKS_FIRST.test(textOf(chapter));
}
