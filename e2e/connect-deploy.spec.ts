/**
 * /connect for deployers: the deploy section comes near the top, its snippets carry placeholders where
 * the deployer types their own values (never this instance's origin), and at 390, 1024 and 1280 px no
 * box cuts its own text (the .env files wrap inside the box), the variable table stays on screen, and the
 * client guides, all open, do not widen the page.
 */
import { type Page, expect, test } from '@playwright/test';

const WIDTHS = [390, 1024, 1280] as const;

/** Nothing in the deploy section cuts its text, its table stays on screen, and the page does not scroll sideways. */
async function expectDeploySectionWhole(page: Page, width: number) {
  const deploy = page.getByRole('region', { name: 'Deploy your own on Vercel' });
  for (const env of await deploy.getByRole('figure').filter({ hasText: '.env' }).all()) {
    // Wrapped inside the box: no line runs past its edge, so the safety comments are read whole.
    const cut = await env.locator('pre').evaluate((pre) => pre.scrollWidth - pre.clientWidth);
    expect(cut, `a .env box cut at ${width} px`).toBeLessThanOrEqual(0);
  }
  const box = await deploy.getByRole('table').boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0), `the table at ${width} px`).toBeLessThanOrEqual(width);
  const region = deploy.getByRole('region', { name: 'Environment variables' });
  expect(await region.evaluate((r) => r.scrollWidth - r.clientWidth), `the variables at ${width} px`).toBeLessThanOrEqual(0);
  expect(await sideways(page), `sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
}

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

// One visit, laid out at each width by resizing: the layout follows the viewport, not the moment of the visit.
test('at 390, 1024 and 1280 px nothing in the deploy section is cut, and nothing scrolls sideways, client guides open or not', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/connect');
  const deploy = page.getByRole('region', { name: 'Deploy your own on Vercel' });
  // Near the top: before any client config.
  const order = await page.evaluate(() => {
    const ids = [...document.querySelectorAll('article section[aria-labelledby]')].map((s) => s.getAttribute('aria-labelledby'));
    return ids.indexOf('vercel') < ids.indexOf('clients');
  });
  expect(order).toBe(true);
  const envs = deploy.getByRole('figure').filter({ hasText: '.env' });
  await expect(envs).toHaveCount(4);
  for (const env of await envs.all()) {
    await expect(env).toContainText('MCP_PUBLIC_ORIGIN=https://your-app.vercel.app');
    await expect(env).not.toContainText(baseURL as string);
  }
  await expect(deploy).toContainText('The built-in issuer approves anyone who clicks Approve');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await expectDeploySectionWhole(page, width);
  }
  // Every client's guide opened: its snippets scroll inside their boxes, the page never sideways.
  await page.locator('#clients ~ * details, section[aria-labelledby="clients"] details').evaluateAll((all) => {
    for (const d of all) (d as HTMLDetailsElement).open = true;
  });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    expect(await sideways(page), `sideways scroll at ${width} px, every guide open`).toBeLessThanOrEqual(0);
  }
});
