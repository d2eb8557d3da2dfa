/**
 * The facilitator's page: the issuer's state from configuration (a secret set, never shown), the demo key
 * in demo mode, which doors are guarded, every limit a room meets, a reset of this browser; and the handout: every chapter anchor
 * and the hands-on pages, printed in full with a QR code, from the configured origin (never the Host).
 */
import { expect, test } from '@playwright/test';
import { chapterLabel } from '../content/tour/chapter-label';
import { readChapters } from '../content/tour/read-chapters';
import { EXERCISES } from '../lib/exercises';
import { ONE_ADDRESS_ROOM_ENV } from '../tests/helpers/one-address-room';
import { E2E_AUTH_ENV } from './server-env';

test('shows the issuer on, demo mode on, the secret set but not its value, the demo key, and the guarded doors', async ({ page }) => {
  await page.goto('/facilitator');
  await expect(page.getByRole('heading', { name: 'Facilitator', level: 1 })).toBeVisible();
  await expect(page.getByTestId('issuer-state')).toContainText('On');
  await expect(page.getByTestId('demo-mode')).toContainText('On');
  await expect(page.getByTestId('secret-set')).toContainText('Set');
  expect(await page.content()).not.toContain(E2E_AUTH_ENV.AUTH_SECRET);
  // The same key the key door takes: a call with it gets in.
  const key = (await page.getByTestId('demo-key').textContent())?.trim() ?? '';
  expect(key).toMatch(/^demo_/);
  const body = { jsonrpc: '2.0', id: 1, method: 'tools/list' };
  const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-11-25' };
  expect((await page.request.post('/api/mcp/key', { data: body, headers: { ...headers, authorization: `Bearer ${key}` } })).status()).toBe(200);
  await expect(page.locator('[data-door="/api/mcp"]')).toHaveAttribute('data-auth', 'none');
  await expect(page.locator('[data-door="/api/mcp/key"]')).toHaveAttribute('data-auth', 'key');
  await expect(page.locator('[data-door="/api/mcp/oauth"]')).toHaveAttribute('data-auth', 'oauth');
  await expect(page.getByRole('link', { name: '/observe?facilitator', exact: true })).toHaveAttribute('href', '/observe?facilitator');
});

test('a teacher can follow it cold: the secret made once and kept, a 90-minute run sheet numbered as the slides, answers, and a clock the slides show', async ({
  page,
}) => {
  await page.goto('/facilitator');
  await expect(page.getByTestId('make-secret')).toHaveText(
    '[ -s ~/.mcp-observatory-workshop-secret ] || (umask 077; openssl rand -base64 48 > ~/.mcp-observatory-workshop-secret)',
  );
  await expect(page.getByRole('heading', { name: 'Run sheet: 90 minutes' })).toBeVisible();
  for (const c of readChapters()) {
    const link = page.locator(`[data-run-chapter="${c.anchor}"]`);
    if ((await link.count()) > 0) await expect(link).toHaveText(`${chapterLabel(c)}: ${c.title}`);
  }
  await expect(page.locator('[data-exercise-answer]')).toHaveCount(EXERCISES.length);
  await expect(page.locator('[data-exercise-answer="insufficient-scope"]')).toContainText('Answer: 403');
  await page.getByRole('button', { name: 'Start the clock' }).click();
  await page.goto(`/present/tour/${readChapters()[0].anchor}`);
  await expect(page.getByTestId('session-clock')).toHaveText(/^Session clock: 00:0\d \/ 90:00$/);
});

test('lists every limit a room meets, its value here and what to set for 100 people, and how participants are told apart', async ({ page }) => {
  await page.goto('/facilitator');
  await expect(page.getByRole('heading', { name: 'Limits for a room' })).toBeVisible();
  // npm start writes each participant's address from the connection.
  await expect(page.getByTestId('participant-keying')).toContainText('each device’s own address');
  const register = page.locator('[data-limit="RATE_LIMIT_REGISTER"]');
  await expect(register).toContainText('180 per participant');
  await expect(register).toContainText('600');
  await expect(page.locator('[data-limit="MCP_ANALYZE_PACED"]')).toContainText('120');
  await expect(page.locator('[data-limit="MCP_RATE_LIMIT"]')).toContainText('off');
  // The suite's server gives its one address a room's worth of channel records (ONE_ADDRESS_ROOM_ENV): the value here, scaled for 100.
  const records = page.locator('[data-limit="OBSERVE_RECORDS_PER_CLIENT"]');
  await expect(records).toContainText(`${ONE_ADDRESS_ROOM_ENV.OBSERVE_RECORDS_PER_CLIENT} per participant`);
  await expect(records).toContainText('333340'); // 100000 × 100/30, rounded up to ten
  await expect(page.getByTestId('room-memory')).toContainText('back within 320 MiB');
});

test('"Reset this browser" clears the handed-off credentials and ticks after a confirm, and nothing of other sites', async ({ page }) => {
  await page.goto('/facilitator');
  await page.evaluate(() => {
    sessionStorage.setItem('mcp-observatory.bearer.key', 'k');
    localStorage.setItem('mcp-observatory.exercises', '{"call-search":1}');
    localStorage.setItem('someone-else', 'kept');
  });
  page.once('dialog', (d) => void d.dismiss());
  await page.getByRole('button', { name: 'Reset this browser' }).click();
  expect(await page.evaluate(() => sessionStorage.getItem('mcp-observatory.bearer.key'))).toBe('k');
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: 'Reset this browser' }).click();
  await expect(page.getByTestId('reset-status')).toContainText('2 stored items cleared');
  expect(
    await page.evaluate(() => [
      sessionStorage.getItem('mcp-observatory.bearer.key'),
      localStorage.getItem('mcp-observatory.exercises'),
      localStorage.getItem('someone-else'),
    ]),
  ).toEqual([null, null, 'kept']);
});

test('the handout lists every chapter anchor and the hands-on pages, each with a QR code of the configured origin’s URL', async ({ page, baseURL }) => {
  await page.goto('/facilitator/handout');
  const paths = [...readChapters().map((c) => `/#${c.anchor}`), '/auth', '/playground', '/jwt', '/connect', '/join', '/break'];
  for (const p of paths) {
    const entry = page.locator(`[data-handout="${p}"]`);
    await expect(entry).toContainText(`${baseURL}${p}`);
    await expect(entry.getByTestId('qr')).toHaveAttribute('data-url', `${baseURL}${p}`);
    await expect(entry.locator('svg')).toHaveCount(1);
  }
  // The exercises, with room to answer and no answers (those are on the facilitator's page only).
  await expect(page.locator('[data-handout-exercise]')).toHaveCount(EXERCISES.length);
  await expect(page.getByTestId('handout-exercises')).not.toContainText('Answer:');
  // Numbered as the tour, its slides and its notes number them.
  for (const c of readChapters()) await expect(page.locator(`[data-handout="/#${c.anchor}"]`)).toContainText(`${chapterLabel(c)}: ${c.title}`);
  // A Host header the deployment does not know never becomes the handout's origin.
  const spoofed = await page.request.get('/facilitator/handout', { headers: { host: 'evil.example' } });
  expect(spoofed.status()).toBe(403);
  expect(await spoofed.text()).not.toContain('evil.example');
  // Printed, the site's navigation is left off.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('body > header')).toBeHidden();
});
