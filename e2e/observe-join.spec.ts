/**
 * A room joins a channel in seconds: the channel's page shows a QR code of itself and of the client URL
 * (decoded here from the pixels the browser drew), and a short code without look-alike characters that
 * opens the channel from /join/<code> or typed into /join. The projector view (?present) shows one large
 * line per exchange, newest at the top, and the status stops saying "waiting" once exchanges arrive.
 */
import { axeFor } from './axe';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { expect, type Page, test } from '@playwright/test';
import { decodeQrCodes } from './qr';

async function openChannel(page: Page): Promise<{ channel: string; origin: string }> {
  await page.goto('/observe');
  await expect(page).toHaveURL(/\/observe\/[A-Za-z0-9_-]{24}$/);
  const channel = new URL(page.url()).pathname.split('/').at(-1) as string;
  return { channel, origin: new URL(page.url()).origin };
}

const CODE = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

test('the channel page’s QR codes decode to the channel, and its short code opens it', async ({ page, browser }) => {
  const { channel, origin } = await openChannel(page);
  const pageQr = page.getByRole('img', { name: /^QR code for this channel's page/ });
  const clientQr = page.getByRole('img', { name: /^QR code for the client URL/ });
  await expect(pageQr).toBeVisible();
  await expect(clientQr).toBeVisible();
  const [onPage] = await decodeQrCodes(pageQr);
  const [onClient] = await decodeQrCodes(clientQr);
  expect(onPage.decoded).toBe(`${origin}/observe/${channel}`);
  expect(onClient.decoded).toBe(`${origin}/o/${channel}/api/mcp`);

  const code = ((await page.getByTestId('join-code').textContent()) ?? '').trim();
  expect(code).toMatch(CODE);
  // The same code on every view of the page.
  await page.reload();
  await expect(page.getByTestId('join-code')).toHaveText(code);

  // A phone: another browser, nothing shared but the code.
  const phone = await browser.newContext({ viewport: { width: 390, height: 800 } });
  try {
    const p = await phone.newPage();
    await p.goto(`/join/${code}`);
    await expect(p).toHaveURL(`${origin}/observe/${channel}`);
    await expect(p.getByTestId('feed-status')).toHaveAttribute('data-status', 'live');
    // Typed by hand, in lower case with a look-alike for 0 or 1: still the channel.
    await p.goto('/join');
    const typed = code.toLowerCase().replace(/0/g, 'o').replace(/1/g, 'l');
    await p.getByLabel('Code').fill(typed);
    await p.getByRole('button', { name: 'Join' }).click();
    await expect(p).toHaveURL(`${origin}/observe/${channel}`);
    // A code no channel has says so, with a way to type it again.
    const wrong = code.startsWith('Z') ? 'YYYY-YYYY' : 'ZZZZ-ZZZZ';
    const res = await p.goto(`/join/${wrong}`);
    expect(res?.status()).toBe(404);
    await expect(p.getByRole('heading', { name: 'No channel with that code' })).toBeVisible();
    await expect(p.getByRole('link', { name: 'Type a code' })).toHaveAttribute('href', '/join');
  } finally {
    await phone.close();
  }
});

test('the projector view: one large line per exchange, newest at the top, and the status counts them', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  const { channel, origin } = await openChannel(page);
  await page.goto(`/observe/${channel}?present`);
  const status = page.getByTestId('feed-status');
  await expect(status).toHaveAttribute('data-status', 'live');
  await expect(status).toHaveText('Live: waiting for your client');
  await expect(page.getByTestId('join-code')).toHaveText(CODE);
  // The projector view owns the screen: no site nav above it.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

  const client = new Client({ name: 'e2e-projector-client', version: '2.0.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${origin}/o/${channel}/api/mcp`)));
  await client.callTool({ name: 'search_prompts', arguments: { query: 'linux terminal', limit: 1 } });
  await client.callTool({ name: 'random_prompt', arguments: {} });
  await client.close();

  const rows = page.getByTestId('present-row');
  await expect(rows.first()).toContainText('tools/call random_prompt', { timeout: 5_000 });
  await expect(rows.filter({ hasText: 'tools/call search_prompts' })).toHaveCount(1);
  const first = rows.first();
  await expect(first).toContainText('200 result');
  await expect(first).toContainText('2026-07-28');
  await expect(first).toContainText('e2e-projector-client 2.0.0');
  await expect(status).toHaveText(/^Live: \d+ exchanges so far$/);
  await expect(status).not.toContainText('waiting');
  // Large type: readable from the back of the room, and one line per exchange on a 1024 projector.
  const px = await first.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
  expect(px).toBeGreaterThanOrEqual(20);
  const rowBox = await first.boundingBox();
  expect(rowBox?.height ?? 0).toBeLessThan(px * 3.5);
  // Newest at the top, and the feed starts on the projector's first screen.
  expect((await rows.first().boundingBox())?.y ?? 9999).toBeLessThan(768);
  const called = first.locator('span').first();
  const box = await called.boundingBox();
  expect(box?.height ?? 0).toBeLessThan(px * 2);
  // Nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await expect(page.getByRole('link', { name: 'Facilitator' }).first()).toHaveAttribute('href', '/facilitator');
  // A participant with only a phone takes part: a call sent from the channel's page shows under their name.
  const phone = await page.context().newPage();
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.goto(`/observe/${channel}`);
  const send = phone.getByTestId('send-from-phone');
  await send.getByLabel('Your name on the projector').fill('Ada on a phone');
  await send.getByRole('button', { name: 'Send' }).click();
  await expect(phone.getByTestId('send-from-phone-status')).toHaveText('Sent: tools/call search_prompts, on the feed under “Ada on a phone”.', {
    timeout: 10_000,
  });
  await expect(rows.filter({ hasText: 'Ada on a phone' }).filter({ hasText: 'tools/call search_prompts' })).toHaveCount(1, { timeout: 10_000 });
  await phone.close();
  // The tour's "watch your own client" slide, in another tab of the projector's browser, shows this room's code and its QR code.
  const code = ((await page.getByTestId('join-code').textContent()) ?? '').trim();
  const slide = await page.context().newPage();
  await slide.setViewportSize({ width: 1024, height: 768 });
  await slide.goto('/present/tour/watch-your-client');
  const card = slide.getByTestId('room-channel-card');
  await expect(card).toHaveAttribute('data-state', 'room');
  await expect(card.getByTestId('room-join-code')).toHaveText(code);
  const qr = card.getByRole('img', { name: /^QR code for the room's join address/ });
  await expect(qr).toBeInViewport({ ratio: 1 });
  const [onSlide] = await decodeQrCodes(qr);
  expect(onSlide.decoded).toBe(`${origin}/join/${code}`);
  await slide.close();
});

test('the channel page, its projector view and /join hold at 390, 1024 and 1280 px: nothing sideways, axe clean', async ({ page }) => {
  const { channel } = await openChannel(page);
  // Each page loaded once and scanned once (axe once per page), then resized: the layout follows the viewport.
  for (const path of [`/observe/${channel}`, `/observe/${channel}?present`, '/join']) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    const { violations } = await axeFor(page).analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`);
    expect(serious, path).toEqual([]);
    for (const width of [1280, 1024, 390]) {
      await page.setViewportSize({ width, height: 800 });
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(sideways, `${path} at ${width}`).toBeLessThanOrEqual(0);
    }
  }
});
