/** Steps the specs share: open the playground, connect, pick a tool; watch a page for CSP violations. */
import { type APIRequestContext, type Page, type Response, expect } from '@playwright/test';
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

/** Records every CSP violation the page reports from its first script on: the console's and `securitypolicyviolation` events. */
export async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (m) => {
    if (/content security policy/i.test(m.text())) fromConsole.push(m.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'}`));
  });
  return async () => [...fromConsole, ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []))];
}

/** A page's answer carries the nonce policy (proxy.ts), and its client runtime booted under it (it sets window.next). */
export async function expectServedUnderPolicy(page: Page, res: Response | null, path: string) {
  expect(res?.status(), path).toBe(200);
  const policy = res?.headers()['content-security-policy'] ?? '';
  expect(policy, path).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic'/);
  expect(policy, path).toContain("frame-ancestors 'none'");
  expect(policy, path).toContain("worker-src 'self'");
  await page.waitForFunction(() => Boolean((window as unknown as { next?: { version?: string } }).next?.version), undefined, { timeout: 10_000 });
}

/**
 * The JWT lab, hydrated and holding its specimen (minted by the page's script): from then on a click is
 * React's and a fill replaces the token. Before it, a click does nothing, a checked radio is unchecked by
 * hydration, and a fill can race the specimen and end as the two tokens run together.
 */
export async function openJwtLab(page: Page) {
  await page.goto('/jwt');
  await expect(page.getByTestId('specimen-note')).toBeVisible({ timeout: 15_000 });
}
