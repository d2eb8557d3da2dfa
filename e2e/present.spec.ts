/**
 * Presenter mode: one chapter or walkthrough step per screen, each at its own URL, driven by the keys a
 * keyboard or a clicker sends; Escape leaves for the normal page; R resets everything after a confirm.
 */
import { type Page, expect, test } from '@playwright/test';

const slideAt = async (page: Page, path: string, position: string) => {
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
  await expect(page.getByTestId('slide-position')).toHaveText(position);
  // Focus lands on the new slide's heading, and the change is said out loud.
  await expect(page.locator('[data-slide-title]')).toBeFocused();
  await expect(page.getByTestId('slide-announcer')).toContainText(`Slide ${position} of`);
};

test('the tour deck moves by keyboard and clicker: → ← PageDown PageUp Home End, then Escape back to the chapter', async ({ page }) => {
  await page.goto('/present/tour/json-rpc');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('MCP is JSON-RPC 2.0');
  await slideAt(page, '/present/tour/json-rpc', '2');
  await page.keyboard.press('ArrowRight');
  await slideAt(page, '/present/tour/primitives', '3');
  await page.keyboard.press('PageDown');
  await slideAt(page, '/present/tour/two-doors', '4');
  await page.keyboard.press('PageUp');
  await slideAt(page, '/present/tour/primitives', '3');
  await page.keyboard.press('ArrowLeft');
  await slideAt(page, '/present/tour/json-rpc', '2');
  // The slide's live demo runs inside it.
  await expect(page.locator('[data-testid^="demo-"]').first()).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await page.keyboard.press('ArrowLeft');
  await slideAt(page, '/present/tour/what-is-mcp', '1');
  await page.keyboard.press('ArrowLeft'); // nothing before the first
  await slideAt(page, '/present/tour/what-is-mcp', '1');
  await page.keyboard.press('End');
  await slideAt(page, '/present/tour/glossary', await page.locator('[data-slide]').getAttribute('data-total').then(String));
  await page.keyboard.press('Home');
  await slideAt(page, '/present/tour/what-is-mcp', '1');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/#what-is-mcp$/);
  await expect(page.locator('#what-is-mcp')).toBeVisible();
});

test('a clicker pressed three times fast moves three slides, not one: keys wait for the slide they lead to', async ({ page }) => {
  await page.goto('/present/tour/json-rpc');
  await slideAt(page, '/present/tour/json-rpc', '2');
  // no waiting between presses: the second and third arrive while the next slide is still loading
  await page.keyboard.press('PageDown');
  await page.keyboard.press('PageDown');
  await page.keyboard.press('PageDown');
  await slideAt(page, '/present/tour/transports', '5');
  await page.keyboard.press('PageUp');
  await page.keyboard.press('PageUp');
  await slideAt(page, '/present/tour/primitives', '3');
});

test('a slide opens straight from its URL, and keys typed into a form field stay in the field', async ({ page }) => {
  await page.goto('/present/tour/lock');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Locking the door');
  await page.goto('/present/auth/redeem');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/redeem|code/i);
  await page.goto('/present/auth/3');
  await expect(page).toHaveURL(/\/present\/auth\/resource-metadata$/);
  expect((await page.request.get('/present/tour/no-such-chapter')).status()).toBe(404);
  // A field in a slide keeps its arrows and letters (R types an r); the slide stays.
  await page.goto('/present/tour/lock');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Locking the door');
  // Appended once the slide is there; again if a render on a loaded machine replaced the section meanwhile.
  await expect(async () => {
    await page.evaluate(() => {
      if (document.querySelector('[aria-label="scratch"]')) return;
      const input = document.createElement('input');
      input.setAttribute('aria-label', 'scratch');
      document.querySelector('[data-slide] section')?.append(input);
    });
    await expect(page.getByLabel('scratch')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await page.getByLabel('scratch').fill('abc');
  await page.getByLabel('scratch').press('ArrowLeft');
  await page.getByLabel('scratch').press('r');
  await expect(page.getByLabel('scratch')).toHaveValue('abrc');
  await expect(page).toHaveURL(/\/present\/tour\/lock$/);
});

test('the walkthrough deck keeps its live walkthrough from slide to slide, with the diagram lit at the step', async ({ page }) => {
  await page.goto('/present/auth/first-call');
  await slideAt(page, '/present/auth/first-call', '1');
  await expect(page.getByTestId('sequence-diagram')).toHaveAttribute('data-current', 'first-call');
  await page.getByRole('button', { name: 'Run step 1' }).click();
  await expect(page.getByTestId('slide-step-done')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('exchange').first()).toContainText('401');
  await page.keyboard.press('ArrowRight');
  await slideAt(page, '/present/auth/read-challenge', '2');
  await expect(page.getByTestId('sequence-diagram')).toHaveAttribute('data-current', 'read-challenge');
  // Step 1 is still done: only step 2 is left to run here.
  await page.getByRole('button', { name: 'Run step 2' }).click();
  await expect(page.getByTestId('slide-step-done')).toBeVisible({ timeout: 20_000 });
  // Two steps ahead: the slide offers to run the steps between. (One key per slide: a key pressed
  // while the next slide is still loading moves nowhere, so the test waits for each slide.)
  await page.keyboard.press('ArrowRight');
  await slideAt(page, '/present/auth/resource-metadata', '3');
  await page.keyboard.press('ArrowRight');
  await slideAt(page, '/present/auth/server-metadata', '4');
  await page.getByRole('button', { name: 'Run steps 3–4' }).click();
  await expect(page.getByTestId('slide-step-done')).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/auth\?step=server-metadata$/);
});

test('R resets everything only after the confirm says yes', async ({ page }) => {
  await page.goto('/present/tour/jwt');
  await page.evaluate(() => {
    sessionStorage.setItem('mcp-observatory.bearer.oauth', 'a-token');
    localStorage.setItem('mcp-observatory.exercises', '{"wrong-audience":1}');
    localStorage.setItem('someone-else', 'kept');
  });
  // The deck has taken focus, so its keys are live (a key pressed before hydration does nothing).
  await expect(page.locator('[data-slide-title]')).toBeFocused();
  // A dialog holds the key press until it is answered, so the handler answers it and records it.
  const asked: string[] = [];
  page.once('dialog', (d) => {
    asked.push(d.message());
    void d.dismiss();
  });
  await page.keyboard.press('r');
  expect(asked).toHaveLength(1);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('mcp-observatory.bearer.oauth'))).toBe('a-token');

  page.once('dialog', (d) => {
    asked.push(d.message());
    void d.accept();
  });
  await page.keyboard.press('r');
  expect(asked).toHaveLength(2);
  expect(asked[1]).toMatch(/Reset everything/);
  await expect(page).toHaveURL(/\/present\/tour\/what-is-mcp$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What MCP is for');
  const left = await page.evaluate(() => [
    sessionStorage.getItem('mcp-observatory.bearer.oauth'),
    localStorage.getItem('mcp-observatory.exercises'),
    localStorage.getItem('someone-else'),
  ]);
  expect(left).toEqual([null, null, 'kept']);
});
