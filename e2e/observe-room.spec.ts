/**
 * An observation channel as a room uses it: every feed row names what it called (the tool, the resource,
 * the prompt), from a 2025-era v1 client and a 2026-07-28 v2 client alike; a client is named only by
 * what its own request declared, so a raw request with Node's User-Agent is never given another's name.
 */
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { Client as LegacyClient } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as LegacyTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { expect, type Page, test } from '@playwright/test';
import { chooseTool, connected } from './helpers';

async function openObserver(page: Page, suffix = ''): Promise<{ channel: string; origin: string }> {
  await page.goto('/observe');
  await expect(page).toHaveURL(/\/observe\/[A-Za-z0-9_-]{24}$/);
  const channel = new URL(page.url()).pathname.split('/').at(-1) as string;
  if (suffix) await page.goto(`/observe/${channel}${suffix}`);
  await expect(page.getByTestId('feed-status')).toHaveAttribute('data-status', 'live');
  return { channel, origin: new URL(page.url()).origin };
}

test('every row names what it called, for a v1 and a v2 client; a raw request with Node’s User-Agent is not named after either', async ({ page }) => {
  const { channel, origin } = await openObserver(page);
  const door = `${origin}/o/${channel}/api/mcp`;

  const legacy = new LegacyClient({ name: 'e2e-legacy-client', version: '1.2.3' });
  await legacy.connect(new LegacyTransport(new URL(door)));
  await legacy.callTool({ name: 'search_prompts', arguments: { query: 'linux terminal', limit: 2 } });
  await legacy.readResource({ uri: 'prompts://corpus/stats' });
  await legacy.close();

  const modern = new Client({ name: 'e2e-modern-client', version: '4.5.6' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
  await modern.connect(new StreamableHTTPClientTransport(new URL(door)));
  await modern.callTool({ name: 'get_prompt', arguments: { id: 'linux-terminal' } });
  const prompt = (await modern.listPrompts()).prompts[0].name;
  await modern.getPrompt({ name: prompt, arguments: {} }).catch(() => undefined); // named either way, answered or refused
  await modern.close();

  // Another Node program, no SDK: the same User-Agent as both clients, and no clientInfo.
  const raw = await fetch(`${origin}/o/${channel}/api/mcp/key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-11-25' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
  });
  expect(raw.status).toBe(401);

  const list = page.getByTestId('observed-list');
  const row = (method: string, name: string) => list.locator(`[data-testid="exchange"][data-method="${method}"][data-name="${name}"] > summary`);
  await expect(row('tools/call', 'search_prompts')).toContainText('tools/call search_prompts', { timeout: 5_000 });
  await expect(row('tools/call', 'search_prompts')).toContainText('2025 era');
  await expect(row('resources/read', 'prompts://corpus/stats')).toContainText('resources/read prompts://corpus/stats');
  await expect(row('tools/call', 'get_prompt')).toContainText('tools/call get_prompt');
  await expect(row('tools/call', 'get_prompt')).toContainText('e2e-modern-client 4.5.6');
  await expect(row('prompts/get', prompt)).toContainText(`prompts/get ${prompt}`);

  // The legacy client's initialize declared its name; its later requests did not, so they are not given it.
  await expect(list.locator('[data-method="initialize"] > summary')).toContainText('e2e-legacy-client 1.2.3');
  await expect(row('tools/call', 'search_prompts')).not.toContainText('e2e-legacy-client');

  const rawRow = list.locator('[data-testid="exchange"] > summary').filter({ hasText: `/o/${channel}/api/mcp/key` });
  await expect(rawRow).toHaveCount(1);
  await expect(rawRow).toContainText('tools/list');
  await expect(rawRow.getByTestId('client-agent')).toHaveText('User-Agent “node” (no client named)');
  await expect(rawRow).not.toContainText('e2e-modern-client');
  await expect(rawRow).not.toContainText('e2e-legacy-client');
  await expect(rawRow.getByTestId('client-name')).toHaveCount(0);
});

test('the playground’s wire names the tool each call called', async ({ page }) => {
  await connected(page);
  await chooseTool(page, 'random_prompt');
  await page.getByRole('button', { name: 'Call tool' }).click();
  await expect(page.getByTestId('call-status')).toHaveText('Done');
  await expect(page.locator('[data-testid="exchange"][data-method="tools/call"] > summary').first()).toContainText('tools/call random_prompt');
});
