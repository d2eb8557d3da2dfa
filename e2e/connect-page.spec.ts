/** /connect gives configs for every door and the variables each needs, with this deployment's URL filled in. */
import { expect, test } from '@playwright/test';

test('the key and OAuth doors get copyable client configs with this deployment’s URLs', async ({ page, baseURL }) => {
  await page.goto('/connect');
  const keySection = page.getByRole('region', { name: 'Behind the shared key' });
  const cursor = keySection.getByRole('figure').filter({ hasText: 'Cursor' });
  await cursor.getByRole('button', { name: 'Copy JSON' }).click();
  await expect(cursor.getByRole('button', { name: /^Copied/ })).toBeVisible();
  const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as {
    mcpServers: { prompts: { url: string; headers: Record<string, string> } };
  };
  expect(copied.mcpServers.prompts.url).toBe(`${baseURL}/api/mcp/key`);
  expect(copied.mcpServers.prompts.headers.Authorization).toMatch(/^Bearer /);

  const oauthSection = page.getByRole('region', { name: 'Behind OAuth 2.1' });
  await expect(oauthSection.getByText(`"url": "${baseURL}/api/mcp/oauth"`).first()).toBeVisible();
});

test('the deploy section names the variables the guarded doors need, with this origin filled in', async ({ page, baseURL }) => {
  await page.goto('/connect');
  const deploy = page.getByRole('region', { name: 'Deploy your own on Vercel' });
  await expect(deploy).not.toContainText('No variable is required');
  const oauthEnv = deploy.getByRole('figure').filter({ hasText: 'OAuth door (/api/mcp/oauth) with the built-in demo issuer' });
  // The deployer's own URL, as a placeholder: never this instance's origin.
  await expect(oauthEnv).toContainText('MCP_PUBLIC_ORIGIN=https://your-app.vercel.app');
  await expect(oauthEnv).not.toContainText(`${baseURL}`);
  await expect(oauthEnv).toContainText('AUTH_SECRET=');
  await expect(deploy.getByRole('row', { name: /^AUTH_SECRET / })).toContainText('for the OAuth door');
  await expect(deploy.getByRole('row', { name: /^MCP_PUBLIC_ORIGIN / })).toContainText('outside Vercel');
  // The one-click deploy asks for the production secrets and offers the Redis store (lib/deploy-button.ts).
  const button = new URL((await deploy.getByRole('link', { name: 'Deploy with Vercel' }).getAttribute('href')) ?? '');
  expect(button.origin + button.pathname).toBe('https://vercel.com/new/clone');
  expect(button.searchParams.get('env')?.split(',').sort()).toEqual(['AUTH_SECRET', 'MCP_API_KEY']);
  expect(button.searchParams.get('products')).toContain('"productSlug":"redis"');
});
