/**
 * A participant with a phone: the channel's page shows the feed first, and the feed filters by who
 * sent each exchange (the client's claimed name), so one participant can find their own calls.
 */
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { expect, test } from '@playwright/test';

async function call(url: string, name: string) {
  const client = new Client({ name, version: '1.0.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  await client.callTool({ name: 'get_prompt', arguments: { id: 'linux-terminal' } });
  await client.close();
}

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone the feed comes first, and it filters by sender', async ({ page }) => {
  await page.goto('/observe');
  await expect(page).toHaveURL(/\/observe\/[A-Za-z0-9_-]{24}$/);
  await expect(page.getByTestId('feed-status')).toHaveAttribute('data-status', 'live');
  const feedTop = (await page.getByRole('heading', { name: /What your client does/ }).boundingBox())?.y ?? Number.POSITIVE_INFINITY;
  const urlsTop = (await page.getByRole('heading', { name: 'Paste into your client' }).boundingBox())?.y ?? 0;
  expect(feedTop).toBeLessThan(urlsTop);

  const url = (await page.getByTestId('channel-url-open').textContent()) ?? '';
  await call(url, 'phone-alice');
  await call(url, 'phone-bob');
  const list = page.getByTestId('observed-list');
  await expect(list.getByText('says it is “phone-bob 1.0.0”').first()).toBeVisible({ timeout: 10_000 });
  await page.getByTestId('sender-filter').selectOption('says it is “phone-alice 1.0.0”');
  await expect(list.getByText('says it is “phone-alice 1.0.0”').first()).toBeVisible();
  await expect(list.getByText('says it is “phone-bob 1.0.0”')).toHaveCount(0);
});
