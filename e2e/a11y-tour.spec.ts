/** axe on the walkthrough and the JWT lab, with their live content rendered. */
import { expect, test } from '@playwright/test';
import { positionOf, WALK_STEPS } from '../lib/walkthrough/steps';
import { seriousViolations } from './axe';

// The tour, chapter by chapter with every demo run: e2e/layout.spec.ts scans it there, after running them once.

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
