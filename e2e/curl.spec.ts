import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { chooseTool, connected } from './helpers';

test('copy as curl reproduces the call: the copied command, run by curl, gets the same result', async ({ page }) => {
  await connected(page);
  await chooseTool(page, 'search_prompts');
  await page.getByLabel(/^query/).fill('linux terminal');
  await page.getByLabel(/^limit/).fill('3');
  await page.getByRole('button', { name: 'Call tool' }).click();
  await expect(page.getByTestId('call-status')).toHaveText('Done');

  const exchange = page.locator('[data-testid="exchange"][data-method="tools/call"]').first();
  await exchange.getByRole('button', { name: 'Copy as curl' }).click();
  await expect(exchange.getByRole('button', { name: 'Copied' })).toBeVisible();
  const command = await page.evaluate(() => navigator.clipboard.readText());
  expect(command).toMatch(/^curl /);
  expect(command).toContain("-H 'mcp-method: tools/call'");

  const out = execFileSync('sh', ['-c', command], { encoding: 'utf8', timeout: 15_000 });
  // The server may answer with JSON or a one-event stream; take the JSON-RPC message either way.
  const json = out.trim().startsWith('{') ? out : (out.match(/^data: (.*)$/m)?.[1] ?? '');
  const reply = JSON.parse(json) as { id: number; result: { structuredContent: { matches: { title: string }[] } } };
  expect(reply.result.structuredContent.matches.map((m) => m.title)).toEqual(
    await page
      .getByTestId('result-text')
      .textContent()
      .then((t) => [...(t ?? '').matchAll(/^\d+\. (.+) \(/gm)].map((m) => m[1])),
  );
  expect(reply.result.structuredContent.matches[0].title).toBe('Linux Terminal');
});
