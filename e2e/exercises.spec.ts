/**
 * Exercises tick when the learner's own request does what was asked, and only then: each test does a
 * near miss first (no tick), then the real thing (tick). Ticks last across pages until a reset.
 */
import { type Page, expect, test } from '@playwright/test';
import { chooseTool, connect, connected, openJwtLab } from './helpers';
import { obtainToken } from './oauth-flow';

const exercise = (page: Page, id: string) => page.getByTestId(`exercise-${id}`).first();

test('JWT lab: an expired token ticks "expired", not "wrong audience"; the wrong-audience token then ticks it', async ({ page }) => {
  await openJwtLab(page);
  await expect(exercise(page, 'wrong-audience')).toHaveAttribute('data-done', 'false');
  await page.getByRole('button', { name: 'Mint lab tokens' }).click();
  await page.getByTestId('attack-expired').getByRole('button', { name: 'Send to the door' }).click();
  await expect(page.getByTestId('attack-expired')).toHaveAttribute('data-caught', 'exp', { timeout: 20_000 });
  await expect(exercise(page, 'expired-refused')).toHaveAttribute('data-done', 'true');
  await expect(exercise(page, 'wrong-audience')).toHaveAttribute('data-done', 'false');

  await page.getByTestId('attack-wrong-audience').getByRole('button', { name: 'Send to the door' }).click();
  await expect(page.getByTestId('attack-wrong-audience')).toHaveAttribute('data-caught', 'aud', { timeout: 20_000 });
  await expect(exercise(page, 'wrong-audience')).toHaveAttribute('data-done', 'true');

  // The tick is this browser's: the tour's chapter shows it too, until the facilitator's reset.
  await page.goto('/#confused-deputy');
  await expect(page.locator('#confused-deputy').getByTestId('exercise-wrong-audience')).toHaveAttribute('data-done', 'true');
  await page.goto('/facilitator');
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: 'Reset this browser' }).click();
  await expect(page.getByTestId('reset-status')).toContainText('reset');
  await page.goto('/#confused-deputy');
  await expect(page.locator('#confused-deputy').getByTestId('exercise-wrong-audience')).toHaveAttribute('data-done', 'false');
});

test('the tour’s own demos never tick an exercise: the deputy demo sends a wrong-audience token by itself', async ({ page }) => {
  await page.goto('/#confused-deputy');
  const demo = page.getByTestId('demo-deputy');
  await demo.scrollIntoViewIfNeeded();
  await expect(demo).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await expect(page.locator('#confused-deputy').getByTestId('exercise-wrong-audience')).toHaveAttribute('data-done', 'false');
});

test('playground: another tool does not tick "call search_prompts"; search_prompts does', async ({ page }) => {
  await connected(page);
  await chooseTool(page, 'corpus_stats');
  await page.getByRole('button', { name: 'Call tool' }).click();
  await expect(page.getByTestId('call-status')).toHaveText('Done', { timeout: 20_000 });
  await expect(exercise(page, 'call-search')).toHaveAttribute('data-done', 'false');
  await expect(exercise(page, 'legacy-call')).toHaveAttribute('data-done', 'false');

  await chooseTool(page, 'search_prompts');
  await page.getByLabel(/^query/).fill('linux terminal');
  await page.getByRole('button', { name: 'Call tool' }).click();
  await expect(page.getByTestId('call-status')).toHaveText('Done', { timeout: 20_000 });
  await expect(exercise(page, 'call-search')).toHaveAttribute('data-done', 'true');
  await expect(exercise(page, 'legacy-call')).toHaveAttribute('data-done', 'false');
});

test('playground on the OAuth door: a 401 without a token, then a 200 with one, and only refine_prompt’s 403 ticks insufficient_scope', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await connect(page, { door: 'oauth' });
  await expect(page.getByTestId('connection-status')).not.toContainText('Connecting', { timeout: 20_000 });
  await expect(exercise(page, 'first-401')).toHaveAttribute('data-done', 'true');
  await expect(exercise(page, 'insufficient-scope')).toHaveAttribute('data-done', 'false');
  await expect(exercise(page, 'token-accepted')).toHaveAttribute('data-done', 'false');

  const token = await obtainToken(baseURL!, 'prompts:read');
  await page.locator('#credential').fill(token);
  await page.getByRole('button', { name: /^(Connect|Reconnect|Retry with credential)$/ }).click();
  await expect(page.getByTestId('connection-status')).toContainText('Connected', { timeout: 20_000 });
  await expect(exercise(page, 'token-accepted')).toHaveAttribute('data-done', 'true');
  await expect(exercise(page, 'insufficient-scope')).toHaveAttribute('data-done', 'false');

  await chooseTool(page, 'refine_prompt');
  await page.getByLabel(/^id/).fill('linux-terminal');
  await page.getByLabel(/^goal/).fill('for a beginner');
  await page.getByRole('button', { name: 'Call tool' }).click();
  await expect(exercise(page, 'insufficient-scope')).toHaveAttribute('data-done', 'true', { timeout: 20_000 });
});

test('playground: a 2025-era connect alone does not tick "legacy call"; its tools/call does', async ({ page }) => {
  await connected(page, 'legacy');
  await expect(exercise(page, 'legacy-call')).toHaveAttribute('data-done', 'false');
  await chooseTool(page, 'corpus_stats');
  await page.getByRole('button', { name: 'Call tool' }).click();
  await expect(page.getByTestId('call-status')).toHaveText('Done', { timeout: 20_000 });
  await expect(exercise(page, 'legacy-call')).toHaveAttribute('data-done', 'true');
  await expect(exercise(page, 'discover')).toHaveAttribute('data-done', 'false');
});

test('playground: declining refine_prompt’s sampling request does not tick "answer sampling"; answering it as the model does', async ({ page }) => {
  const askToRefine = async () => {
    await chooseTool(page, 'refine_prompt');
    await page.getByLabel(/^id/).fill('linux-terminal');
    await page.getByLabel(/^goal/).fill('for a beginner');
    await page.getByRole('button', { name: 'Call tool' }).click();
    await expect(page.getByTestId('call-status')).toHaveText('Waiting for your answer', { timeout: 20_000 });
  };
  await connected(page);
  await askToRefine();
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByTestId('call-status')).toHaveText('Done (round 2)', { timeout: 20_000 });
  await expect(exercise(page, 'answer-sampling')).toHaveAttribute('data-done', 'false');

  await askToRefine();
  await page.getByLabel('Your answer, as the model').fill('You are a patient Linux terminal for beginners.');
  await page.getByRole('button', { name: 'Send answer' }).click();
  await expect(page.getByTestId('call-status')).toHaveText('Done (round 2)', { timeout: 20_000 });
  await expect(exercise(page, 'answer-sampling')).toHaveAttribute('data-done', 'true');
});
