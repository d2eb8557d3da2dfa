/**
 * The handout's links (content/handout-links.ts) against what the site serves: every chapter file's
 * anchor, in order; every link a handout has printed still leads somewhere; every hands-on page exists.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HANDOUT_PAGES, handoutLinks, PRINTED_LINKS } from '../../content/handout-links';
import { readChapters } from '../../content/tour/read-chapters';
import { WALK_STEPS } from '../../lib/walkthrough/steps';

const anchors = readChapters().map((c) => c.anchor);
const stepIds = WALK_STEPS.map((s) => s.id);

describe('the workshop handout', () => {
  it('lists every chapter by its anchor, in the order of the chapter files', () => {
    expect(handoutLinks(readChapters()).chapters.map((l) => l.path)).toEqual(anchors.map((a) => `/#${a}`));
  });

  it('numbers the chapters as the tour does: 1 for the first, one more for each after it', () => {
    const chapters = readChapters();
    expect(chapters.map((c) => c.number)).toEqual(chapters.map((_, i) => i + 1));
    expect(handoutLinks(chapters).chapters.map((l) => l.title)).toEqual(chapters.map((c) => `Chapter ${c.number}: ${c.title}`));
  });

  it('keeps every chapter anchor a handout has printed', () => {
    expect(
      PRINTED_LINKS.chapterAnchors.filter((a) => !anchors.includes(a)),
      'a printed /#anchor no longer leads to a chapter',
    ).toEqual([]);
  });

  it('keeps every walkthrough step a handout has printed', () => {
    expect(
      PRINTED_LINKS.walkthroughSteps.filter((id) => !stepIds.includes(id)),
      'a printed /auth?step=<id> no longer names a step',
    ).toEqual([]);
  });

  it('starts the presenter decks on a chapter and a step that exist', () => {
    for (const deck of PRINTED_LINKS.decks) {
      const [, , kind, id] = deck.split('/');
      expect(kind === 'tour' ? anchors : stepIds, deck).toContain(id);
    }
  });

  it('links only pages the app has', () => {
    for (const { path } of HANDOUT_PAGES) expect(existsSync(join(process.cwd(), 'app', path, 'page.tsx')), path).toBe(true);
  });
});
