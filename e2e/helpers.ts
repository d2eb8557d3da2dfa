/** Steps the specs share: open the playground, connect, pick a tool. */
import { type APIRequestContext, type Page, expect } from '@playwright/test';
import { modernInit } from '../tests/helpers/raw-request';

/** The tools the server under test lists, in its order (lib/mcp/tools/index.ts decides it): what every page must show. */
export async function liveToolNames(request: APIRequestContext): Promise<string[]> {
  const init = modernInit('tools/list');
  const res = await request.post('/api/mcp', { headers: init.headers as Record<string, string>, data: init.body as string });
  expect(res.status()).toBe(200);
  const names = ((await res.json()) as { result: { tools: { name: string }[] } }).result.tools.map((t) => t.name);
  expect(names.length).toBeGreaterThan(0);
  return names;
}

export async function connect(page: Page, { era = 'modern', door = 'open' }: { era?: 'modern' | 'legacy'; door?: 'open' | 'key' | 'oauth' } = {}) {
  await page.goto('/playground');
  await page.getByRole('radio', { name: new RegExp(`^${{ open: 'Open', key: 'API key', oauth: 'OAuth' }[door]}`) }).check();
  await page.getByRole('radio', { name: era === 'modern' ? /^2026-07-28/ : /^2025/ }).check();
  await page.getByRole('button', { name: /^(Connect|Reconnect)$/ }).click();
}

export async function connected(page: Page, era: 'modern' | 'legacy' = 'modern') {
  await connect(page, { era });
  await expect(page.getByTestId('connection-status')).toContainText('Connected');
  await expect(page.getByTestId('tool-list').getByRole('button')).toHaveCount((await liveToolNames(page.request)).length);
}

export async function chooseTool(page: Page, name: string) {
  await page
    .getByTestId('tool-list')
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .click();
  await expect(page.getByRole('heading', { name: new RegExp(`tools/call ${name}`) })).toBeVisible();
}

export async function health(page: Page): Promise<{ analyses: { running: number; cancelled: number; completed: number } }> {
  return (await page.request.get('/api/health')).json();
}
