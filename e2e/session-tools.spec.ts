/** The playground's session tools: share link, session export, method filter, completion as you type. */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { chooseTool, connected } from './helpers';

test('a share link reopens the playground with the same door, era and request prefilled', async ({ page, context }) => {
  await connected(page, 'legacy');
  await chooseTool(page, 'search_prompts');
  await page.getByLabel(/^query/).fill('cover letter');
  await page.getByLabel(/^limit/).fill('3');
  await page.getByRole('button', { name: 'Copy share link' }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toContain('/playground?');

  const reopened = await context.newPage();
  await reopened.goto(link);
  await expect(reopened.getByRole('radio', { name: /^2025/ })).toBeChecked();
  await expect(reopened.getByRole('radio', { name: /^Open/ })).toBeChecked();
  await expect(reopened.getByRole('heading', { name: /tools\/call search_prompts/ })).toBeVisible();
  await expect(reopened.getByLabel(/Raw params of/)).toHaveValue(/"query": "cover letter"/);
  await expect(reopened.getByLabel(/Raw params of/)).toHaveValue(/"limit": 3/);
});

test('the session exports as JSON, and the history filters by method', async ({ page }) => {
  await connected(page);
  await chooseTool(page, 'search_prompts');
  await page.getByLabel(/^query/).fill('linux terminal');
  await page.getByRole('button', { name: 'Call tool' }).click();
  await expect(page.getByTestId('call-status')).toHaveText('Done');

  await page.getByTestId('method-filter').selectOption('tools/call');
  const shown = page.locator('[data-testid="exchange"]');
  await expect(shown).toHaveCount(1);
  await expect(shown.first()).toHaveAttribute('data-method', 'tools/call');
  await page.getByTestId('method-filter').selectOption('');
  expect(await shown.count()).toBeGreaterThan(2);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export session JSON' }).click();
  const file = await (await download).path();
  const exported = JSON.parse(readFileSync(file!, 'utf8'));
  const text = JSON.stringify(exported);
  expect(text).toContain('server/discover');
  expect(text).toContain('"tools/call"');
  expect(text).toContain('Linux Terminal');
});

test('the resource template offers prompt ids as you type (completion/complete)', async ({ page }) => {
  await connected(page);
  await page.getByText(/^Resources \(\d+\) and templates/).click();
  await page.getByRole('button', { name: /prompts:\/\/prompt\/\{id\}/ }).click();
  await page.getByLabel(/^id/).fill('linux-t');
  await expect(page.getByTestId('rvar-id-suggestions').locator('option[value="linux-terminal"]')).toHaveCount(1);
  await expect(page.locator('[data-testid="exchange"][data-method="completion/complete"]').first()).toBeVisible();
});
