/**
 * Work that outlives a request, in the browser: the playground's task panel runs analyze_corpus as a
 * task through @modelcontextprotocol/ext-tasks to completion and to a cancel, showing each tasks/get
 * poll on the wire; runs refine_prompt as a task that waits input_required, answered in the panel with
 * tasks/update (or cancelled while it waits); the meter and its trace id; a plain call shows its meter too; the tour's task
 * chapter runs its live task. Axe-clean, and the panel holds at a phone's width. The tour's whole-page axe
 * scan as loaded is here too, on the visit that runs its Tasks chapter.
 */
import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { chooseTool, connected } from './helpers';
import { openWire } from './tour-helpers';

test('a plain tool call shows its meter; the task panel runs analyze_corpus as a task to completion, every poll on the wire, holds at 390, 1024 and 1280 px, then cancels another', async ({
  page,
}) => {
  await connected(page);
  await test.step('a plain call: its meter shows duration, phases and trace id; the same call again is replayed, and says so', async () => {
    await chooseTool(page, 'search_prompts');
    // a word of this run's own: the first call is computed here, not replayed from an earlier test's
    await page.getByLabel(/^query/).fill(`linux terminal ${Date.now().toString(36)}`);
    await page.getByRole('button', { name: 'Call tool' }).click();
    const meter = page.getByTestId('call-panel').getByTestId('meter');
    await expect(meter).toContainText(/search [\d.]+ ms/);
    await expect(meter.getByTestId('meter-replayed')).toHaveCount(0);
    const first = await meter.getByTestId('trace-id').textContent();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    await page.getByRole('button', { name: 'Call tool' }).click();
    await expect(meter.getByTestId('trace-id')).not.toHaveText(first!);
    await expect(meter.getByTestId('meter-replayed')).toContainText('The tool did not run');
  });
  await chooseTool(page, 'analyze_corpus');
  await page.getByLabel(/^query/).fill('*');
  await page.getByLabel(/^paceMs/).fill('20');
  const panel = page.getByTestId('task-panel');
  await panel.getByRole('button', { name: 'Run as a task' }).click();

  await expect(panel.getByTestId('task-status')).toHaveText('completed', { timeout: 30_000 });
  await expect(panel.getByTestId('task-id')).toHaveText(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{32,}$/);
  const polls = Number(
    await panel
      .getByTestId('task-polls')
      .textContent()
      .then((t) => t?.match(/^\d+/)?.[0]),
  );
  expect(polls).toBeGreaterThan(0);
  await expect(page.locator('[data-testid="exchange"][data-method="tasks/get"]')).toHaveCount(polls);
  await expect(panel.getByText('Analysed 1381 of 1381 prompts')).toBeVisible();
  await expect(panel.getByTestId('meter').first().getByTestId('trace-id')).toHaveText(/^[0-9a-f]{32}$/);
  await expect(panel.getByLabel('Statuses seen')).toContainText('working');
  // The finished panel holds at every width: nothing scrolls sideways.
  for (const width of [390, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `horizontal overflow at ${width} px`).toBeLessThanOrEqual(0);
  }

  await page.getByLabel(/^paceMs/).fill('150');
  await panel.getByRole('button', { name: 'Run as a task' }).click();
  await expect(panel.getByTestId('progress')).toHaveAttribute('aria-valuenow', /^[1-9]/, { timeout: 20_000 });
  await panel.getByRole('button', { name: 'Cancel task' }).click();
  await expect(panel.getByTestId('task-status')).toHaveText('cancelled', { timeout: 20_000 });
  await expect(page.locator('[data-testid="exchange"][data-method="tasks/cancel"]')).toHaveCount(1);

  expect(await seriousViolations(page, ['[data-testid="task-panel"]'])).toEqual([]);
});

