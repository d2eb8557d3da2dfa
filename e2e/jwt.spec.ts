/** The JWT lab: a real token verifies, the wrong door flags aud, every lab attack is refused by its check. */
import { expect, test } from '@playwright/test';
import { LAB_KIND_CHECK } from '../lib/vocabulary';
import { screenshot } from './helpers';
import { obtainToken } from './oauth-flow';

test('a real token passes every check for its door and fails aud for another', async ({ page, baseURL }) => {
  const token = await obtainToken(page.request, baseURL!);
  expect(token.split('.')).toHaveLength(3);
  await page.goto('/jwt');
  await page.getByLabel('Access token (compact JWT)').fill(token);
  const checks = page.getByTestId('checks');
  await expect(checks.locator('[data-verdict="pass"]')).toHaveCount(7, { timeout: 15_000 });
  await expect(page.getByTestId('compact-token')).toContainText(token.split('.')[1]);
  await expect(page.locator('[data-claim="exp"]')).toContainText(/in \d+ minutes/);
  await page.getByLabel('Door').selectOption('/api/mcp/key');
  await expect(checks.locator('[data-check="aud"]')).toHaveAttribute('data-verdict', 'fail');
  await expect(checks.locator('[data-check="signature"]')).toHaveAttribute('data-verdict', 'pass');
});

test('every lab attack is refused by the door, naming the check it was built to fail', async ({ page }) => {
  await page.goto('/jwt');
  await page.getByRole('button', { name: 'Mint lab tokens' }).click();
  await expect(page.getByTestId('attack-expired')).toBeVisible();
  await page.getByRole('button', { name: 'Send every one' }).click();
  for (const [kind, check] of Object.entries(LAB_KIND_CHECK)) {
    const row = page.getByTestId(`attack-${kind}`);
    await expect(row).toHaveAttribute('data-status', '401', { timeout: 15_000 });
    await expect(row).toHaveAttribute('data-caught', check);
    await expect(row.locator(`[data-check="${check}"]`)).toHaveAttribute('data-verdict', /fail|skip/);
  }
  await screenshot(page, 'jwt');
});
