/** The tour: live frames carry real values from this server, each chapter shows its lesson, and anchors are stable. */
import { expect, test } from '@playwright/test';
import { chapterLabel } from '../content/tour/chapter-label';
import { CORPUS_COUNT_TEXT, DOOR } from '../lib/vocabulary';
import { liveToolNames } from './helpers';
import { CHAPTERS, openWire, wireNumbers } from './tour-helpers';

test('every chapter file is a section under its stable anchor, listed in order in the contents', async ({ page }) => {
  await page.goto('/');
  expect(CHAPTERS.map((c) => c.anchor)).toEqual(expect.arrayContaining(['json-rpc', 'lock', 'oauth-flow', 'glossary']));
  for (const c of CHAPTERS) await expect(page.locator(`section#${c.anchor} h2`)).toHaveText(c.title);
  await expect(page.getByRole('navigation', { name: 'Chapters' }).getByRole('link')).toHaveText(CHAPTERS.map((c) => `${c.number}.${c.title}`));
  // One numbering: the chapter's own heading says the number its contents entry (and every slide and handout) gives it.
  for (const c of CHAPTERS) await expect(page.locator(`section#${c.anchor} header p`).first()).toHaveText(chapterLabel(c));
  await expect(page.locator('#oauth-flow a[href="/auth?step=5"]')).toHaveCount(1);
});

test('the json-rpc chapter shows a live tools/call answered by the same id, naming the Linux Terminal prompt', async ({ page }) => {
  await page.goto('/#json-rpc');
  const demo = page.getByTestId('demo-json-rpc');
  await expect(demo).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  // The lesson leads, read off the frames: the id sent is the id answered.
  const pairing = (await demo.getByTestId('id-pairing').textContent()) ?? '';
  const id = /request id (\d+) → response id \1, with a result and no error/.exec(pairing)?.[1];
  expect(id, pairing).toBeDefined();
  // The client that made the call ran in the SDK worker, off the page's main thread (lib/browser/sdk-thread.ts).
  expect(page.workers()).toHaveLength(1);
  await openWire(demo);
  await expect(demo.getByText('"Linux Terminal"').first()).toBeVisible();
  // In the frames, the envelope comes first and the id that proves the lesson is marked, in both.
  const keys = await demo.locator('figure pre').first().locator('button').allInnerTexts();
  expect(keys.slice(0, 3)).toEqual(['"jsonrpc"', '"id"', '"method"']);
  // (A key's line reads `"id"`, its note, then `: <value>`: the note sits in the line for screen readers.)
  await expect(demo.locator('figure [data-highlight]', { hasText: new RegExp(`^\\s*"id".*: ${id},?$`) })).toHaveCount(2);
});

test('the primitives chapter lists the live catalogue and shows prompts/list as one call followed cursor by cursor', async ({ page }) => {
  await page.goto('/#primitives');
  const demo = page.getByTestId('demo-catalog');
  await expect(demo).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  for (const name of await liveToolNames(page.request)) await expect(demo.getByTestId('tool-list')).toContainText(name);
  await expect(demo.getByTestId('resource-list')).toContainText(`${CORPUS_COUNT_TEXT} prompts`);
  // Every prompts/list page followed to the end: the corpus's templated prompts (400-odd), not one page's worth.
  await expect(demo.getByTestId('prompt-list').getByRole('heading')).toHaveText(/^Prompts\s*4\d\d$/);
  const note = (await demo.getByTestId('prompt-list').textContent()) ?? '';
  const pages = Number(/(\d+) pages of prompts\/list/.exec(note)?.[1]);
  expect(pages).toBeGreaterThan(1);
  await expect(demo.getByTestId('lesson')).toContainText(`in ${pages} pages of prompts/list, each asked for with the page before’s nextCursor`);
  await openWire(demo);
  // The wire shows those pages as one call: each page's cursor, and the last without a nextCursor.
  const paged = demo.getByTestId('paged-call');
  await expect(paged).toHaveCount(1);
  await expect(paged.getByTestId('page')).toHaveCount(pages);
  await expect(paged.getByTestId('page').first()).toContainText(/no cursor.*nextCursor:/);
  await expect(paged.getByTestId('page').nth(1)).toContainText(/cursor: .*nextCursor:/);
  await expect(paged.getByTestId('page').last()).toContainText('no nextCursor');
  await expect(paged.getByTestId('paged-call-end')).toBeVisible();
  // Numbered as listed: the paged call is one item.
  const numbers = await wireNumbers(demo);
  expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  await expect(demo.getByTestId('wire').locator('summary').first()).toHaveText(`On the wire (${numbers.length}): the full exchanges`);
});

