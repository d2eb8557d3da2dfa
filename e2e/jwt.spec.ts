/** The JWT lab: a real token verifies (typ at+jwt included) at the doors that check JWTs, every lab attack is refused by its check. */
import { expect, test } from '@playwright/test';
import { LAB_KIND_CHECK } from '../lib/vocabulary';
import { obtainToken } from './oauth-flow';

test('a real token passes every check its door makes, typ at+jwt included; only doors that check JWTs are offered', async ({ page, baseURL }) => {
  const token = await obtainToken(baseURL!);
  expect(token.split('.')).toHaveLength(3);
  await page.goto('/jwt');
  await page.getByLabel('Access token (compact JWT)').fill(token);
  const checks = page.getByTestId('checks');
  await expect(checks.locator('[data-verdict="pass"]')).toHaveCount(8, { timeout: 15_000 });
  await expect(checks.locator('[data-check="typ"]')).toContainText('An access token (typ at+jwt)');
  await expect(checks.locator('[data-verdict="fail"]')).toHaveCount(0);
  await expect(page.getByTestId('compact-token')).toContainText(token.split('.')[1]);
  await expect(page.locator('[data-claim="exp"]')).toContainText(/in \d+ minutes/);
  // The key door and the open door read no JWT here (MCP_AUTH is unset): not offered, and the page says why.
  await expect(page.getByLabel('Door').locator('option')).toHaveText(['/api/mcp/oauth']);
  await expect(page.getByTestId('non-jwt-doors')).toContainText('/api/mcp/key checks a shared key, not a JWT');
  await expect(page.getByTestId('non-jwt-doors')).toContainText('/api/mcp is open');
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
});
