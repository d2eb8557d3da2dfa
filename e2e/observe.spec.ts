/**
 * Watch your own client: a Chromium page on /observe/<channel> shows, within seconds, what Node
 * clients do through the channel — the 2025-era v1 client, the 2026-07-28 v2 client, a whole OAuth
 * dance with each step labelled — and the page holds at 390, 1024 and 1280 px (axe clean, keyboard).
 */
import { axeFor } from './axe';
import { Client, StreamableHTTPClientTransport, UnauthorizedError, type OAuthClientProvider } from '@modelcontextprotocol/client';
import { Client as LegacyClient } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as LegacyTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { type Page, expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';

async function openObserver(page: Page): Promise<{ channel: string; origin: string }> {
  await page.goto('/observe');
  await expect(page).toHaveURL(/\/observe\/[A-Za-z0-9_-]{24}$/);
  await expect(page.getByTestId('feed-status')).toHaveAttribute('data-status', 'live');
  const channel = new URL(page.url()).pathname.split('/').at(-1)!;
  return { channel, origin: new URL(page.url()).origin };
}

async function legacyRun(url: string) {
  const client = new LegacyClient({ name: 'e2e-legacy-client', version: '1.2.3' });
  await client.connect(new LegacyTransport(new URL(url)));
  await client.listTools();
  await client.callTool({ name: 'search_prompts', arguments: { query: 'linux terminal', limit: 2 } });
  await client.close();
}

async function modernRun(url: string) {
  const client = new Client({ name: 'e2e-modern-client', version: '4.5.6' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  await client.callTool({ name: 'get_prompt', arguments: { id: 'linux-terminal' } });
  await client.close();
}

/** A headless OAuth client: it reads the consent page and presses Approve, as a person would. */
function headlessProvider(): OAuthClientProvider & { callback?: URL; token?: string } {
  const redirect = 'http://127.0.0.1:9/callback';
  let info: unknown;
  let tokens: { access_token: string } | undefined;
  let verifier = '';
  const p: OAuthClientProvider & { callback?: URL; token?: string } = {
    redirectUrl: redirect,
    clientMetadata: {
      client_name: 'e2e OAuth client',
      redirect_uris: [redirect],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    },
    state: () => 'e2e-state',
    clientInformation: () => info as never,
    saveClientInformation: (i) => {
      info = i;
    },
    tokens: () => tokens as never,
    saveTokens: (t) => {
      tokens = t;
      p.token = t.access_token;
    },
    saveCodeVerifier: (v) => {
      verifier = v;
    },
    codeVerifier: () => verifier,
    redirectToAuthorization: async (url) => {
      const toConsent = await fetch(url, { redirect: 'manual' });
      const consentUrl = new URL(toConsent.headers.get('location')!, url);
      const html = await (await fetch(consentUrl)).text();
      const action = /<form[^>]*action="([^"]+)"/.exec(html)![1].replace(/&amp;/g, '&');
      const ticket = /name="ticket" value="([^"]+)"/.exec(html)![1];
      const decided = await fetch(action, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: consentUrl.origin },
        body: new URLSearchParams({ ticket, decision: 'approve' }),
      });
      p.callback = new URL(decided.headers.get('location')!);
    },
  };
  return p;
}

