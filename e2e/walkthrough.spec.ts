/**
 * The /auth walkthrough: every OAuth step to a 200 (opened on a client ID metadata document, which this plain-http
 * build's issuer fetches as its own), the refresh and step-up; by keyboard only; both registrations explained before
 * the choice; a denial and an issuer refusal said on the page; stable step links (numbers and ids); the key track's
 * own diagram; a diagram with the browser's lane readable at every width; axe.
 */
import { type Page, expect, test } from '@playwright/test';
import { CLIENT_METADATA_PATH, DOOR, ISSUER_ENDPOINT_PATHS } from '../lib/vocabulary';
import { KEY_TRACK, positionOf, rangeLabel, WALK_STEPS } from '../lib/walkthrough/steps';
import { registerStep } from '../lib/walkthrough/steps/register';
import { seriousViolations } from './axe';

const FIRST = WALK_STEPS[0];
const LAST = WALK_STEPS[WALK_STEPS.length - 1];
const PERSON = WALK_STEPS.find((s) => s.person)!;

// The scans here leave out the open exchanges' highlighted JSON (3,500 elements on the finished walkthrough, most of
// a whole-page scan's time), which layout.spec scans on the playground.

/** Runs `open`, waits for the issuer's consent window, and answers it with `decision`. `check`: also look at it as the popup it is. */
async function answerConsent(page: Page, open: () => Promise<unknown>, decision: 'Approve' | 'Deny' = 'Approve', { check = false } = {}) {
  const popup = page.context().waitForEvent('page');
  await open();
  const consent = await popup;
  await expect(consent.getByRole('button', { name: decision })).toBeVisible();
  if (check) await expectFitsItsPopup(consent);
  await consent.getByRole('button', { name: decision }).click();
}

/** The consent page in the window the walkthrough opens (620×760): no site nav, Approve in sight unscrolled, no word split; and axe. */
async function expectFitsItsPopup(consent: Page) {
  await consent.setViewportSize({ width: 620, height: 760 });
  await expect(consent.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  expect(await consent.evaluate(() => window.scrollY)).toBe(0);
  await expect(consent.getByRole('button', { name: 'Approve' })).toBeInViewport({ ratio: 1 });
  // A word laid out on one line has one box: "verified" once split as "verifi/ed" (a dynamically registered client's
  // line); this walk's client is a metadata document, whose line says "metadata".
  const lines = await consent.evaluate((word) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const at = n.textContent?.indexOf(word) ?? -1;
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(n, at);
      range.setEnd(n, at + word.length);
      return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
    }
    return -1;
  }, 'metadata');
  expect(lines).toBe(1);
  // The issuer's consent page is a page people read too: it gets the same accessibility bar.
  expect(await seriousViolations(consent)).toEqual([]);
}

/** The final exchange answered 200, and nothing on it claims the client aborted. */
async function expectCleanFinal(page: Page) {
  const exchanges = page.getByTestId(`step-${LAST.id}`).getByTestId('exchange');
  await expect(exchanges.last()).toContainText('200 · result');
  await expect(page.getByTestId(`step-${LAST.id}`)).not.toContainText(/aborted|Stream closed by the client/);
}

/** The refresh step: its token request on the wire (grant_type=refresh_token, answered 200), the new pair, then the door's 200 to the new access token. */
async function expectRefreshShown(page: Page) {
  const card = page.getByTestId('step-refresh');
  const exchanges = card.getByTestId('exchange');
  const tokenRequest = exchanges.first();
  await expect(tokenRequest).toContainText('/oauth/token');
  await expect(tokenRequest).toContainText('200');
  if (!(await tokenRequest.evaluate((d) => (d as HTMLDetailsElement).open))) await tokenRequest.locator('summary').first().click();
  await expect(tokenRequest).toContainText('grant_type=refresh_token');
  await expect(card.getByTestId('fact-note-refresh_token sent')).toContainText('Spent now');
  await expect(card).toContainText('refresh_token back');
  await expect(exchanges.last()).toContainText('200 · result');
}

