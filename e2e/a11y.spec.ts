import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { chooseTool, connected } from './helpers';

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
}

// Axe once per page: the playground in the state a reader works in (connected, a form, a result: below), the tour
// as loaded here (its navigation and chrome) and chapter by chapter with every demo run in e2e/layout.spec.ts.
for (const path of ['/', '/connect'] as const) {
  test(`axe finds no serious or critical violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('axe finds no serious or critical violations on the playground with frames, a form and a result', async ({ page }) => {
  await connected(page);
  await chooseTool(page, 'search_prompts');
  await page.getByLabel(/^query/).fill('linux terminal');
  await page.getByRole('button', { name: 'Call tool' }).click();
  await expect(page.getByTestId('call-status')).toHaveText('Done');
  expect(await seriousViolations(page)).toEqual([]);
});

test('the connect page fills in the URL of the deployment it is served from', async ({ page, baseURL }) => {
  await page.goto('/connect');
  await expect(page.getByTestId('endpoint')).toHaveText(`${baseURL}/api/mcp`);
  const cursor = page.locator('#client-cursor');
  await cursor.locator('summary').click();
  await expect(cursor.getByText(`"url": "${baseURL}/api/mcp"`).first()).toBeVisible();
});
