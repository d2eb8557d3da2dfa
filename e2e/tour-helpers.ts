/** Steps the tour specs share: the chapters (from the chapter files), reading the page's layout. */
import { type Locator, expect } from '@playwright/test';
import { readChapters } from '../content/tour/read-chapters';

export const CHAPTERS = readChapters();

/** Words of letters only (no token, URL or hash) that the browser broke across two lines inside `root`. */
export function wordsSplitAcrossLines(root: Locator): Promise<string[]> {
  return root.evaluate((el) => {
    const split: string[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const m of text.matchAll(/(?<![\w./:-])[A-Za-z]{2,}(?![\w./:-])/g)) {
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (tops.size > 1) split.push(m[0]);
      }
    }
    return split;
  });
}

/** Opens a demo's collapsed frames ("On the wire"), as a reader would. */
export async function openWire(demo: Locator): Promise<void> {
  const wire = demo.getByTestId('wire');
  if ((await wire.getAttribute('open')) === null) await wire.locator('summary').first().click();
  await expect(wire).toHaveAttribute('open', '');
}

/** The numbers (#n) of the items a demo lists on its wire, in page order (a paged call's own pages not counted). */
export async function wireNumbers(demo: Locator): Promise<number[]> {
  const labels = await demo
    .getByTestId('wire')
    .locator(':scope > div > [data-testid="exchange"] > summary > span:first-child, :scope > div > [data-testid="paged-call"] > p > span:first-child')
    .allInnerTexts();
  return labels.map((t) => Number(t.replace('#', '')));
}
