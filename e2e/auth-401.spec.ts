/** Guarded doors: the 401 as it came, its challenge parsed, and the retry with a credential. */
import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { connect } from './helpers';
import { E2E_AUTH_ENV } from './server-env';

/** The demo key the server derives from its secret, obtained the way a workshop host would: `npm run demo-key`. */
function demoKey(): string {
  return execFileSync('npm', ['run', '--silent', 'demo-key'], {
    env: { ...process.env, NODE_ENV: 'production', ...E2E_AUTH_ENV },
    encoding: 'utf8',
  }).trim();
}

test('the key door answers 401, the playground shows the parsed challenge, and a retry with the pasted key gets in', async ({ page }) => {
  await connect(page, { door: 'key' });
  await expect(page.getByTestId('connection-status')).toHaveText('Connection failed');
  await expect(page.getByTestId('failure-status')).toHaveText(/^HTTP 401/);
  const challenge = page.getByTestId('challenge');
  await expect(challenge).toContainText('WWW-Authenticate: Bearer');
  await expect(challenge.locator('dt', { hasText: 'scheme' }).locator('xpath=following-sibling::dd[1]')).toHaveText('Bearer');
  const keyField = page.getByRole('textbox', { name: /^API key/ });
  await expect(keyField).toBeVisible();
  await expect(page.locator('[data-testid="exchange"]').first()).toContainText('401');

  await keyField.fill(demoKey());
  await page.getByRole('button', { name: 'Retry with credential' }).click();
  await expect(page.getByTestId('connection-status')).toContainText('Connected');
  await expect(page.getByTestId('tool-list').getByRole('button', { name: /^search_prompts/ })).toBeVisible();
});

test('the OAuth door answers 401 with a resource_metadata pointer the playground shows', async ({ page }) => {
  await connect(page, { door: 'oauth' });
  await expect(page.getByTestId('failure-status')).toHaveText(/^HTTP 401/);
  const challenge = page.getByTestId('challenge');
  await expect(challenge.locator('dt', { hasText: 'resource_metadata' })).toBeVisible();
  await expect(challenge).toContainText('/.well-known/oauth-protected-resource');
  await expect(page.getByLabel(/^Access token/)).toBeVisible();
});
