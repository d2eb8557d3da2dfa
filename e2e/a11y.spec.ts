import { expect, test } from '@playwright/test';

// Axe once per page: the tour as loaded (its navigation and chrome) in e2e/tasks.spec.ts, on the visit that runs its
// Tasks chapter; chapter by chapter with every demo run in e2e/layout.spec.ts, which scans the playground (connected,
// a form, a result) and /connect as it uses them.
test('the connect page fills in the URL of the deployment it is served from', async ({ page, baseURL }) => {
  await page.goto('/connect');
  await expect(page.getByTestId('endpoint')).toHaveText(`${baseURL}/api/mcp`);
  const cursor = page.locator('#client-cursor');
  await cursor.locator('summary').click();
  await expect(cursor.getByText(`"url": "${baseURL}/api/mcp"`).first()).toBeVisible();
});
