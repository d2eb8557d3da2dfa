/**
 * The nonce-based Content-Security-Policy (proxy.ts) on every page: each page still loads and
 * hydrates, the browser reports no violation (neither a `securitypolicyviolation` event nor a console
 * error), and an injected inline script is refused.
 */
import { type Page, expect, test } from '@playwright/test';
import { connected, chooseTool } from './helpers';

/** Records every CSP violation the page reports, from its first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
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

async function openChannel(baseURL: string): Promise<string> {
  const res = await fetch(`${baseURL}/observe`, { redirect: 'manual' });
  return (res.headers.get('location') ?? '').replace(/^.*\/observe\//, '');
}

const PAGES = [
  '/',
  '/playground',
  '/connect',
  '/auth',
  '/auth?track=key',
  '/jwt',
  '/break',
  '/status',
  '/facilitator',
  '/facilitator/handout',
  '/present',
  '/present/tour/json-rpc',
  '/present/auth/first-call',
];

test('every page loads and hydrates under the policy, with no violation reported', async ({ page, baseURL }) => {
  const violations = await watchViolations(page);
  const channel = await openChannel(baseURL ?? '');
  for (const path of [...PAGES, `/observe/${channel}`]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    const policy = res?.headers()['content-security-policy'] ?? '';
    expect(policy, path).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic'/);
    expect(policy, path).toContain("frame-ancestors 'none'");
    expect(policy, path).toContain("worker-src 'self'");
    // The client runtime ran (it sets window.next once it has booted), so the page is interactive.
    await page.waitForFunction(() => Boolean((window as unknown as { next?: { version?: string } }).next?.version), undefined, { timeout: 10_000 });
    await page.waitForLoadState('networkidle');
    expect(await violations(), path).toEqual([]);
  }
});

test('the playground connects, calls a tool and highlights its frames under the policy', async ({ page }) => {
  const violations = await watchViolations(page);
  await connected(page);
  await chooseTool(page, 'search_prompts');
  await page.getByLabel(/^query/).fill('linux terminal');
  await page.getByRole('button', { name: 'Call tool' }).click();
  await expect(page.getByTestId('call-status')).toHaveText('Done');
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});

test('each page view gets a new nonce, and an injected inline script does not run', async ({ page, request }) => {
  const nonceOf = async () => /'nonce-([^']+)'/.exec((await request.get('/connect')).headers()['content-security-policy'] ?? '')?.[1];
  const [a, b] = [await nonceOf(), await nonceOf()];
  expect(a).toBeTruthy();
  expect(a).not.toBe(b);

  const violations = await watchViolations(page);
  await page.goto('/connect');
  await page.waitForFunction(() => Boolean((window as unknown as { next?: unknown }).next));
  // What an HTML injection would do: markup with an inline handler, parsed into the page.
  await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<img src="/nope.png" onerror="window.__pwned = true">'));
  await expect.poll(violations).not.toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
});
