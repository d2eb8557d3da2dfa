/** Steps the specs share: open the playground, connect, pick a tool. */
import { type Page, expect } from '@playwright/test';

export const TOOL_NAMES = ['search_prompts', 'get_prompt', 'random_prompt', 'corpus_stats', 'analyze_corpus', 'refine_prompt'];

export async function connect(page: Page, { era = 'modern', door = 'open' }: { era?: 'modern' | 'legacy'; door?: 'open' | 'key' | 'oauth' } = {}) {
  await page.goto('/playground');
  await page.getByRole('radio', { name: new RegExp(`^${{ open: 'Open', key: 'API key', oauth: 'OAuth' }[door]}`) }).check();
  await page.getByRole('radio', { name: era === 'modern' ? /^2026-07-28/ : /^2025/ }).check();
  await page.getByRole('button', { name: /^(Connect|Reconnect)$/ }).click();
}

export async function connected(page: Page, era: 'modern' | 'legacy' = 'modern') {
  await connect(page, { era });
  await expect(page.getByTestId('connection-status')).toContainText('Connected');
  await expect(page.getByTestId('tool-list').getByRole('button')).toHaveCount(TOOL_NAMES.length);
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
