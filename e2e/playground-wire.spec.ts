/**
 * The playground read as a newcomer reads it, on a phone: a jump to the wire, the wire oldest first
 * (server/discover leads) or newest first, the catalog's pages folded into one row per list, panels
 * numbered without gaps; a 401 that says what would fix it, with no word split across lines.
 */
import { type Page, expect, test } from '@playwright/test';
import { chooseTool, connect, connected } from './helpers';

/** The words among `words` that some text on the page (inside `scope`) lays out over two lines. */
async function splitWords(page: Page, scope: string, words: readonly string[]): Promise<string[]> {
  return page.evaluate(
    ({ scope, words }) => {
      const split = new Set<string>();
      for (const root of document.querySelectorAll(scope)) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const text = n.textContent ?? '';
          for (const word of words) {
            for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
              const range = document.createRange();
              range.setStart(n, at);
              range.setEnd(n, at + word.length);
              if (new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size > 1) split.add(word);
            }
          }
        }
      }
      return [...split];
    },
    { scope, words },
  );
}

const panelNumbers = (page: Page) =>
  page.locator('main h2').evaluateAll((hs) =>
    hs
      .map((h) => /^(\d+) ·/.exec(h.textContent ?? '')?.[1])
      .filter((n): n is string => n !== undefined)
      .map(Number),
  );

test('on a phone: jump to the wire, oldest first with server/discover leading, the catalog pages folded, panels 1, 2, 3, 4…', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await connected(page);
  expect(await panelNumbers(page)).toEqual([1, 2, 3, 4]);

  // The link sits right under Connect, where the reader is; the wire starts screens below it.
  const jump = page.getByTestId('jump-to-wire');
  const [button, link] = [await page.getByRole('button', { name: 'Reconnect' }).boundingBox(), await jump.boundingBox()];
  expect(link!.y - button!.y).toBeLessThan(120);
  expect((await page.getByRole('heading', { name: /On the wire/ }).boundingBox())!.y - link!.y).toBeGreaterThan(844);
  await jump.click();
  await expect(page.getByRole('heading', { name: /On the wire/ })).toBeInViewport();

  const list = page.getByTestId('wire-list');
  await expect(list).toHaveAttribute('data-order', 'oldest');
  const rows = list.locator(':scope > li');
  await expect(rows.first().getByTestId('exchange')).toHaveAttribute('data-method', 'server/discover');
  // Connecting reads every prompts/list page: one row, its pages inside, folded until asked for.
  const prompts = list.locator('[data-testid="paged-row"][data-method="prompts/list"]');
  await expect(prompts).toHaveCount(1);
  const pages = Number(await prompts.getAttribute('data-pages'));
  expect(pages).toBeGreaterThan(1);
  const exchanges = Number(/\((\d+) exchanges/.exec((await page.getByRole('heading', { name: /On the wire/ }).textContent()) ?? '')?.[1]);
  expect(await rows.count()).toBeLessThanOrEqual(exchanges - pages + 1);
  await expect(prompts.getByTestId('exchange').first()).toBeHidden();
  await prompts.locator('summary').first().click();
  await expect(prompts.getByTestId('page')).toHaveCount(pages);

  await page.getByRole('button', { name: 'Newest first' }).click();
  await expect(list).toHaveAttribute('data-order', 'newest');
  await expect(rows.last().getByTestId('exchange')).toHaveAttribute('data-method', 'server/discover');

  // A call adds 4 · Outcome; the task panel moves to 5.
  await chooseTool(page, 'corpus_stats');
  await page.getByRole('button', { name: 'Call tool' }).click();
  await expect(page.getByTestId('call-status')).toHaveText('Done');
  expect(await panelNumbers(page)).toEqual([1, 2, 3, 4, 5]);
});

test('a 401 on the OAuth door says "this door needs a token", and no header or challenge splits a word, at 390 and 1280', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await connect(page, { door: 'oauth' });
  const refusal = page.getByRole('alert').first();
  await expect(refusal).toContainText(/^This door needs a token: sign in/);
  await expect(refusal.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const words = ['resource_metadata', 'Version', 'Unauthorized', 'Authenticate', 'authorization'];
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    expect(await splitWords(page, '[role="alert"], [data-testid="exchange"]', words), `at ${width}`).toEqual([]);
  }
});
