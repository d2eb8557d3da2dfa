/** axe on the tour, the walkthrough and the JWT lab, with their live content rendered. */
import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => ({ id: v.id, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
}

test('axe: the tour with its demos run', async ({ page }) => {
  await page.goto('/');
  for (let i = 0; i < 25; i++) await page.mouse.wheel(0, 1200);
  await expect(page.getByTestId('demo-deputy')).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await expect(page.locator('[data-status="running"]')).toHaveCount(0, { timeout: 30_000 });
  expect(await seriousViolations(page)).toEqual([]);
});

test('axe: the walkthrough part-way', async ({ page }) => {
  await page.goto('/auth?step=7');
  await expect(page.getByTestId('step-6')).toHaveAttribute('data-state', 'done', { timeout: 15_000 });
  expect(await seriousViolations(page)).toEqual([]);
});

test('axe: the JWT lab with the bench minted', async ({ page }) => {
  await page.goto('/jwt');
  await page.getByRole('button', { name: 'Mint lab tokens' }).click();
  await page.getByTestId('attack-expired').getByRole('button', { name: 'Send to the door' }).click();
  await expect(page.getByTestId('attack-expired')).toHaveAttribute('data-status', '401');
  expect(await seriousViolations(page)).toEqual([]);
});
