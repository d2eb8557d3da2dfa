import { expect, test } from '@playwright/test';
import { chooseTool, connected, health } from './helpers';

for (const era of ['modern', 'legacy'] as const) {
  test(`cancels an in-flight analyze_corpus, which stops part way (${era === 'modern' ? '2026-07-28' : '2025'} era)`, async ({ page }) => {
    await connected(page, era);
    await chooseTool(page, 'analyze_corpus');
    await page.getByLabel(/^query/).fill('*');
    await page.getByLabel(/^paceMs/).fill('150');
    const before = (await health(page)).analyses;

    await page.getByRole('button', { name: 'Call tool' }).click();
    const bar = page.getByTestId('progress');
    await expect(bar).toHaveAttribute('aria-valuenow', /^[1-9]/);
    await expect(bar).toHaveAttribute('aria-valuemax', '1381');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await expect(page.getByTestId('call-status')).toHaveText('Cancelled');
    await expect(page.getByTestId('cancelled-note')).toContainText('of 1381');
    const stoppedAt = Number(await bar.getAttribute('aria-valuenow'));
    expect(stoppedAt).toBeGreaterThan(0);
    expect(stoppedAt).toBeLessThan(1381);
    // The stream was closed, and the server really stopped early (its own counter says so).
    await expect(page.locator('[data-testid="exchange"][data-method="tools/call"]').first()).toContainText('aborted');
    await expect.poll(async () => (await health(page)).analyses.cancelled, { timeout: 10_000 }).toBe(before.cancelled + 1);
    expect((await health(page)).analyses.completed).toBe(before.completed);
  });
}
