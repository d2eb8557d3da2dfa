/**
 * The JWT lab: it opens on a good token, edits re-encode it and flip the signature check; a real token verifies (typ
 * at+jwt included) at the doors that check JWTs; every lab attack is refused by its check; the naive door lets the
 * token for another resource in, and the real door refuses it again.
 */
import { expect, test } from '@playwright/test';
import { LAB_KIND_CHECK, NAIVE_DOOR } from '../lib/vocabulary';
import { openJwtLab } from './helpers';
import { obtainToken } from './oauth-flow';

test('a real token passes every check its door makes, typ at+jwt included; only doors that check JWTs are offered', async ({ page, baseURL }) => {
  const token = await obtainToken(baseURL!);
  expect(token.split('.')).toHaveLength(3);
  // Filled once the page's own specimen is in: a fill racing it can end as the two tokens run together.
  await openJwtLab(page);
  await page.getByLabel('Access token (compact JWT)').fill(token);
  const checks = page.getByTestId('checks');
  await expect(checks.locator('[data-verdict="pass"]')).toHaveCount(8, { timeout: 15_000 });
  await expect(checks.locator('[data-check="typ"]')).toContainText('An access token (typ at+jwt)');
  await expect(checks.locator('[data-verdict="fail"]')).toHaveCount(0);
  await expect(page.getByTestId('compact-token')).toContainText(token.split('.')[1]);
  await expect(page.locator('[data-claim="exp"]')).toContainText(/in \d+ minutes/);
  // The key door and the open door read no JWT here (MCP_AUTH is unset): not offered, and the page says why.
  await expect(page.getByLabel('Door', { exact: true }).locator('option')).toHaveText(['/api/mcp/oauth']);
  await expect(page.getByTestId('non-jwt-doors')).toContainText('/api/mcp/key checks a shared key, not a JWT');
  await expect(page.getByTestId('non-jwt-doors')).toContainText('/api/mcp is open');
});

test('every lab attack is refused by the door, naming the check it was built to fail', async ({ page }) => {
  await openJwtLab(page);
  await page.getByRole('button', { name: 'Mint lab tokens' }).click();
  await expect(page.getByTestId('attack-expired')).toBeVisible();
  await page.getByRole('button', { name: 'Send every one' }).click();
  for (const [kind, check] of Object.entries(LAB_KIND_CHECK)) {
    const row = page.getByTestId(`attack-${kind}`);
    await expect(row).toHaveAttribute('data-status', '401', { timeout: 15_000 });
    await expect(row).toHaveAttribute('data-caught', check);
    await expect(row.locator(`[data-check="${check}"]`)).toHaveAttribute('data-verdict', /fail|skip/);
  }
  // "Inspect above" puts that lab token into the verifier in place of the good one.
  const input = page.getByLabel('Access token (compact JWT)');
  const specimen = await input.inputValue();
  await page.getByTestId('attack-expired').getByRole('button', { name: 'Inspect above' }).click();
  await expect(input).not.toHaveValue(specimen);
  await expect(input).toHaveValue(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  await expect(page.getByTestId('specimen-note')).toBeHidden();
  const verifier = page.getByRole('region', { name: 'Read and verify a token' });
  await expect(verifier.getByTestId('checks').locator('[data-check="exp"]')).toHaveAttribute('data-verdict', 'fail');
});

test('the lab opens on a good token; editing its payload re-encodes it and the signature check flips, undoing mends it', async ({ page }) => {
  await openJwtLab(page);
  const checks = page.getByTestId('checks');
  await expect(checks.locator('[data-verdict="fail"]')).toHaveCount(0);
  await expect(checks.locator('[data-check="signature"]')).toHaveAttribute('data-verdict', 'pass');
  await expect(page.locator('[data-claim="exp"]')).toContainText(/in (9|10) minutes/);
  const before = await page.getByLabel('Access token (compact JWT)').inputValue();
  const payload = page.getByLabel('Edit the payload (JSON)');
  const original = await payload.inputValue();
  await payload.fill(original.replace('"lab-student"', '"admin"'));
  await expect(checks.locator('[data-check="signature"]')).toHaveAttribute('data-verdict', 'fail');
  const after = await page.getByLabel('Access token (compact JWT)').inputValue();
  expect(after.split('.')[0]).toBe(before.split('.')[0]);
  expect(after.split('.')[1]).not.toBe(before.split('.')[1]);
  await expect(page.locator('[data-claim="sub"]')).toContainText('admin');
  await payload.fill(original);
  await expect(checks.locator('[data-check="signature"]')).toHaveAttribute('data-verdict', 'pass');
  expect(await page.getByLabel('Access token (compact JWT)').inputValue()).toBe(before);
});

test('the naive door lets the token for another resource in, labelled; switched back, the real door refuses it on aud', async ({ page }) => {
  await openJwtLab(page);
  await page.getByRole('button', { name: 'Mint lab tokens' }).click();
  const row = page.getByTestId('attack-wrong-audience');
  await expect(row).toBeVisible({ timeout: 15_000 });
  await page.getByRole('radio', { name: new RegExp(NAIVE_DOOR.label) }).check();
  await row.getByRole('button', { name: 'Send to the door' }).click();
  await expect(row).toHaveAttribute('data-status', '200', { timeout: 15_000 });
  await expect(row.getByTestId('got-in')).toBeVisible();
  await expect(row.getByTestId('naive-label')).toHaveText(NAIVE_DOOR.label);
  await page.getByRole('radio', { name: /The real door/ }).check();
  await row.getByRole('button', { name: 'Send to the door' }).click();
  await expect(row).toHaveAttribute('data-status', '401', { timeout: 15_000 });
  await expect(row).toHaveAttribute('data-caught', 'aud');
  await expect(row.getByTestId('naive-label')).toHaveCount(0);
});