test('the OAuth walkthrough opens on a client ID metadata document and completes every step, one click each, to a 200; then steps up', async ({ page }) => {
  test.setTimeout(240_000); // thirteen steps, two consent windows and axe on a loaded 2-core machine
  // Instant scrolling (the page honours reduced motion): a click waits for its button to stop moving, and a smooth scroll per step added up.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/auth');
  await expect(page.getByRole('radio', { name: 'Client ID metadata document' })).toBeChecked();
  for (const step of WALK_STEPS) {
    const card = page.getByTestId(`step-${step.id}`);
    const button = card.getByRole('button', { name: step.person?.action ?? `Run step ${positionOf(step.id)}` });
    if (step.person) await answerConsent(page, () => button.click(), 'Approve', { check: true });
    else await button.click();
    await expect(card).toHaveAttribute('data-state', 'done', { timeout: 20_000 });
    await expect(page.getByTestId('sequence-diagram')).toHaveAttribute('data-current', step.id);
  }
  await expect(page).toHaveURL(new RegExp(`step=${LAST.id}`));
  await expect(page.getByTestId(`step-${FIRST.id}`).getByTestId('exchange').first()).toContainText('401');
  await expect(page.getByTestId('pkce')).toContainText('✓ equal');
  await expect(page.getByTestId('callback-checks')).not.toContainText('✗');
  await expect(page.getByTestId('final-status')).toContainText('HTTP 200');
  // The client_id is this deployment's own document URL, which the issuer fetched over plain http as its own.
  await expect(page.getByTestId(`step-${registerStep.id}`)).toContainText(`${new URL(page.url()).origin}${CLIENT_METADATA_PATH}`);
  await expect(page.getByTestId('fact-note-client_id')).toContainText('Public, and not a credential');
  await expectCleanFinal(page);
  await expectRefreshShown(page);

  await page.getByTestId('stepup-403').getByRole('button').click();
  await expect(page.getByTestId('stepup-403-message')).toContainText('403 insufficient_scope');
  await answerConsent(page, () => page.getByTestId('stepup-reauthorize').getByRole('button').click());
  await expect(page.getByTestId('stepup-reauthorize-message')).toContainText('prompts:refine');
  await page.getByTestId('stepup-200').getByRole('button').click();
  await expect(page.getByTestId('stepup-200-message')).toContainText('200');
  // What only a finished walk shows: the steps from consent on (their findings), the diagram all done, the step-up.
  // The steps before consent, with their exchanges, are scanned part-way in a11y-tour.spec; exchanges, on the playground in layout.spec.
  const after = WALK_STEPS.slice(WALK_STEPS.indexOf(PERSON)).map((s) => `[data-testid="step-${s.id}"]`);
  expect(await seriousViolations(page, [...after, '[data-testid="sequence-diagram"]', '#step-up'], ['[data-testid="exchange"]'])).toEqual([]);
});

test('by keyboard only: Next brings each step into view and focuses its heading; the last exchange is a clean 200', async ({ page }) => {
  test.setTimeout(240_000); // thirteen steps, two consent windows and axe on a loaded 2-core machine
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // axe: the fresh page in a11y-tour.spec (part-way), the finished one in the test above.
  await page.goto('/auth');
  /** Tabs forward (from the top of the page, then from the heading of the step just run) to the next "Next" button. */
  const focusNext = async (label: string) => {
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate((l) => document.activeElement?.textContent === l, label)) return;
    }
    throw new Error(`"${label}" is not within 30 Tab presses`);
  };
  for (const step of WALK_STEPS) {
    await focusNext(`Next: step ${positionOf(step.id)}`);
    await expect(page.locator(':focus')).toHaveText(`Next: step ${positionOf(step.id)}`);
    if (step.person) {
      const popup = page.context().waitForEvent('page');
      await page.keyboard.press('Enter');
      const consent = await popup;
      const approve = consent.getByRole('button', { name: 'Approve' });
      await expect(approve).toBeVisible();
      for (let t = 0; t < 20 && !(await approve.evaluate((b) => b === document.activeElement)); t++) await consent.keyboard.press('Tab');
      await consent.keyboard.press('Enter');
    } else {
      await page.keyboard.press('Enter');
    }
    const heading = page.locator(`#step-${step.id}-title`);
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect(page.getByTestId(`step-${step.id}`)).toHaveAttribute('data-state', 'done', { timeout: 20_000 });
  }
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  // The diagram beside the steps followed along: the last step's row is in sight too.
  await expect(page.getByTestId('sequence-diagram').locator(`[data-step="${LAST.id}"]`)).toBeInViewport();
  await expectCleanFinal(page);
});

test('a denial says what happened (access_denied) and offers Reset', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/auth');
  await answerConsent(page, () => page.getByRole('button', { name: 'Run all' }).click(), 'Deny');
  const card = page.getByTestId(`step-${PERSON.id}`);
  await expect(card.getByTestId('step-failure')).toContainText('access_denied', { timeout: 20_000 });
  await expect(card).toHaveAttribute('data-state', 'failed');
  await expect(page.getByTestId(`step-${WALK_STEPS[positionOf(PERSON.id)].id}`)).toHaveAttribute('data-state', 'pending');
  await card.getByRole('button', { name: 'Reset the walkthrough' }).click();
  await expect(page.getByTestId(`step-${FIRST.id}`)).toHaveAttribute('data-state', 'next');
  await expect(page.locator(`#step-${FIRST.id}-title`)).toBeFocused();
});

