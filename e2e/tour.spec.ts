/** The tour: live frames carry real values from this server, and chapter anchors are stable. */
import { expect, test } from '@playwright/test';
import { TOOL_NAMES, screenshot } from './helpers';

test('chapter 1 shows a live tools/call answered by the same id, naming the Linux Terminal prompt', async ({ page }) => {
  await page.goto('/#json-rpc');
  const demo = page.getByTestId('demo-json-rpc');
  await expect(demo).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  await expect(demo.getByTestId('id-pairing')).toContainText(/Request id (\d+) was answered by id \1 with a result/);
  await expect(demo.getByText('"Linux Terminal"').first()).toBeVisible();
});

test('chapter 2 lists the live tools and the corpus count', async ({ page }) => {
  await page.goto('/#primitives');
  const demo = page.getByTestId('demo-catalog');
  await expect(demo).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  for (const name of TOOL_NAMES) await expect(demo.getByTestId('tool-list')).toContainText(name);
  await expect(demo.getByTestId('resource-list')).toContainText('1,381 prompts');
  // Every prompts/list page followed to the end: the corpus's templated prompts (400-odd), not one page's worth.
  await expect(demo.getByTestId('prompt-list').getByRole('heading')).toHaveText(/^Prompts\s*4\d\d$/);
});

test('chapter 3 puts the build-time stdio session beside a live HTTP call with identical results', async ({ page }) => {
  await page.goto('/#two-doors');
  const demo = page.getByTestId('demo-two-doors');
  await expect(demo).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  await expect(demo.getByTestId('doors-compare')).toContainText('Identical');
  await expect(demo.getByText('← stdout (one line)')).toBeVisible();
});

test('chapter 5 shows GET answered 405 and both protocol eras live', async ({ page }) => {
  await page.goto('/#stateless');
  const demo = page.getByTestId('demo-stateless');
  await expect(demo).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  await expect(demo.locator('[data-testid="exchange"]').first()).toContainText('405');
  await expect(demo.getByTestId('era-legacy').locator('[data-method="initialize"]')).toHaveCount(1);
  await expect(demo.getByTestId('era-modern').locator('[data-method="initialize"]')).toHaveCount(0);
  await expect(demo.getByTestId('era-modern').locator('[data-method="tools/list"]')).toHaveCount(1);
});

test('chapter 6 runs refine_prompt by sampling, and falls back for a client that cannot', async ({ page }) => {
  await page.goto('/#round-trips');
  const demo = page.getByTestId('demo-mrtr');
  await expect(demo).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await expect(demo.getByTestId('mrtr-via')).toHaveText(['sampling', 'fallback']);
  await expect(demo.locator('[data-method="tools/call"]')).toHaveCount(3);
});

test('chapters 7–9: a 401 challenge, a token checked in the browser, a wrong-audience token refused', async ({ page }) => {
  await page.goto('/#lock');
  await expect(page.getByTestId('lock-challenge')).toContainText('resource_metadata');
  await expect(page.getByTestId('lock-issuer')).toHaveText(/\/oauth$/);
  await page.locator('#jwt').scrollIntoViewIfNeeded();
  const checks = page.getByTestId('demo-token').getByTestId('checks');
  await expect(checks.locator('[data-check="signature"]')).toHaveAttribute('data-verdict', 'pass', { timeout: 20_000 });
  await expect(checks.locator('[data-check="aud"]')).toHaveAttribute('data-verdict', 'fail');
  await page.locator('#confused-deputy').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('deputy-refusal')).toContainText(/401.*invalid_token.*wrong audience/, { timeout: 20_000 });
  // A client that closes its transport after the 401 has cancelled nothing: no abort on these exchanges.
  await expect(page.getByTestId('demo-deputy')).toHaveAttribute('data-status', 'done');
  await expect(page.getByTestId('demo-deputy')).not.toContainText(/aborted|Stream closed by the client/);
  await expect(page.getByTestId('demo-lock')).not.toContainText(/aborted|Stream closed by the client/);
});

test('every chapter has a stable anchor and the flow diagram links into the walkthrough', async ({ page }) => {
  await page.goto('/');
  for (const slug of ['json-rpc', 'primitives', 'two-doors', 'transports', 'stateless', 'round-trips', 'lock', 'jwt', 'confused-deputy', 'oauth-flow', 'glossary']) {
    await expect(page.locator(`section#${slug} h2`)).toBeVisible();
  }
  await expect(page.locator('#oauth-flow a[href="/auth?step=5"]')).toHaveCount(1);
  await page.locator('#glossary').scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
  await screenshot(page, 'tour');
});
