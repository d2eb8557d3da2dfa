/**
 * Guarded doors. These need the auth issue's routes (/api/mcp/key, /api/mcp/oauth); until they are
 * merged the doors answer 404 and these tests fail, saying so.
 */
import { expect, test } from '@playwright/test';
import { connect, screenshot } from './helpers';

test('the key door answers 401 and the playground shows the status and the parsed challenge, and asks for the key', async ({ page }) => {
  await connect(page, { door: 'key' });
  await expect(page.getByTestId('connection-status')).toHaveText('Connection failed');
  await expect(page.getByTestId('failure-status'), 'needs the guarded doors from the auth issue (404 means they are not merged yet)').toHaveText(/^HTTP 401/);
  const challenge = page.getByTestId('challenge');
  await expect(challenge).toContainText('WWW-Authenticate: Bearer');
  await expect(challenge.locator('dt', { hasText: 'scheme' }).locator('xpath=following-sibling::dd[1]')).toHaveText('Bearer');
  await expect(page.getByLabel(/^API key/)).toBeVisible();
  await expect(page.locator('[data-testid="exchange"]').first()).toContainText('401');
  await screenshot(page, 'playground-401-key');
});

test('the OAuth door answers 401 with a resource_metadata pointer the playground shows', async ({ page }) => {
  await connect(page, { door: 'oauth' });
  await expect(page.getByTestId('failure-status'), 'needs the guarded doors from the auth issue (404 means they are not merged yet)').toHaveText(/^HTTP 401/);
  const challenge = page.getByTestId('challenge');
  await expect(challenge.locator('dt', { hasText: 'resource_metadata' })).toBeVisible();
  await expect(challenge).toContainText('/.well-known/oauth-protected-resource');
  await expect(page.getByLabel(/^Access token/)).toBeVisible();
});