test('refine_prompt as a task waits input_required on a sampling request, answered in the panel with tasks/update; a cancel while it waits ends it cancelled', async ({
  page,
}) => {
  const refined = 'You are a patient Linux terminal for beginners.';
  await connected(page);
  await chooseTool(page, 'refine_prompt');
  await page.getByLabel(/^id/).fill('linux-terminal');
  await page.getByLabel(/^goal/).fill('for a beginner');
  const panel = page.getByTestId('task-panel');
  const status = panel.getByTestId('task-status');
  const ask = panel.getByRole('region', { name: /The server asks your model/ });
  await panel.getByRole('button', { name: 'Run as a task' }).click();

  // The sampling request came from tasks/get's inputRequests; no decline for a task (Cancel task is the way out).
  await expect(ask).toContainText('Adapt this prompt ("Linux Terminal") to the goal: for a beginner', { timeout: 20_000 });
  await expect(status).toHaveText(/^input_required/);
  await expect(ask.getByRole('button', { name: 'Decline' })).toHaveCount(0);
  await ask.getByLabel('Your answer, as the model').fill(refined);
  await ask.getByRole('button', { name: 'Send answer' }).click();

  await expect(status).toHaveText('completed', { timeout: 20_000 });
  await expect(panel.getByTestId('task-result')).toHaveText(refined);
  await expect(ask).toHaveCount(0);
  await expect(panel.getByLabel('Statuses seen')).toContainText('input_required');
  await expect(panel.getByTestId('task-updates')).toHaveText('1');
  const updates = page.locator('[data-testid="exchange"][data-method="tasks/update"]');
  await expect(updates).toHaveCount(1);
  await updates.locator('summary').click();
  await expect(updates).toContainText('"inputResponses"');
  await expect(updates).toContainText(refined);

  // A second run, cancelled while it waits for the answer: no tasks/update, the task ends cancelled.
  await panel.getByRole('button', { name: 'Run as a task' }).click();
  await expect(ask).toBeVisible({ timeout: 20_000 });
  await panel.getByRole('button', { name: 'Cancel task' }).click();
  await expect(status).toHaveText('cancelled', { timeout: 20_000 });
  await expect(ask).toHaveCount(0);
  await expect(page.locator('[data-testid="exchange"][data-method="tasks/cancel"]')).toHaveCount(1);
  await expect(updates).toHaveCount(1);
  expect(await seriousViolations(page, ['[data-testid="task-panel"]'])).toEqual([]);
});

// One visit to the tour for both: its whole page as loaded (navigation and chrome; e2e/layout.spec.ts scans it
// chapter by chapter with every demo run), then its Tasks chapter.
test('the tour as loaded is axe clean; its Tasks chapter runs a live task and can cancel a second run', async ({ page }) => {
  // Two tests' work on one visit (a whole-page scan of the tour, then a task run twice): their two budgets.
  test.setTimeout(90_000);
  await page.goto('/');
  await expect(page.locator('h1')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const demo = page.getByTestId('demo-task');
  await demo.scrollIntoViewIfNeeded();
  // It waits for the reader: Cancel is only worth offering while the reader is there to press it.
  await expect(demo).toHaveAttribute('data-status', 'waiting');
  await demo.getByRole('button', { name: 'Start the task' }).click();
  await expect(demo.getByTestId('task-status')).toHaveText('completed', { timeout: 30_000 });
  await expect(demo.getByTestId('task-lesson')).toContainText(/tools\/call → resultType task, status working at once · \d+ tasks\/get polls? → completed/);
  await openWire(demo);
  await expect(demo.locator('[data-testid="exchange"][data-method="tasks/get"]').first()).toBeVisible();
  await demo.getByRole('button', { name: 'Run again' }).click();
  await expect(demo.getByTestId('progress')).toHaveAttribute('aria-valuenow', /^[1-9]/, { timeout: 20_000 });
  await demo.getByRole('button', { name: 'Cancel task' }).click();
  await expect(demo.getByTestId('task-status')).toHaveText('cancelled', { timeout: 20_000 });
  expect(await seriousViolations(page, ['[data-testid="demo-task"]'])).toEqual([]);
});
