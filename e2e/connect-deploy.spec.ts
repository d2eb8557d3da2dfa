/**
 * /connect for deployers: the deploy section comes near the top, its snippets carry placeholders where
 * the deployer types their own values (never this instance's origin), and at 390, 1024 and 1280 px no
 * box cuts its own text (the .env files wrap inside the box), the variable table stays on screen, and the
 * client guides, all open, do not widen the page.
 */
import { expect, test } from '@playwright/test';

for (const width of [390, 1024, 1280]) {
  test(`at ${width} px nothing in the deploy section is cut, and nothing scrolls sideways`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width, height: 800 });
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
      // Wrapped inside the box: no line runs past its edge, so the safety comments are read whole.
      const cut = await env.locator('pre').evaluate((pre) => pre.scrollWidth - pre.clientWidth);
      expect(cut).toBeLessThanOrEqual(0);
    }
    await expect(deploy).toContainText('The built-in issuer approves anyone who clicks Approve');
    const table = deploy.getByRole('table');
    const box = await table.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
    const region = deploy.getByRole('region', { name: 'Environment variables' });
    expect(await region.evaluate((r) => r.scrollWidth - r.clientWidth)).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    // Every client's guide opened: its snippets scroll inside their boxes, the page never sideways.
    await page.locator('#clients ~ * details, section[aria-labelledby="clients"] details').evaluateAll((all) => {
      for (const d of all) (d as HTMLDetailsElement).open = true;
    });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });
}
