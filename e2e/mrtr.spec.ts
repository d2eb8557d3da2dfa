import { expect, test } from '@playwright/test';
import { chooseTool, connected } from './helpers';

async function askToRefine(page: import('@playwright/test').Page) {
  await connected(page);
  await chooseTool(page, 'refine_prompt');
  await page.getByLabel(/^id/).fill('linux-terminal');
  await page.getByLabel(/^goal/).fill('for a beginner');
  await page.getByRole('button', { name: 'Call tool' }).click();
  await expect(page.getByTestId('call-status')).toHaveText('Waiting for your answer');
  await expect(page.getByRole('region', { name: /The server asks your model/ })).toContainText(
    'Adapt this prompt ("Linux Terminal") to the goal: for a beginner',
  );
}

test('answers a multi-round-trip sampling request as the model, and the retry carries inputResponses', async ({ page }) => {
  await askToRefine(page);
  await page.getByLabel('Your answer, as the model').fill('You are a patient Linux terminal for beginners.');
  await page.getByRole('button', { name: 'Send answer' }).click();

  await expect(page.getByTestId('call-status')).toHaveText('Done (round 2)');
  await expect(page.getByTestId('result-text')).toHaveText('You are a patient Linux terminal for beginners.');
  const calls = page.locator('[data-testid="exchange"][data-method="tools/call"]');
  await expect(calls).toHaveCount(2);
  // Oldest first (the wire's default): the first round (input_required), then the retry (a result).
  // The exchange's own summary (the first: a header table's "show all" is a summary inside it).
  await expect(calls.nth(0).locator('summary').first()).toContainText('input required');
  await expect(calls.nth(1).locator('summary').first()).toContainText('result');
  await expect(calls.nth(1)).toContainText('"inputResponses"');
  await expect(calls.nth(1)).toContainText('human-in-the-playground');
});

test('declining the sampling request gets the deterministic draft and the reason', async ({ page }) => {
  await askToRefine(page);
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByTestId('call-status')).toHaveText('Done (round 2)');
  await expect(page.getByTestId('result-text')).toContainText('The client declined the sampling request.');
});