test('the two-doors chapter puts the build-time stdio session beside the live HTTP call, with identical results', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/#two-doors');
  const demo = page.getByTestId('demo-two-doors');
  await expect(demo).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  await expect(demo.getByTestId('doors-compare')).toContainText(/the same structuredContent: \d+ bytes, identical byte for byte/);
  await openWire(demo);
  await expect(demo.getByTestId('door-stdio').getByText('← stdout (one line)')).toBeVisible();
  await expect(demo.getByTestId('door-http').locator('[data-method="tools/call"][open]')).toHaveCount(1);
  const stdio = (await demo.getByTestId('door-stdio').boundingBox())!;
  const http = (await demo.getByTestId('door-http').boundingBox())!;
  expect(Math.abs(stdio.y - http.y)).toBeLessThan(2);
  expect(http.x).toBeGreaterThanOrEqual(stdio.x + stdio.width);
  // A phone has no room: one after the other, as the chapter says.
  await page.setViewportSize({ width: 390, height: 844 });
  const stdioNarrow = (await demo.getByTestId('door-stdio').boundingBox())!;
  expect((await demo.getByTestId('door-http').boundingBox())!.y).toBeGreaterThanOrEqual(stdioNarrow.y + stdioNarrow.height);
});

test('the transports chapter shows the stream as one progress row with a scrubber, not a page per notification', async ({ page }) => {
  await page.goto('/#transports');
  const demo = page.getByTestId('demo-transports');
  await expect(demo).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await openWire(demo);
  const ticks = Number(/(\d+) progress notifications, then the result/.exec((await demo.getByTestId('stream-summary').textContent()) ?? '')?.[1]);
  expect(ticks).toBeGreaterThan(5);
  const call = demo.locator('[data-testid="exchange"][data-method="tools/call"]');
  const run = call.getByTestId('progress-run');
  await expect(run).toHaveCount(1);
  await expect(run).toContainText(`${ticks} progress notifications`);
  // One frame for the whole run (the one the scrubber is on), plus the request and the result.
  await expect(call.locator('figure')).toHaveCount(3);
  await expect(run.getByTestId('progress-run-pick')).toContainText(`${ticks} / ${ticks}`);
  const scrubber = run.getByRole('slider');
  await scrubber.focus();
  await page.keyboard.press('Home');
  await expect(run.getByTestId('progress-run-pick')).toContainText(`1 / ${ticks} · progress`);
  await expect(run.locator('figure')).toContainText('"notifications/progress"');
});

test('the stateless chapter shows GET answered 405 and both protocol eras live, numbered in the order shown', async ({ page }) => {
  await page.goto('/#stateless');
  const demo = page.getByTestId('demo-stateless');
  await expect(demo).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  await expect(demo.getByTestId('stateless-lesson')).toContainText(
    /GET → 405: no stream to open · 2026-07-28: (server\/discover → )?resources\/templates\/list, no initialize · 2025 era: initialize first, \d+ exchanges/,
  );
  await openWire(demo);
  await expect(demo.locator('[data-testid="exchange"]').first()).toContainText('405');
  await expect(demo.getByTestId('era-legacy').locator('[data-method="initialize"]')).toHaveCount(1);
  // The 2025-era client asks for its server-to-client stream after initialize, and is refused in its own column.
  await expect(
    demo
      .getByTestId('era-legacy')
      .locator('[data-testid="exchange"]', { hasText: `GET ${DOOR.open.path}` })
      .locator('summary'),
  ).toContainText('405');
  await expect(demo.getByTestId('era-modern').locator('[data-method="initialize"]')).toHaveCount(0);
  await expect(demo.getByTestId('era-modern').locator('[data-method="resources/templates/list"][open]')).toHaveCount(1);
  await expect(demo.getByTestId('era-legacy').locator('[data-method="resources/templates/list"][open]')).toHaveCount(1);
  const numbers = (await demo.locator('[data-testid="exchange"] > summary > span:first-child').allInnerTexts()).map((t) => Number(t.slice(1)));
  expect(numbers).toEqual(numbers.map((_, i) => i + 1));
});

