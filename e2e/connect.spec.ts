import { expect, test } from '@playwright/test';
import { connect, liveToolNames } from './helpers';

for (const era of ['modern', 'legacy'] as const) {
  test(`connects in the ${era === 'modern' ? '2026-07-28' : '2025'} era and lists the live tools`, async ({ page }) => {
    await connect(page, { era });
    await expect(page.getByTestId('connection-status')).toContainText('Connected to Prompts Observatory');
    await expect(page.getByTestId('negotiated-era')).toHaveText(era === 'modern' ? 'server/discover' : 'initialize');
    await expect(page.getByTestId('tool-list').getByRole('button')).toHaveText((await liveToolNames(page.request)).map((n) => new RegExp(`^${n}`)));
    // The handshake (or its absence) is on the wire: the first exchange is discover or initialize.
    const first = era === 'modern' ? 'server/discover' : 'initialize';
    const exchange = page.locator(`[data-testid="exchange"][data-method="${first}"]`);
    await expect(exchange).toHaveCount(1);
    await expect(page.locator('[data-testid="exchange"][data-method="tools/list"]')).toHaveCount(1);
    if (era === 'legacy') {
      // The 2025 client also tries the optional GET stream; the stateless server answers 405.
      await expect(page.locator('[data-testid="exchange"]').filter({ hasText: 'GET /api/mcp' })).toContainText('405');
    }
  });
}