test('both registrations are explained before the choice, with this deployment’s URLs and what each costs the issuer; the metadata document first and chosen', async ({
  page,
}) => {
  await page.goto('/auth');
  const origin = new URL(page.url()).origin;
  const choices = page.getByRole('group', { name: /Registration/ }).getByRole('radio');
  await expect(choices.first()).toHaveAccessibleName('Client ID metadata document');
  await expect(choices.first()).toBeChecked();
  await expect(choices.first()).toHaveAccessibleDescription(new RegExp(`${origin}${CLIENT_METADATA_PATH}.*What it costs the issuer: A fetch on every sign-in`));
  await expect(page.getByTestId('registration-dcr')).toContainText(`${origin}${ISSUER_ENDPOINT_PATHS.registration}`);
  await expect(page.getByTestId('registration-dcr')).toContainText('deprecated in 2026-07-28');
  await expect(page.getByTestId('registration-dcr-costs')).toContainText('rate-limit the endpoint');
  // Asked for by name, the older way is chosen.
  await page.goto('/auth?registration=dcr');
  await expect(page.getByRole('radio', { name: /Dynamic registration/ })).toBeChecked();
});

test('a client the issuer refuses outright: the reason shows on the walkthrough, not only in the popup', async ({ page }) => {
  test.setTimeout(90_000);
  // The authorization request, as the browser sends it, names another http client_id URL than this deployment's own
  // document: the issuer fetches no http URL but its own, and refuses before asking anything.
  await page.context().route(/\/oauth\/authorize\?/, async (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('client_id', 'http://client.example/metadata.json');
    await route.fulfill({ response: await route.fetch({ url: url.href }) });
  });
  await page.goto('/auth');
  const popup = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Run all' }).click();
  await popup;
  const failure = page.getByTestId(`step-${PERSON.id}`).getByTestId('step-failure');
  await expect(failure).toContainText('refused the request before asking you', { timeout: 20_000 });
  await expect(failure).toContainText('invalid_client');
  await expect(failure).toContainText('must be https');
  await expect(failure.getByRole('button', { name: 'Reset the walkthrough' })).toBeVisible();
});

test('stable links open a step by number or by id, with the steps before it already run', async ({ page }) => {
  const register = WALK_STEPS[4];
  // A deep link ends by scrolling to its step (and the controls panel to its diagram row). A click during that
  // smooth scroll can land on whatever moved under the pointer (a CI run once saw Reset change nothing). With
  // reduced motion, which the page honours, the scroll is instant; the step's focused heading says it happened.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`/auth?step=${positionOf(register.id)}`);
  await expect(page.getByTestId('sequence-diagram')).toHaveAttribute('data-current', register.id);
  await expect(page.getByTestId(`step-${register.id}`)).toHaveAttribute('aria-current', 'step');
  await expect(page.getByTestId(`step-${WALK_STEPS[3].id}`)).toHaveAttribute('data-state', 'done', { timeout: 20_000 });
  await expect(page.getByTestId(`step-${register.id}`)).toHaveAttribute('data-state', 'next');
  await expect(page.locator(`#step-${register.id}-title`)).toBeFocused();
  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(page.getByTestId(`step-${FIRST.id}`)).toHaveAttribute('data-state', 'next');

  await page.goto(`/auth?step=${register.id}`);
  await expect(page.getByTestId(`step-${register.id}`)).toHaveAttribute('data-state', 'next', { timeout: 20_000 });
});

test('a link to a step that cannot run yet says what must happen first', async ({ page }) => {
  const after = WALK_STEPS[positionOf(PERSON.id)]; // the step after consent: /auth?step=9
  await page.goto(`/auth?step=${positionOf(after.id)}`);
  await expect(page.getByTestId(`step-${PERSON.id}`)).toHaveAttribute('data-state', 'next', { timeout: 20_000 });
  const waiting = page.getByTestId(`step-${after.id}`).getByTestId('waiting-for');
  await expect(waiting).toContainText(`run step ${positionOf(PERSON.id)} first`);
  await expect(waiting).toContainText('needs you');
});