test('the round-trips chapter runs refine_prompt by sampling, and falls back for a client that cannot', async ({ page }) => {
  await page.goto('/#round-trips');
  const demo = page.getByTestId('demo-mrtr');
  // It waits for the reader, who plays the model: it starts on a click, never on view.
  await expect(demo).toHaveAttribute('data-trigger', 'click');
  await expect(demo).toHaveAttribute('data-status', 'waiting');
  await demo.getByRole('button', { name: 'Answer as the model' }).click();
  await expect(demo).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await expect(demo.getByTestId('mrtr-via')).toHaveText(['sampling', 'fallback']);
  await expect(demo.getByTestId('mrtr-lesson')).toContainText(
    /id (\d+) → input_required · retried as id (?!\1\b)\d+ with inputResponses → result via sampling · a client that cannot sample: via fallback/,
  );
  await openWire(demo);
  await expect(demo.locator('[data-method="tools/call"]')).toHaveCount(3);
});

test('the lock chapter opens the 401 it is about, and badges plain HTTP by its status, not as an MCP notification', async ({ page }) => {
  await page.goto('/#lock');
  const demo = page.getByTestId('demo-lock');
  await expect(demo).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  await expect(demo.getByTestId('lock-challenge')).toContainText(
    `no token → 401 · WWW-Authenticate: Bearer points at /.well-known/oauth-protected-resource${DOOR.oauth.path}`,
  );
  await expect(demo.getByTestId('lock-issuer')).toHaveText(/\/oauth$/);
  await openWire(demo);
  // The header that proves it is marked and shown; the framework's wait behind "show all headers".
  const refused = demo.locator('[data-testid="exchange"]', { hasText: '401 · http error' }).first();
  await expect(refused).toHaveAttribute('open', '');
  await expect(refused.locator('[data-highlight]', { hasText: 'www-authenticate' })).toBeVisible();
  const shown = await refused.locator('dl[aria-label="Response headers"] dt').allInnerTexts();
  expect(shown).toContain('www-authenticate');
  expect(shown.filter((h) => ['vary', 'date', 'keep-alive', 'connection', 'transfer-encoding'].includes(h))).toEqual([]);
  await expect(refused.getByTestId('framework-headers').last()).toContainText('Show all headers');
  const metadata = demo.locator('[data-testid="exchange"] > summary', { hasText: 'GET /.well-known/oauth-protected-resource' });
  await expect(metadata.filter({ hasText: '200 OK' })).not.toHaveCount(0);
  for (const summary of await metadata.all()) await expect(summary).not.toContainText(/accepted|2025 era|2026-07-28/);
  const numbers = await wireNumbers(demo);
  expect(numbers).toEqual(numbers.map((_, i) => i + 1));
});

