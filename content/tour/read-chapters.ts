/**
 * The tour's chapters, derived from the files in this folder: `NN-slug.mdx`, in the order of NN, each
 * with a YAML header naming its stable anchor, title, idea and lesson (the file name only orders; the anchor
 * is the header's, so renaming or renumbering a file never breaks a handout link). The tour page, its table of contents,
 * the e2e anchor test and the handout check all read this one list; nothing else lists chapters.
 * Node only (the page is static, so this runs at build time).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';

const FILE = /^(\d{2})-([a-z0-9-]+)\.mdx$/;

const Frontmatter = z.object({
  /** Stable: /#<anchor>. Never rename; workshop handouts link here. */
  anchor: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  /** One sentence: the idea the chapter teaches. */
  idea: z.string().min(1),
  /**
   * The chapter's finding in one line, in words: what its live demo proves (the demo's lesson line quotes
   * the exchange that proves it; the presenter deck shows this line as the slide's takeaway).
   */
  lesson: z.string().min(1).max(140),
  /** The speaker notes' talking points: what to say while the slide is up, a line each. */
  points: z.array(z.string().min(1).max(200)).min(1).max(4),
  /**
   * The question to put to the room, for a chapter that does not already ask one before its demo
   * (content/tour/questions.ts holds those).
   */
  ask: z.string().min(1).max(200).optional(),
});

export interface ChapterMeta extends z.infer<typeof Frontmatter> {
  /** The file name without `.mdx` (what the page imports). */
  stem: string;
  /**
   * The chapter's number, 1 for the first: its place in this list, the one numbering the tour, its contents,
   * the slides, the speaker notes, the handout and the facilitator page print (never written by hand, so a
   * chapter added or moved renumbers every one of them together).
   */
  number: number;
}

function frontmatterOf(text: string, file: string): unknown {
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(text);
  if (!m) throw new Error(`${file}: starts with no --- YAML header (anchor, title, idea, lesson)`);
  return parse(m[1]);
}

export function readChapters(): ChapterMeta[] {
  // Literal paths under content/tour, so the bundler traces this folder only (the page is static anyway).
  const files = readdirSync(join(process.cwd(), 'content', 'tour'))
    .filter((f) => f.endsWith('.mdx'))
    .sort();
  const chapters = files.map((file, i) => {
    if (!FILE.test(file)) throw new Error(`${file}: chapter files are named NN-slug.mdx (NN orders them)`);
    const parsed = Frontmatter.safeParse(frontmatterOf(readFileSync(join(process.cwd(), 'content', 'tour', file), 'utf8'), file));
    if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
    return { ...parsed.data, stem: file.slice(0, -'.mdx'.length), number: i + 1 };
  });
  const twice = chapters.find((c, i) => chapters.findIndex((d) => d.anchor === c.anchor) !== i);
  if (twice) throw new Error(`two chapters claim the anchor "${twice.anchor}"`);
  return chapters;
}