test('the page shows the v1 and v2 clients, named and of their era, within seconds', async ({ page }) => {
  // Its first feed connection is refused, as in a minute someone spent the feed's budget: the page retries
  // (EventSource alone would give up) and goes live, never saying the channel expired.
  let refused = 0;
  await page.route(
    '**/observe/*/events*',
    (route) => {
      refused++;
      return route.fulfill({ status: 429, headers: { 'Retry-After': '1' }, body: 'Too many observers' });
    },
    { times: 1 },
  );
  const { channel, origin } = await openObserver(page);
  expect(refused).toBe(1);
  const door = page.getByTestId('channel-url-open');
  await expect(door).toHaveText(`${origin}/o/${channel}/api/mcp`);
  await expect(page.getByTestId('channel-url-oauth')).toHaveText(`${origin}/o/${channel}/api/mcp/oauth`);

  await legacyRun(`${origin}/o/${channel}/api/mcp`);
  const list = page.getByTestId('observed-list');
  // Its tools/call declares no client (2025-era requests after initialize don't): named by what it called.
  const legacyCall = list.locator('[data-testid="exchange"][data-method="tools/call"]').filter({ hasText: 'tools/call search_prompts' });
  await expect(legacyCall).toBeVisible({ timeout: 5_000 });
  await expect(legacyCall).toContainText('2025 era');
  await expect(list.locator('[data-method="initialize"]')).toContainText('e2e-legacy-client 1.2.3');
  await expect(list.locator('[data-method="tools/list"]')).toContainText('no client named');

  await modernRun(`${origin}/o/${channel}/api/mcp`);
  const modernCall = list.locator('[data-testid="exchange"][data-method="tools/call"]').filter({ hasText: 'e2e-modern-client 4.5.6' });
  await expect(modernCall).toBeVisible({ timeout: 5_000 });
  await expect(modernCall).toContainText('2026-07-28');
  await expect(list.locator('[data-method="server/discover"]')).toContainText('e2e-modern-client');

  // Open it: headers with Mcp-* marked, frames, copy as curl.
  await modernCall.locator('summary').click();
  await expect(modernCall.locator('dt', { hasText: 'mcp-name' })).toContainText('mcp');
  await modernCall.getByRole('button', { name: 'Copy as curl' }).click();
  const curl = await page.evaluate(() => navigator.clipboard.readText());
  expect(curl).toContain(`/o/${channel}/api/mcp`);

  // Filter by method, pause, clear.
  await page.getByTestId('method-filter').selectOption('tools/call');
  await expect(list.locator('[data-testid="exchange"]')).toHaveCount(2);
  await page.getByTestId('method-filter').selectOption('');
  await page.getByRole('button', { name: 'Pause' }).click();
  await modernRun(`${origin}/o/${channel}/api/mcp`);
  await expect(page.getByRole('button', { name: /Resume \(\d+ waiting\)/ })).toBeVisible({ timeout: 5_000 });
  await page.getByRole('button', { name: /Resume/ }).click();
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByText('Nothing yet.')).toBeVisible();
});

test('an OAuth dance through the channel, each step labelled; nothing secret in the page or its export', async ({ page }) => {
  const { channel, origin } = await openObserver(page);
  const door = new URL(`${origin}/o/${channel}/api/mcp/oauth`);
  const provider = headlessProvider();
  const make = () => new Client({ name: 'e2e-oauth-client', version: '1.0.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
  const first = new StreamableHTTPClientTransport(door, { authProvider: provider });
  await expect(make().connect(first)).rejects.toBeInstanceOf(UnauthorizedError);
  await first.finishAuth(provider.callback!.searchParams);
  const client = make();
  await client.connect(new StreamableHTTPClientTransport(door, { authProvider: provider }));
  await client.callTool({ name: 'corpus_stats', arguments: {} });
  await client.close();

  for (const label of [
    'Step 1: Call without credentials',
    'Step 3: Protected-resource metadata',
    'Step 4: Authorization-server metadata',
    'Step 5: Register the client',
    'Step 7: The authorization URL',
    'Step 8: Consent',
    'Step 9: Redirect back with the code',
    'Step 10: Redeem the code',
    'Step 12: Call again, with the token',
  ]) {
    await expect(page.getByTestId('oauth-step').filter({ hasText: label }).first()).toBeVisible({ timeout: 5_000 });
  }
  const code = provider.callback!.searchParams.get('code')!;
  const token = provider.token!;
  for (const secret of [code, token]) expect(await page.content()).not.toContain(secret);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export JSON' }).click()]);
  const exported = await readFile((await download.path())!, 'utf8');
  expect(JSON.parse(exported).exchanges.length).toBeGreaterThan(8);
  for (const secret of [code, token]) expect(exported).not.toContain(secret);
});

/** One 2026-07-28 request as curl would send it: no SDK, no token. */
function curlLike(method: string, params: Record<string, unknown> = {}): RequestInit {
  return {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2026-07-28',
      'mcp-method': method,
      ...(typeof params.name === 'string' ? { 'mcp-name': params.name } : {}),
    },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method,
      params: { ...params, _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} } },
    }),
  };
}

