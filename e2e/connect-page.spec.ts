/** /connect gives configs for every client and door and the variables each door needs, with this deployment's URL filled in. */
import { expect, test } from '@playwright/test';

test('each client gets a copyable config per door with this deployment’s URLs, and what CI proved of it', async ({ page, baseURL }) => {
  await page.goto('/connect');
  const clients = page.getByRole('region', { name: 'Your client, on each door' });
  await clients.getByRole('link', { name: 'Cursor' }).click();
  const cursor = clients.locator('#client-cursor');
  await cursor.locator('summary').click();
  const keyConfig = cursor.getByRole('figure').filter({ hasText: '"headers"' });
  await keyConfig.getByRole('button', { name: 'Copy JSON' }).click();
  await expect(keyConfig.getByRole('button', { name: /^Copied/ })).toBeVisible();
  const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as {
    mcpServers: { prompts: { url: string; headers: Record<string, string> } };
  };
  expect(copied.mcpServers.prompts.url).toBe(`${baseURL}/api/mcp/key`);
  expect(copied.mcpServers.prompts.headers.Authorization).toMatch(/^Bearer /);
  await expect(cursor).toContainText('Not run in CI');
  await expect(cursor.getByText(`"url": "${baseURL}/api/mcp/oauth"`)).toBeVisible();

  // A library the interop tier runs: its tested operations and its limit's workaround, from content/interop-clients.ts.
  const aiSdk = clients.locator('#client-ai-sdk');
  await aiSdk.locator('summary').click();
  await expect(aiSdk.getByText('Tested in CI:').first()).toBeVisible();
  await expect(aiSdk.locator('[data-limit="ai-sdk-step-up"]')).toContainText("scope: 'prompts:read prompts:refine'");
  await expect(clients.getByRole('row', { name: /^Vercel AI SDK/ })).toContainText('limit');

  // The hosts that render this server's app, each saying where that claim comes from; the playground's is tested here.
  const apps = clients.getByTestId('apps-hosts');
  await expect(apps).toContainText('ui://prompts-observatory/corpus-browser.html');
  await expect(apps.getByRole('row', { name: /^This site’s playground/ })).toContainText('tested here');
  await expect(apps.getByRole('row', { name: /^Claude/ })).toContainText('not run in CI');
  await expect(apps.getByRole('link', { name: 'See it in the playground' })).toHaveAttribute('href', '/playground#app-heading');
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
  // No repository is named (package.json has none, and this server was not built by Vercel from Git): no
  // button cloning a guess, but how to deploy anyway (the button's URL: tests/unit/deploy-button.test.ts).
  await expect(deploy.getByRole('link', { name: 'Deploy with Vercel' })).toHaveCount(0);
  await expect(deploy.getByTestId('deploy-no-repository')).toContainText('names no public repository');
  await expect(deploy).toContainText('npx vercel deploy --prod');
});