test('the jwt chapter’s first token is a good one, every check passing; the deputy chapter then sends a bad one, refused live', async ({ page }) => {
  await page.goto('/#jwt');
  const demo = page.getByTestId('demo-token');
  await expect(demo).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  const checks = demo.getByTestId('checks');
  for (const check of ['signature', 'iss', 'exp', 'aud']) await expect(checks.locator(`[data-check="${check}"]`)).toHaveAttribute('data-verdict', 'pass');
  // The explanation comes first: above the token, it says what the token is and where a bad one is taught.
  const specimen = demo.getByTestId('token-specimen');
  await expect(specimen.getByRole('link', { name: 'next chapter' })).toHaveAttribute('href', '#confused-deputy');
  expect((await specimen.boundingBox())!.y).toBeLessThan((await checks.boundingBox())!.y);
  await expect(demo.getByTestId('token-lesson')).toContainText(/signature ✓.*aud ✓/);
  await expect(demo.getByTestId('token-lesson')).not.toContainText('✗');
  await openWire(demo);
  const lab = demo.locator('[data-testid="exchange"]', { hasText: 'POST /oauth/lab' });
  await expect(lab.locator('summary')).toContainText('200 OK');
  await page.locator('#confused-deputy').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('deputy-refusal')).toContainText(/401.*invalid_token.*wrong audience/, { timeout: 20_000 });
  // A client that closes its transport after the 401 has cancelled nothing: no abort on these exchanges.
  await expect(page.getByTestId('demo-deputy')).toHaveAttribute('data-status', 'done');
  await expect(page.getByTestId('demo-deputy')).not.toContainText(/aborted|Stream closed by the client/);
  await expect(page.getByTestId('demo-lock')).not.toContainText(/aborted|Stream closed by the client/);
});

test('the Inspector command names this deployment, not localhost:3000', async ({ page, baseURL }) => {
  await page.goto('/');
  await page.getByText(/tools, and how to connect/).click();
  await expect(page.getByTestId('inspector-command')).toHaveText(
    `npx @modelcontextprotocol/inspector --transport http --server-url ${new URL(baseURL!).origin}${DOOR.open.path}`,
  );
});

// The tour with every demo run, at 390, 1024 and 1280 px (no sideways scroll, no word split across lines):
// e2e/layout.spec.ts, which runs the demos once and checks each width over the same content.

test('predict first: the question comes before the demo, its finding is held until a pick is sent, and a wrong pick says why from the live answer', async ({
  page,
}) => {
  await page.goto('/#stateless');
  const stateless = page.getByTestId('predict-stateless');
  const demo = page.getByTestId('demo-stateless');
  // The question, then the send, then the finding: above the demo, and the demo's finding held back meanwhile.
  expect((await stateless.boundingBox())!.y).toBeLessThan((await demo.boundingBox())!.y);
  await expect(demo).toHaveAttribute('data-status', 'done', { timeout: 20_000 });
  await expect(demo.getByTestId('finding-held')).toBeVisible();
  await expect(demo.getByTestId('stateless-lesson')).toBeHidden();
  const send = stateless.getByRole('button', { name: 'Send it' });
  await expect(send).toBeDisabled();
  await stateless.getByRole('radio', { name: /^405/ }).check();
  await send.click();
  await expect(stateless.getByTestId('predict-verdict')).toContainText('Right. The server answered HTTP 405. Refusing the GET at once');
  await expect(stateless).toHaveAttribute('data-right', 'true');
  await expect(stateless.getByTestId('exchange').locator('summary')).toContainText('405');
  await expect(demo.getByTestId('stateless-lesson')).toBeVisible();
  await expect(demo.getByTestId('finding-held')).toHaveCount(0);

  // The 401-versus-403 lesson: the wrong pick is answered with the live challenge and why 403 is not this.
  await page.locator('#lock').scrollIntoViewIfNeeded();
  const lock = page.getByTestId('predict-lock');
  await expect(page.getByTestId('demo-lock').getByTestId('lock-challenge')).toBeHidden();
  await lock.getByRole('radio', { name: /^403/ }).check();
  await lock.getByRole('button', { name: 'Send it' }).click();
  await expect(lock.getByTestId('predict-verdict')).toContainText('Not this time. The server answered HTTP 401, WWW-Authenticate: Bearer');
  await expect(lock.getByTestId('predict-verdict')).toContainText(`/.well-known/oauth-protected-resource${DOOR.oauth.path}`);
  await expect(lock.getByTestId('predict-verdict')).toContainText('403 (insufficient_scope) is for a caller the door has identified');
  await expect(lock).toHaveAttribute('data-right', 'false');
  await expect(page.getByTestId('demo-lock').getByTestId('lock-challenge')).toBeVisible({ timeout: 20_000 });
});
