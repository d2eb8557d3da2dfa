/**
 * Sign-in inside the playground: a 401 from the OAuth door offers "Sign in", which (one click) runs the
 * walkthrough's steps with consent in a popup and reconnects with the token (scopes and a live
 * expiry countdown shown); a 403 insufficient_scope offers the step-up and retries the call; the key
 * door takes the demo key; failures read as what happened and what to do, not SDK codes.
 */
import { axeFor } from './axe';
import { type Page, expect, test } from '@playwright/test';
import { chooseTool, connect } from './helpers';

/** Clicks `open`, waits for the issuer's window, and approves. */
async function approveIn(page: Page, open: () => Promise<unknown>) {
  const popup = page.context().waitForEvent('page');
  await open();
  const consent = await popup;
  await consent.getByRole('button', { name: 'Approve' }).click();
}

async function signIn(page: Page) {
  await connect(page, { door: 'oauth' });
  await expect(page.getByTestId('failure-status')).toHaveText(/^HTTP 401/);
  await expect(page.getByTestId('failure-what')).toContainText('carried none');
  await expect(page.getByTestId('failure-explained')).not.toContainText('CLIENT_HTTP_AUTHENTICATION');
  // The refusal leads with what would fix it, not with the SDK's "Version negotiation failed".
  await expect(page.getByRole('alert').first()).toContainText(/^This door needs a token: sign in/);
  // One click: the consent window opens with it, and loads the issuer's page once discovery is done.
  await approveIn(page, () => page.getByRole('button', { name: 'Sign in' }).click());
  await expect(page.getByTestId('connection-status')).toContainText('Connected', { timeout: 20_000 });
}

test('a 401 from the OAuth door offers Sign in: consent in a popup, then connected with the token, its scopes and a live countdown', async ({ page }) => {
  await signIn(page);
  await expect(page.getByTestId('granted-scopes')).toHaveText('prompts:read');
  const expiry = page.getByTestId('token-expiry');
  await expect(expiry).toHaveText(/^expires in (9|10):\d\d$/);
  const before = Number(await expiry.getAttribute('data-seconds-left'));
  await expect.poll(async () => Number(await expiry.getAttribute('data-seconds-left')), { timeout: 5_000 }).toBeLessThan(before);
  // offline_access was asked for: a refresh token came, and the playground says it will refresh before expiry.
  await expect(page.getByTestId('refresh-note')).toContainText('refreshed a minute before');
  // The walkthrough's exchanges are in the playground's own transcript.
  const wire = page.getByRole('region', { name: /On the wire/ });
  await expect(wire).toContainText('/.well-known/oauth-protected-resource/api/mcp/oauth');
  await expect(wire).toContainText('/oauth/token');
});

test('a 403 insufficient_scope offers the step-up to prompts:refine, and the call is sent again with the wider token', async ({ page }) => {
  await signIn(page);
  await chooseTool(page, 'refine_prompt');
  await page.getByLabel(/^id/).fill('linux-terminal');
  await page.getByLabel(/^goal/).fill('for a beginner');
  await page.getByRole('button', { name: 'Call tool' }).click();
  await expect(page.getByTestId('call-status')).toHaveText('Failed');
  const panel = page.getByTestId('call-panel');
  await expect(panel.getByTestId('failure-status')).toHaveText(/^HTTP 403/);
  await expect(panel.getByTestId('failure-what')).toContainText('prompts:read prompts:refine');
  await approveIn(page, () => panel.getByRole('button', { name: 'Step up to prompts:refine' }).click());
  await expect(page.getByTestId('call-status')).toHaveText('Waiting for your answer', { timeout: 20_000 });
  await expect(page.getByTestId('granted-scopes')).toHaveText('prompts:read prompts:refine');
});

test('the key door takes the demo key in demo mode', async ({ page }) => {
  await connect(page, { door: 'key' });
  await expect(page.getByTestId('failure-what')).toContainText('asks for the shared key');
  await page.getByRole('button', { name: 'Use the demo key and connect' }).click();
  await expect(page.getByTestId('connection-status')).toContainText('Connected');
});

/**
 * The sign-in's states hold at every width: each state reached once at 1280 px, axe run on it there, then
 * resized to 1024 and 390 px: nothing scrolls sideways, nothing covers the nav, the offer takes a click.
 */
test('the sign-in offer and the signed-in state hold at 1280, 1024 and 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 844 });
  const holds = async (atEachWidth: () => Promise<void> = async () => {}) => {
    // The whole page but the frames' highlighted JSON, which layout.spec scans on the playground with a result.
    const { violations } = await axeFor(page).exclude('[data-testid="exchange"] figure > pre').analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    for (const width of [1280, 1024, 390]) {
      await test.step(`at ${width} px`, async () => {
        await page.setViewportSize({ width, height: 844 });
        await atEachWidth();
        const { scrollWidth, clientWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }));
        expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(clientWidth);
        await page.evaluate(() => window.scrollTo(0, 0));
        const navCovered = await page.evaluate(() => {
          const r = document.querySelector('body > header')!.getBoundingClientRect();
          const el = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return !el || !document.querySelector('body > header')!.contains(el);
        });
        expect(navCovered).toBe(false);
      });
    }
    await page.setViewportSize({ width: 1280, height: 844 });
  };
  await connect(page, { door: 'oauth' });
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await holds(() => page.getByRole('button', { name: 'Sign in' }).click({ trial: true }));
  await approveIn(page, () => page.getByRole('button', { name: 'Sign in' }).click());
  await expect(page.getByTestId('token-expiry')).toBeVisible({ timeout: 20_000 });
  await holds();
});
