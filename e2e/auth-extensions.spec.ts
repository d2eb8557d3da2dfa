/**
 * The walkthrough's two extension tracks, each run to a 200 on the OAuth door in one click: client
 * credentials (a key pair made in the page, private_key_jwt) and enterprise-managed authorization (the
 * stand-in IdP's ID token, the ID-JAG, the JWT bearer grant). Each step's frames are on the page; at
 * 1280, 1024 and 390 px nothing scrolls sideways; axe finds nothing serious.
 */
import { type Page, expect, test } from '@playwright/test';
import { DOOR } from '../lib/vocabulary';
import { seriousViolations } from './axe';

/** The open exchanges' highlighted JSON (thousands of elements, most of a scan's time): layout.spec scans that Frame on the playground. */
const FRAMES_JSON = ['[data-testid="exchange"] figure > pre'];

async function expectNoSidewaysScroll(page: Page) {
  for (const width of [1280, 1024, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth, `the page scrolls sideways at ${width} px`).toBeLessThanOrEqual(clientWidth);
  }
}

/** Runs the track to its last step and returns that step's card. */
async function runToTheDoor(page: Page, track: string, lastStep: string) {
  await page.goto(`/auth?track=${track}`);
  await expect(page.getByRole('link', { name: track === 'enterprise' ? 'Enterprise (ID-JAG)' : 'Client credentials' })).toHaveAttribute('aria-current', 'page');
  await page.getByTestId(`${track}-run-all`).click();
  const last = page.getByTestId(lastStep);
  await expect(last).toHaveAttribute('data-outcome', 'ok', { timeout: 20_000 });
  await expect(page.getByTestId(`${lastStep}-message`)).toContainText('200');
  // The door's own exchange is shown: a POST to the OAuth door answered 200.
  await expect(last.getByText(DOOR.oauth.path).first()).toBeVisible();
  return last;
}

test('client credentials: a key made in the page, a signed assertion, a token for the client itself, 200 on the door; refine refused 403', async ({ page }) => {
  await runToTheDoor(page, 'client-credentials', 'cc-call');
  // The token request's frames and the token's claims: no user, sub is the client.
  const token = page.getByTestId('cc-token');
  await expect(token.getByText('grant_type=client_credentials').first()).toBeVisible();
  await expect(page.getByTestId('cc-token-finding').locator('[data-claim="scope"]')).toContainText('prompts:read');
  await expect(page.getByTestId('cc-key-finding')).toContainText('extractable: false');
  await page.getByTestId('cc-refused').getByRole('button').click();
  await expect(page.getByTestId('cc-refused-message')).toContainText('403 insufficient_scope');
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page, ['main'], FRAMES_JSON)).toEqual([]);
});

test('enterprise: the admin’s policy shown, ID token → ID-JAG → access token, 200 on the door', async ({ page }) => {
  await runToTheDoor(page, 'enterprise', 'ema-call');
  await expect(page.getByTestId('enterprise-policy')).toContainText('prompts:read');
  await expect(page.getByTestId('ema-exchange').getByText('requested_token_type=urn').first()).toBeVisible();
  await expect(page.getByTestId('ema-exchange-finding').locator('[data-claim="typ"]')).toContainText('oauth-id-jag+jwt');
  await expect(page.getByTestId('ema-redeem').getByText('grant_type=urn').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page, ['main'], FRAMES_JSON)).toEqual([]);
});