test('the shared-key track: its own diagram and door, the seam numbered from the step list, 401 then 200 with no abort', async ({ page }) => {
  await page.goto('/auth?track=key');
  const diagram = page.getByTestId('sequence-diagram');
  await expect(diagram).toHaveAttribute('data-track', 'key');
  await expect(diagram.locator('[data-lane]')).toHaveCount(2);
  await expect(diagram.locator('[data-lane="as"]')).toHaveCount(0);
  await expect(diagram).toContainText(DOOR.key.path);
  await expect(diagram).not.toContainText(DOOR.oauth.path);
  const seam = rangeLabel(KEY_TRACK.folded);
  await expect(diagram.locator('[data-folded]')).toHaveAttribute('data-folded', seam);
  await expect(diagram.locator('[data-folded]')).toContainText(`Steps ${seam} folded`);
  await expect(page.getByTestId('key-seam').getByRole('heading')).toHaveText(`${seam} · Paste a key`);

  await page.getByTestId('key-first-call').getByRole('button').click();
  await expect(page.getByTestId('key-first-call-message')).toContainText('401');
  await expect(page.getByLabel('Shared key')).toHaveValue(/^demo_/);
  await page.getByTestId('key-call-with-key').getByRole('button').click();
  await expect(page.getByTestId('key-call-with-key-message')).toContainText('200');
  for (const card of ['key-first-call', 'key-call-with-key']) {
    // Every exchange open (those already open stay so; a header table's "show all" is not needed here).
    for (const exchange of await page.getByTestId(card).locator('[data-testid="exchange"]').all()) {
      if (!(await exchange.evaluate((d) => (d as HTMLDetailsElement).open))) await exchange.locator('summary').first().click();
    }
    await expect(page.getByTestId(card)).not.toContainText(/aborted|Stream closed by the client/);
  }
  // The whole page with its exchanges open (their summaries, headers and challenge), all but the frames' highlighted
  // JSON: 15 of this scan's 17 s, and the same Frame that layout.spec scans on the playground with a result.
  expect(await seriousViolations(page, [], ['[data-testid="exchange"] figure > pre'])).toEqual([]);
});

test('the sequence diagram is readable at 390, 1024 and 1280 px: text of 12 px or more, lane names inside their boxes, labels between the lifelines they join', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/auth');
  // What the intro says of the network comes from the configured origin (loopback here), not a hard-coded "laptop".
  await expect(page.getByTestId('network-note')).toContainText('http://localhost:');
  await expect(page.getByTestId('network-note')).not.toContainText('laptop');
  const diagram = page.getByTestId('sequence-diagram');
  // The user's browser has its lane: it carries the code back, and the client checks state and iss there.
  await expect(diagram.locator('[data-lane="browser"]')).toContainText('Browser');
  await expect(diagram.locator('[data-step="redirect"] [data-note]')).toContainText('state: no forged callback');
  const lane = async (a: string) => {
    const b = (await diagram.locator(`[data-lane="${a}"]`).boundingBox())!;
    return b.x + b.width / 2;
  };
  for (const width of [390, 1024, 1280]) {
    await test.step(`at ${width} px`, async () => {
      await page.setViewportSize({ width, height: 900 });
      const smallest = await diagram.evaluate((fig) => {
        const sizes = [...fig.querySelectorAll('span, p, figcaption')]
          .filter((el) => el.textContent?.trim() && !el.closest('.sr-only') && !el.classList.contains('sr-only'))
          .map((el) => Number.parseFloat(getComputedStyle(el).fontSize));
        return Math.min(...sizes);
      });
      expect(smallest).toBeGreaterThanOrEqual(12);
      // "Authorization" once overflowed its lane box at 390.
      const overflowing = await diagram.evaluate((fig) =>
        [...fig.querySelectorAll<HTMLElement>('[data-lane]')].filter((box) => box.scrollWidth > box.clientWidth).map((box) => box.dataset.lane),
      );
      expect(overflowing).toEqual([]);
      // Every arrow's label stays between the two lifelines it joins, so none crosses a third party's.
      for (const step of WALK_STEPS.filter((s) => s.arrow.from !== s.arrow.to)) {
        const [a, b] = [await lane(step.arrow.from), await lane(step.arrow.to)].sort((x, y) => x - y);
        const label = (await diagram.locator(`[data-step="${step.id}"] [data-label]`).first().boundingBox())!;
        expect(label.x, step.id).toBeGreaterThanOrEqual(a - 1);
        expect(label.x + label.width, step.id).toBeLessThanOrEqual(b + 1);
      }
    });
  }
  // On a phone the diagram is above the steps and out of sight while stepping: the step's own arrow is in its card.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.getByRole('button', { name: `Next: step 1` }).click();
  const card = page.getByTestId(`step-${FIRST.id}`);
  await expect(card).toHaveAttribute('data-state', 'done', { timeout: 20_000 });
  await expect(page.locator(`#step-${FIRST.id}-title`)).toBeInViewport();
  await expect(card.getByTestId('step-arrow')).toBeInViewport();
  await expect(card.getByTestId('step-arrow')).toContainText('POST');
  await expect(diagram).not.toBeInViewport();
});

test('the diagram grows with the width it is given', async ({ page }) => {
  const labelSize = async () =>
    page
      .getByTestId('sequence-diagram')
      .locator('[data-label]')
      .first()
      .evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/auth');
  const narrow = await labelSize();
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect.poll(labelSize).toBeGreaterThan(narrow);
});
