/**
 * Navigation for a workshop: Tour, Observe and Present are in the main nav on every page at 390, 1024
 * and 1280 px; Observe opens a channel; the facilitator's page is linked from /present and a channel's page.
 */
import { expect, test } from '@playwright/test';

// The pages e2e/layout.spec.ts does not visit: it checks Tour, Observe and Present (in sight, their hrefs) on every
// other page at these widths, in its layout pass over content already loaded (33 page loads here were ~40 s).
const PAGES = ['/present', '/join'];

for (const width of [390, 1024, 1280]) {
  test(`at ${width} px every page's nav shows Tour, Observe and Present`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const path of PAGES) {
      await page.goto(path);
      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const [name, href] of [
        ['Tour', '/'],
        ['Observe', '/observe'],
        ['Present', '/present'],
      ]) {
        const link = nav.getByRole('link', { name, exact: true });
        await expect(link, `${name} on ${path}`).toBeInViewport();
        await expect(link).toHaveAttribute('href', href);
      }
    }
  });
}

test('Observe in the nav opens a channel, which links the facilitator; so does /present', async ({ page }) => {
  await page.goto('/present');
  await expect(page.getByRole('main').getByRole('link', { name: 'Facilitator' })).toHaveAttribute('href', '/facilitator');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Observe', exact: true }).click();
  await expect(page).toHaveURL(/\/observe\/[A-Za-z0-9_-]{24}$/);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Observe', exact: true })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('main').getByRole('link', { name: 'Facilitator' }).click();
  await expect(page).toHaveURL(/\/facilitator$/);
});
