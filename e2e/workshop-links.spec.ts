/**
 * Links a phone can reach. Started on a loopback origin (the e2e server's http://localhost:<port>), the
 * facilitator's page and the handout say at the top that no phone can open it, with a ready command for
 * each of this machine's network addresses. Started on a network origin they say nothing, and every QR
 * code on the handout decodes (jsQR, from the pixels the browser drew) to a URL of that origin.
 *
 * The network origin is TEST-NET-1 (192.0.2.10, never routed): the server listens on 127.0.0.1 and the
 * browser's resolver maps 192.0.2.10 there, so the browser sends `Host: 192.0.2.10:<port>` as a phone
 * would, and every byte stays on loopback. Plain http off loopback is what a phone in the room gets: no
 * secure context, so no Web Crypto and no clipboard API; it still signs in, in the walkthrough and in the
 * playground (one click), with a token the OAuth door takes.
 */
import { networkInterfaces } from 'node:os';
import { type Browser, chromium, expect, type Page, test } from '@playwright/test';
import { freePort, type RunningServer, startNextServer } from '../tests/helpers/next-server';
import { connect } from './helpers';
import { decodeQrCodes } from './qr';
import { E2E_AUTH_ENV } from './server-env';

const PAGES = ['/facilitator', '/facilitator/handout'];

/** This machine's IPv4 network addresses, as the alert must offer them. */
const ownAddresses = () =>
  Object.values(networkInterfaces())
    .flat()
    .filter((i) => i && i.family === 'IPv4' && !i.internal && !i.address.startsWith('169.254.'))
    .map((i) => i?.address as string);