test('exercises tick from your own client: near misses leave them, the request that does it ticks them here and on their chapter', async ({ page }) => {
  const { channel, origin } = await openObserver(page);
  const base = `${origin}/o/${channel}`;
  const own = page.getByRole('region', { name: /Exercises from your own client/ });
  const ex = (id: string) => own.getByTestId(`exercise-${id}`);
  for (const id of ['first-401', 'call-search', 'discover']) await expect(ex(id)).toHaveAttribute('data-done', 'false');

  // Wrong things first: no token at the key door (not the OAuth door), a search the tool refuses (a cursor
  // of no query's). Then something right for another exercise: once it ticks, the misses were judged.
  expect((await fetch(`${base}/api/mcp/key`, curlLike('tools/list'))).status).toBe(401);
  const refused = await (
    await fetch(`${base}/api/mcp`, curlLike('tools/call', { name: 'search_prompts', arguments: { query: 'linux', cursor: 'bogus' } }))
  ).json();
  expect(refused.result.isError).toBe(true);
  expect((await fetch(`${base}/api/mcp`, curlLike('server/discover'))).status).toBe(200);
  await expect(ex('discover')).toHaveAttribute('data-done', 'true');
  await expect(page.getByTestId('observed-list').locator('[data-testid="exchange"]')).toHaveCount(3);
  await expect(ex('first-401')).toHaveAttribute('data-done', 'false');
  await expect(ex('call-search')).toHaveAttribute('data-done', 'false');

  // Now as asked: knock on the OAuth door with no token (curl -i -X POST …), and search through the open door.
  const knock = await fetch(`${base}/api/mcp/oauth`, curlLike('tools/list'));
  expect(knock.status).toBe(401);
  expect(knock.headers.get('www-authenticate')).toContain('resource_metadata=');
  expect((await fetch(`${base}/api/mcp`, curlLike('tools/call', { name: 'search_prompts', arguments: { query: 'linux' } }))).status).toBe(200);
  for (const id of ['first-401', 'call-search']) {
    await expect(ex(id)).toHaveAttribute('data-done', 'true');
    await expect(ex(id)).toHaveAttribute('data-from', 'own-client');
    await expect(ex(id).getByTestId('tick-source')).toHaveText('from your own client');
  }

  // The same ticks, on their chapters.
  await page.goto('/#lock');
  const onChapter = page.locator('#lock').getByTestId('exercise-first-401');
  await expect(onChapter).toHaveAttribute('data-done', 'true');
  await expect(onChapter.getByTestId('tick-source')).toBeVisible();
  await expect(page.locator('#json-rpc').getByTestId('exercise-call-search')).toHaveAttribute('data-from', 'own-client');
});

test('/connect offers to observe each connection: the link opens a channel at that door', async ({ page }) => {
  await page.goto('/connect');
  // One link per door, under the client guides.
  for (const door of ['open', 'key', 'oauth']) await expect(page.locator(`a[href="/observe?door=${door}"]`).first()).toBeVisible();
  await page.locator('a[href="/observe?door=oauth"]').first().click();
  await expect(page).toHaveURL(/\/observe\/[A-Za-z0-9_-]{24}#door-oauth$/);
  await expect(page.getByTestId('channel-url-oauth')).toContainText('/api/mcp/oauth');
});

test('an unknown channel is a clear 404 page', async ({ page }) => {
  const res = await page.goto('/observe/AAAAAAAAAAAAAAAAAAAAAAAA');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This observation channel does not exist');
  await expect(page.getByRole('link', { name: 'Open a new channel' })).toHaveAttribute('href', '/observe');
});

// Used once at 1280 px (keyboard, axe), then resized: the same feed must not scroll sideways at 1024 or 390 px.
test('the page is keyboard usable and axe clean, and holds at 1280, 1024 and 390 px without scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { channel, origin } = await openObserver(page);
  await modernRun(`${origin}/o/${channel}/api/mcp`);
  const call = page.locator('[data-testid="exchange"][data-method="tools/call"]');
  await expect(call).toBeVisible({ timeout: 5_000 });
  await call.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(call.getByRole('region', { name: 'Request' })).toBeVisible();
  const pause = page.getByRole('button', { name: 'Pause' });
  await pause.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /^Resume/ })).toHaveAttribute('aria-pressed', 'true');
  const { violations } = await axeFor(page).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  for (const width of [1280, 1024, 390]) {
    await page.setViewportSize({ width, height: 800 });
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth, `sideways scroll at ${width} px`).toBeLessThanOrEqual(clientWidth);
  }
});
