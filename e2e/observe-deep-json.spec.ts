/**
 * JSON nested 30,000 deep: sent through a channel, its entry crashed the observe
 * page when expanded. Now the frame shows a marker where the nesting was cut, and the page lives on.
 */
import { expect, test } from '@playwright/test';

const DEPTH = 30_000;
// Under the channel's 64 KiB frame cap, so the page receives the whole, valid, deep message.
const BODY = `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"search_prompts","arguments":{"query":${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}}}}`;

test('an entry with 30,000-deep JSON expands to a frame cut at a marker, and the page keeps working', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/observe');
  await expect(page.getByTestId('feed-status')).toHaveAttribute('data-status', 'live');
  const url = new URL(page.url());
  const channel = url.pathname.split('/').at(-1);
  expect(BODY.length).toBeLessThan(64 * 1024);
  await fetch(`${url.origin}/o/${channel}/api/mcp`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2026-07-28',
      'mcp-method': 'tools/call',
      'mcp-name': 'search_prompts',
    },
    body: BODY,
  });
  const entry = page.getByTestId('observed-list').locator('[data-testid="exchange"][data-method="tools/call"]');
  await expect(entry).toBeVisible({ timeout: 10_000 });
  await entry.locator('summary').click();
  await expect(entry.getByText(/nested deeper than 64 levels/).first()).toBeVisible();
  await expect(page.getByTestId('feed-status')).toHaveAttribute('data-status', 'live');
  expect(errors).toEqual([]);
});
