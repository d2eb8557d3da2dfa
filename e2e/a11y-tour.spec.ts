/** axe on the tour (chapter by chapter), the walkthrough and the JWT lab, with their live content rendered. */
import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { positionOf, WALK_STEPS } from '../lib/walkthrough/steps';
import { CHAPTERS } from './tour-helpers';

/** Serious and critical axe violations on the page, or only inside the given selectors. */
async function seriousViolations(page: Page, ...within: string[]) {
  const { violations } = await within.reduce((axe, selector) => axe.include(selector), new AxeBuilder({ page })).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
}

test("axe: the tour's opening and its contents", async ({ page }) => {
  await page.goto('/');
  expect(await seriousViolations(page, 'article > header', 'nav[aria-label="Chapters"]')).toEqual([]);
});

// One scan per chapter, with that chapter's demo run: small scans that a loaded machine finishes quickly.
for (const { anchor } of CHAPTERS) {
  test(`axe: the #${anchor} chapter with its demo run`, async ({ page }) => {
    await page.goto(`/#${anchor}`);
    const demo = page.locator(`#${anchor} [data-testid^="demo-"][data-status]`);
    if ((await demo.count()) > 0) await expect(demo).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
    expect(await seriousViolations(page, `#${anchor}`)).toEqual([]);
  });
}

test('axe: the walkthrough part-way', async ({ page }) => {
  await page.goto('/auth');
  // The steps before the consent window, one click each, as a reader would.
  for (const step of WALK_STEPS.slice(
    0,
    WALK_STEPS.findIndex((s) => s.person),
  )) {
    const card = page.getByTestId(`step-${step.id}`);
    await card.getByRole('button', { name: `Run step ${positionOf(step.id)}` }).click();
    await expect(card).toHaveAttribute('data-state', 'done', { timeout: 20_000 });
  }
  expect(await seriousViolations(page)).toEqual([]);
});

test('axe: the JWT lab with the bench minted', async ({ page }) => {
  await page.goto('/jwt');
  await page.getByRole('button', { name: 'Mint lab tokens' }).click();
  await page.getByTestId('attack-expired').getByRole('button', { name: 'Send to the door' }).click();
  await expect(page.getByTestId('attack-expired')).toHaveAttribute('data-status', '401');
  expect(await seriousViolations(page)).toEqual([]);
});
