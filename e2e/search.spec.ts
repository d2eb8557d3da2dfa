import { expect, test } from '@playwright/test';
import { chooseTool, connected } from './helpers';

test('searches "linux terminal" through the generated form and finds the Linux Terminal prompt; an invalid argument comes back as the server said it, an unknown tool as a protocol error', async ({
  page,
}) => {
  await connected(page);
  await chooseTool(page, 'search_prompts');
  // The form comes from the tool's JSON Schema: a required query, an enum, a bounded integer with its default.
  await expect(page.getByLabel(/^query/)).toHaveAttribute('required', '');
  await expect(page.getByLabel(/^kind/).locator('option')).toHaveText(['(not set)', 'text', 'structured', 'image']);
  await expect(page.getByLabel(/^limit/)).toHaveValue('10');
  await expect(page.getByLabel(/^limit/)).toHaveAttribute('max', '50');

  await page.getByLabel(/^query/).fill('linux terminal');
  await expect(page.getByLabel(/Raw params of/)).toHaveValue(/"query": "linux terminal"/);
  await page.getByRole('button', { name: 'Call tool' }).click();

  await expect(page.getByTestId('call-status')).toHaveText('Done');
  await expect(page.getByTestId('result-text')).toContainText('1. Linux Terminal (linux-terminal');

  const exchange = page.locator('[data-testid="exchange"][data-method="tools/call"]').first();
  // The Mcp-Name header, marked as one of MCP's own.
  const mcpName = exchange.getByLabel('Request headers').locator('dt', { hasText: 'mcp-name' });
  await expect(mcpName).toContainText('mcp');
  await expect(mcpName.locator('xpath=following-sibling::dd[1]')).toHaveText('search_prompts');
  // Annotated keys: focusing one shows what it means.
  const idKey = exchange.getByRole('button', { name: '"id"' }).first();
  await idKey.focus();
  await expect(page.getByRole('tooltip').filter({ hasText: 'the response carries the same id' }).first()).toBeVisible();

  // On the same connection: an invalid argument comes back as the server said it, an unknown tool as a protocol error.
  await page.getByLabel(/^query/).fill('x');
  await page.getByLabel(/^limit/).fill('500');
  await page.getByRole('button', { name: 'Call tool' }).click();
  await expect(page.getByTestId('call-status')).toContainText('the tool reported an error (isError)');
  await expect(page.getByTestId('result-text')).toContainText('limit');

  const raw = page.getByLabel(/Raw params of/);
  await raw.fill(JSON.stringify({ name: 'no_such_tool', arguments: {} }));
  await page.getByRole('button', { name: 'Call tool' }).click();
  await expect(page.getByTestId('call-status')).toHaveText('Failed');
  const alert = page.getByRole('alert').filter({ hasText: 'The request failed' });
  await expect(alert).toContainText('[-32602]');
  await expect(alert).toContainText('no_such_tool');
});
