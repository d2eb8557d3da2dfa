/** The /auth walkthrough: every OAuth step to a 200, step-up, the key track, stable step links. */
import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { screenshot } from './helpers';

async function approveIn(page: Page, run: () => Promise<unknown>) {
  const popup = page.context().waitForEvent('page');
  await run();
  const consent = await popup;
  await expect(consent.getByRole('button', { name: 'Approve' })).toBeVisible();
  // The issuer's consent page is a page people read too: it gets the same accessibility bar.
  const { violations } = await new AxeBuilder({ page: consent }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await consent.getByRole('button', { name: 'Approve' }).click();
}

test('the OAuth walkthrough completes every step, one click each, to a 200; then steps up', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/auth');
  for (let n = 1; n <= 12; n++) {
    const step = page.getByTestId(`step-${n}`);
    const button = step.getByRole('button', { name: n === 8 ? 'Open the consent page' : `Run step ${n}` });
    if (n === 8) await approveIn(page, () => button.click());
    else await button.click();
    await expect(step).toHaveAttribute('data-state', 'done', { timeout: 15_000 });
    await expect(page.getByTestId('sequence-diagram')).toHaveAttribute('data-current', String(n));
  }
  await expect(page).toHaveURL(/step=12/);
  await expect(page.getByTestId('step-1').locator('[data-testid="exchange"]').first()).toContainText('401');
  await expect(page.getByTestId('pkce')).toContainText('✓ equal');
  await expect(page.getByTestId('callback-checks')).not.toContainText('✗');
  await expect(page.getByTestId('final-status')).toContainText('HTTP 200');

  await page.getByTestId('stepup-403').getByRole('button').click();
  await expect(page.getByTestId('stepup-403-message')).toContainText('403 insufficient_scope');
  await approveIn(page, () => page.getByTestId('stepup-reauthorize').getByRole('button').click());
  await expect(page.getByTestId('stepup-reauthorize-message')).toContainText('prompts:refine');
  await page.getByTestId('stepup-200').getByRole('button').click();
  await expect(page.getByTestId('stepup-200-message')).toContainText('200');
  await screenshot(page, 'auth');
});

test('a stable link opens its step, with the steps before it already run', async ({ page }) => {
  await page.goto('/auth?step=5');
  await expect(page.getByTestId('sequence-diagram')).toHaveAttribute('data-current', '5');
  await expect(page.getByTestId('step-5')).toHaveAttribute('aria-current', 'step');
  await expect(page.getByTestId('step-4')).toHaveAttribute('data-state', 'done', { timeout: 15_000 });
  await expect(page.getByTestId('step-5')).toHaveAttribute('data-state', 'next');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByTestId('step-1')).toHaveAttribute('data-state', 'next');
});

test('the shared-key track: 401 without the key, 200 with the demo key', async ({ page }) => {
  await page.goto('/auth?track=key');
  await expect(page.getByTestId('sequence-diagram')).toHaveAttribute('data-track', 'key');
  await page.getByTestId('key-step-1').getByRole('button').click();
  await expect(page.getByTestId('key-step-1-message')).toContainText('401');
  await expect(page.getByLabel('Shared key')).toHaveValue(/^demo_/);
  await page.getByTestId('key-step-12').getByRole('button').click();
  await expect(page.getByTestId('key-step-12-message')).toContainText('200');
  await screenshot(page, 'auth-key');
});
