/**
 * The playground as an MCP Apps host: it renders this server's corpus browser in the double frame (the
 * sandbox page on its own origin, MCP_APPS_SANDBOX_ORIGIN, the app inside it), a search typed in the app
 * reaches the server through the host, and both lanes show it: the app's tools/call by postMessage, the
 * HTTP exchange it became, the answer back by postMessage. Nothing the app does trips the pages' policy
 * or its own; axe finds nothing serious in that state.
 */
import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { connected, watchViolations } from './helpers';

test('renders the app from this server in a sandbox on another origin; a search in it crosses both lanes', async ({ page, baseURL }) => {
  // Connect, the app's start in two frames, a call, and axe over three documents: 16 s alone, 31 s beside another worker.
  test.setTimeout(90_000);
  const violations = await watchViolations(page);
  await connected(page);
  const panel = page.getByTestId('app-panel');
  await panel.getByRole('button', { name: 'Open the app' }).click();
  await expect(panel.getByTestId('app-status')).toHaveAttribute('data-status', 'running');

  // The outer frame is the sandbox page on the other origin; the page's policy may frame that URL alone.
  const sandboxOrigin = new URL(baseURL!).origin.replace('localhost', '127.0.0.1');
  const outer = page.frames().find((f) => f.url().startsWith(`${sandboxOrigin}/api/apps/sandbox`));
  expect(outer, 'the sandbox page is framed from the sandbox origin').toBeDefined();
  const policy = (await page.request.get('/playground')).headers()['content-security-policy'];
  expect(policy).toContain(`frame-src ${sandboxOrigin}/api/apps/sandbox`);

  // The app cannot reach the page: its frame has an opaque origin, and the page's storage is not its own.
  const app = page.frameLocator('[data-testid="app-frame"]').frameLocator('iframe');
  const inner = outer!.childFrames()[0];
  expect(await inner.evaluate(() => window.origin)).toBe('null');
  expect(
    await inner.evaluate(() => {
      try {
        return String(window.parent.parent.document.title);
      } catch {
        return 'blocked';
      }
    }),
  ).toBe('blocked');

  await app.getByRole('searchbox', { name: 'Search the prompts' }).fill('linux terminal');
  await app.getByRole('button', { name: 'Search' }).click();
  await expect(app.getByRole('list', { name: 'Matches' }).getByRole('button').first()).toHaveText(/Linux Terminal/i);

  // postMessage lane: the app's tools/call, forwarded; its answer back, with the same id.
  const lanePm = page.getByTestId('lane-postmessage');
  const call = lanePm.locator('[data-testid="lane-frame"][data-direction="app-to-host"][data-method="tools/call"]').last();
  await expect(call).toContainText('search_prompts');
  const forwarded = call.getByTestId('lane-forwarded').getByRole('link');
  await expect(forwarded).toHaveText(/HTTP exchange #\d+/);
  const seq = /#(\d+)/.exec((await forwarded.textContent()) ?? '')![1];
  await expect(lanePm.locator('[data-testid="lane-frame"][data-direction="host-to-app"][data-kind="result"]').last()).toContainText('linux-terminal');

  // HTTP lane: that exchange, a tools/call of search_prompts to /api/mcp, for the app's request.
  const exchange = page.getByTestId('lane-http').locator(`#app-http-${seq}`);
  await expect(exchange.getByTestId('exchange')).toHaveAttribute('data-method', 'tools/call');
  await expect(exchange.getByTestId('exchange')).toHaveAttribute('data-name', 'search_prompts');
  await expect(exchange).toContainText("for the app's tools/call id");
  await forwarded.click();
  await expect(exchange).toBeInViewport();

  expect(await violations()).toEqual([]);
  expect(await seriousViolations(page, ['[data-testid="app-panel"]'])).toEqual([]);
});

test('the tour’s apps chapter runs its demo live: declared, search_prompts links the page and an app-only tool appears; undeclared, neither', async ({
  page,
}) => {
  await page.goto('/#own-interface');
  const demo = page.getByTestId('demo-apps');
  await expect(demo).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  const lesson = demo.getByTestId('lesson');
  await expect(lesson).toContainText('search_prompts links ui://prompts-observatory/corpus-browser.html');
  await expect(lesson).toContainText('fill_prompt is listed for the app only');
  await expect(lesson).toContainText('with no link');
  await expect(lesson).toContainText('text/html;profile=mcp-app');
});
