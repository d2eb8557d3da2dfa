/** The README's handout links are the tour's chapter anchors, in chapter order (content/tour/*.mdx). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { readChapters } from '../../content/tour/read-chapters';

test('the README lists every chapter anchor for handouts, in the order of the chapter files', () => {
  const readme = readFileSync(join(process.cwd(), 'README.md'), 'utf8');
  const paragraph = /Stable links for handouts:([\s\S]*?)`\/auth\?step=/.exec(readme)?.[1];
  expect(paragraph, 'README has a "Stable links for handouts:" paragraph').toBeDefined();
  const listed = [...paragraph!.matchAll(/`\/#([a-z0-9-]+)`/g)].map((m) => m[1]);
  expect(listed).toEqual(readChapters().map((c) => c.anchor));
});
