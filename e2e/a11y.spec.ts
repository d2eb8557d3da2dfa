import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe';

// Axe once per page: the tour as loaded here (its navigation and chrome), and chapter by chapter with every demo run
// in e2e/layout.spec.ts, which scans the playground (connected, a form, a result) and /connect as it uses them.
for (const path of ['/'] as const) {
  test(`axe finds no serious or critical violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the connect page fills in the URL of the deployment it is served from', async ({ page, baseURL }) => {
  await page.goto('/connect');
  await expect(page.getByTestId('endpoint')).toHaveText(`${baseURL}/api/mcp`);
  const cursor = page.locator('#client-cursor');
  await cursor.locator('summary').click();
  await expect(cursor.getByText(`"url": "${baseURL}/api/mcp"`).first()).toBeVisible();
});
