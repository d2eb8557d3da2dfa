import { expect, test } from '@playwright/test';

test('an unknown path answers 404 with the site’s not-found page and a way back to the tour', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(/Page not found/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the tour' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page not found');
});

test('the 404 page carries the pages’ nonce policy, and its scripts run under it', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) errors.push(m.text());
  });
  const response = await page.goto('/no-such-page');
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('/join/%25 is a clean 404 with the nonce policy, not a server error', async ({ request }) => {
  const res = await request.get('/join/%25', { maxRedirects: 0 });
  expect(res.status()).toBe(404);
  expect(await res.text()).toContain('Not a join code');
  expect(res.headers()['content-security-policy']).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
});
