/**
 * Links a phone can reach. Started on a loopback origin (the e2e server's http://localhost:<port>), the
 * facilitator's page and the handout say at the top that no phone can open it, with a ready command for
 * each of this machine's network addresses. Started on a network origin they say nothing, and every QR
 * code on the handout decodes (jsQR, from the pixels the browser drew) to a URL of that origin.
 *
 * The network origin is TEST-NET-1 (192.0.2.10, never routed): the server listens on 127.0.0.1 and the
 * browser's resolver maps 192.0.2.10 there, so the browser sends `Host: 192.0.2.10:<port>` as a phone
 * would, and every byte stays on loopback.
 */
import { networkInterfaces } from 'node:os';
import { chromium, expect, test } from '@playwright/test';
import { freePort, type RunningServer, startNextServer } from '../tests/helpers/next-server';
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
      for (const part of ['MCP_ALLOW_HTTP_ORIGIN=1', 'AUTH_SECRET="$(openssl rand -base64 48)"', 'AUTH_DEMO=1', `npm start -- -H 0.0.0.0 -p ${port}`]) {
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
  let server: RunningServer;
  let origin: string;

  test.beforeAll(async () => {
    const port = await freePort();
    origin = `http://192.0.2.10:${port}`;
    server = await startNextServer({ MCP_PUBLIC_ORIGIN: origin, MCP_ALLOW_HTTP_ORIGIN: '1', ...E2E_AUTH_ENV }, 'healthy', port);
  });
  test.afterAll(async () => server?.stop());

  test('no alert, and every QR code on the handout decodes to a URL of that origin', async () => {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // The phone's view: it asks for 192.0.2.10; the resolver sends it to this machine's loopback.
      args: ['--no-sandbox', '--disable-gpu', `--host-resolver-rules=MAP ${new URL(origin).hostname} 127.0.0.1`],
    });
    try {
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
    } finally {
      await browser.close();
    }
  });
});