test('on a loopback origin, the facilitator page and the handout say phones cannot open it and how to start with an address they can', async ({
  page,
  baseURL,
}) => {
  const port = new URL(baseURL as string).port;
  for (const path of PAGES) {
    await page.goto(path);
    const alert = page.getByRole('alert').filter({ hasText: 'Phones cannot open these links' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(`started as ${baseURL}, a loopback address`);
    // The alert comes before anything else the page hands out.
    const first = await page.evaluate(() => {
      const alert = document.querySelector('[data-testid="loopback-alert"]');
      const qr = document.querySelector('[data-testid="qr"], section[aria-labelledby="issuer"]');
      return Boolean(alert && qr && alert.compareDocumentPosition(qr) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(first, path).toBe(true);
    const commands = (await alert.getByTestId('lan-command').allTextContents()).map((c) => c.trim());
    expect(commands).toHaveLength(ownAddresses().length);
    for (const address of ownAddresses()) {
      const command = commands.find((c) => c.includes(`MCP_PUBLIC_ORIGIN=http://${address}:${port} `));
      expect(command, `a command for ${address}`).toBeDefined();
      for (const part of [
        'MCP_ALLOW_HTTP_ORIGIN=1',
        'AUTH_SECRET="$(cat ~/.mcp-observatory-workshop-secret)"',
        'AUTH_DEMO=1',
        `npm start -- -H 0.0.0.0 -p ${port}`,
      ]) {
        expect(command).toContain(part);
      }
    }
    if (ownAddresses().length === 0) await expect(alert.getByTestId('no-lan-address')).toBeVisible();
    // What else changes: the issuer's URL and the audience move with the origin.
    await expect(alert).toContainText(/the built-in issuer becomes http:\/\/[\d.]+:\d+\/oauth/);
    await expect(alert).toContainText(/aud its tokens must carry, http:\/\/[\d.]+:\d+\/api\/mcp\/oauth/);
  }
});

test.describe('on a network origin', () => {
  // One server and one browser for both tests: each would otherwise start its own in another worker.
  test.describe.configure({ mode: 'serial' });
  let server: RunningServer;
  let browser: Browser;
  let origin: string;

  test.beforeAll(async () => {
    const port = await freePort();
    origin = `http://192.0.2.10:${port}`;
    [server, browser] = await Promise.all([
      startNextServer({ MCP_PUBLIC_ORIGIN: origin, MCP_ALLOW_HTTP_ORIGIN: '1', ...E2E_AUTH_ENV }, 'healthy', port),
      chromium.launch({
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        // The phone's view: it asks for 192.0.2.10; the resolver sends it to this machine's loopback.
        args: ['--no-sandbox', '--disable-gpu', `--host-resolver-rules=MAP ${new URL(origin).hostname} 127.0.0.1`],
      }),
    ]);
  });
  test.afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  test('no alert, and every QR code on the handout decodes to a URL of that origin', async () => {
    const page = await browser.newPage();
    for (const path of PAGES) {
      const res = await page.goto(`${origin}${path}`);
      expect(res?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('loopback-alert')).toHaveCount(0);
      await expect(page.getByRole('alert').filter({ hasText: 'Phones cannot' })).toHaveCount(0);
    }
    await expect(page.locator('[data-handout-page]')).toContainText(`Open ${origin}`);
    const codes = await decodeQrCodes(page.locator('[data-testid="qr"]'));
    expect(codes.length).toBeGreaterThanOrEqual(10);
    for (const { url, decoded } of codes) {
      expect(decoded, `the QR code for ${url}`).toBe(url);
      expect(new URL(decoded as string).origin).toBe(origin);
    }
    // The same name is the only one it answers to: loopback is not this deployment now.
    const loopback = await fetch(`http://127.0.0.1:${new URL(origin).port}/facilitator/handout`);
    expect(loopback.status).toBe(403);
    await page.close();
  });

  test('a phone there (plain http, no secure context) signs in through the walkthrough, and the OAuth door takes the token', async () => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ baseURL: origin, reducedMotion: 'reduce' });
    const page = await context.newPage();
    try {
      await page.goto('/auth');
      expect(await page.evaluate(() => [window.isSecureContext, typeof crypto.subtle, typeof navigator.clipboard])).toEqual([false, 'undefined', 'undefined']);
      // The walkthrough: Run all stops for the person; consent in the issuer's window; then on to the door's 200.
      await approveIn(page, () => page.getByRole('button', { name: 'Run all' }).click());
      await expect(page.getByTestId('final-status')).toContainText('HTTP 200', { timeout: 30_000 });
      await expect(page.getByTestId('pkce')).toContainText('✓ equal');
      await expect(page.getByTestId('pkce-without-web-crypto')).toContainText('not a secure context');
      await expect(page.getByTestId('callback-checks')).not.toContainText('✗');
    } finally {
      await context.close();
    }
  });

  test('a phone there signs in from the playground in one click: PKCE without Web Crypto, the code redeemed after the SDK refuses an http token endpoint', async () => {
    test.setTimeout(60_000);
    // A fresh context: no token handed over from the walkthrough, so the playground's own sign-in runs.
    const context = await browser.newContext({ baseURL: origin, reducedMotion: 'reduce' });
    const page = await context.newPage();
    try {
      await connect(page, { door: 'oauth' });
      expect(await page.evaluate(() => [window.isSecureContext, typeof crypto.subtle])).toEqual([false, 'undefined']);
      await expect(page.getByTestId('failure-status')).toHaveText(/^HTTP 401/);
      await approveIn(page, () => page.getByRole('button', { name: 'Sign in' }).click());
      await expect(page.getByTestId('connection-status')).toContainText('Connected', { timeout: 30_000 });
      await expect(page.getByTestId('granted-scopes')).toHaveText('prompts:read');
      // The token came from this origin's issuer, over the same plain http the page was served on.
      const wire = page.getByRole('region', { name: /On the wire/ });
      await expect(wire).toContainText('/oauth/token');
      await expect(page.getByRole('alert').filter({ hasText: /InsecureTokenEndpoint|TLS/ })).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
});

/** Clicks `open`, waits for the issuer's consent window, and approves. */
async function approveIn(page: Page, open: () => Promise<unknown>) {
  const popup = page.context().waitForEvent('page');
  await open();
  await (await popup).getByRole('button', { name: 'Approve' }).click();
}
