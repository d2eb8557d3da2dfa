/**
 * The nonce-based Content-Security-Policy (proxy.ts) on every page (those e2e/layout.spec.ts uses are checked
 * there): each page still loads and hydrates, the browser reports no violation (neither a
 * `securitypolicyviolation` event nor a console error), and an injected inline script is refused.
 */
import { expect, test } from '@playwright/test';
import { expectServedUnderPolicy, watchViolations } from './helpers';

async function openChannel(baseURL: string): Promise<string> {
  const res = await fetch(`${baseURL}/observe`, { redirect: 'manual' });
  return (res.headers.get('location') ?? '').replace(/^.*\/observe\//, '');
}

// The pages e2e/layout.spec.ts does not use: it checks the policy and watches for violations on every page it
// uses (the tour with every demo run, the playground with a tool called and its frames highlighted, ...), so a
// page is loaded once for both.
const PAGES = ['/auth?track=key', '/present'];

test('the pages layout does not use load and hydrate under the policy, with no violation reported', async ({ page, baseURL }) => {
  const violations = await watchViolations(page);
  const channel = await openChannel(baseURL ?? '');
  for (const path of [...PAGES, `/observe/${channel}`]) {
    await expectServedUnderPolicy(page, await page.goto(path), path);
    await page.waitForLoadState('networkidle');
    expect(await violations(), path).toEqual([]);
  }
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
