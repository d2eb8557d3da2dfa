/**
 * Presenter mode: one chapter or walkthrough step per screen, each at its own URL, driven by the keys a
 * keyboard or a clicker sends; Escape leaves for the normal page; R resets everything after a confirm.
 */
import { type Page, expect, test } from '@playwright/test';
import { chapterLabel } from '../content/tour/chapter-label';
import { readChapters } from '../content/tour/read-chapters';
import { WALK_STEPS } from '../lib/walkthrough/steps';

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
  // Appended once the slide is there, and typed into; all again if a render on a loaded machine replaced the
  // section (and the field with it) meanwhile.
  await expect(async () => {
    await page.evaluate(() => {
      if (document.querySelector('[aria-label="scratch"]')) return;
      const input = document.createElement('input');
      input.setAttribute('aria-label', 'scratch');
      document.querySelector('[data-slide] section')?.append(input);
    });
    const field = page.getByLabel('scratch');
    await field.fill('abc', { timeout: 1_000 });
    await field.press('ArrowLeft', { timeout: 1_000 });
    await field.press('r', { timeout: 1_000 });
    await expect(field).toHaveValue('abrc', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
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

/** What a projector would show of the slide on screen, measured in the page. */
function measureSlide(page: Page) {
  return page.evaluate(() => {
    const visible = (e: Element) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
    const code = [...document.querySelectorAll('code, pre')].filter(visible).map((e) => Number.parseFloat(getComputedStyle(e).fontSize));
    const fit = document.querySelector<HTMLElement>('[data-fit]');
    const evidence = fit?.querySelector<HTMLElement>('[data-evidence]');
    const row = document.querySelector('[data-testid="slide-diagram"] [aria-current="step"]')?.getBoundingClientRect();
    return {
      path: window.location.pathname,
      overflow: document.documentElement.scrollHeight - window.innerHeight,
      siteNav: document.querySelectorAll('nav[aria-label="Main"]').length,
      smallestCode: code.length ? Math.min(...code) : null,
      // The evidence fits its box whole: nothing needed is below the slide's edge, no "more below" sign.
      evidenceFits: !fit || !evidence || evidence.offsetHeight <= fit.clientHeight + 1,
      cut: document.querySelectorAll('[data-testid="slide-cut"]').length,
      // The smallest type on the slide itself (not its bar), over every element that shows text of its own.
      smallestText: Math.min(
        ...[...document.querySelectorAll('[data-slide-body] *')]
          .filter((e) => [...e.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()))
          .filter((e) => {
            const r = e.getBoundingClientRect();
            return visible(e) && r.width > 1 && r.height > 1 && r.bottom > 0 && r.top < window.innerHeight;
          })
          .map((e) => Number.parseFloat(getComputedStyle(e).fontSize)),
      ),
      row: row ? { top: row.top, bottom: row.bottom, height: window.innerHeight } : null,
      // A URL the slide shows but cuts (an ellipsis, a line clamp): the value a step is about must show whole.
      cutUrls: [...document.querySelectorAll<HTMLElement>('[data-slide-body] *')]
        .filter((e) => visible(e) && /^https?:\/\//.test(e.textContent?.trim() ?? '') && e.children.length <= 40)
        .filter((e) => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1)
        .filter((e) => getComputedStyle(e).overflow !== 'visible')
        .map((e) => e.textContent?.trim().slice(0, 60) ?? ''),
    };
  });
}

const fitsTheScreen = (m: Awaited<ReturnType<typeof measureSlide>>) => {
  expect(m.overflow, `${m.path} scrolls`).toBeLessThanOrEqual(0);
  expect(m.siteNav, `${m.path} shows the site nav`).toBe(0);
  if (m.smallestCode !== null) expect(m.smallestCode, `${m.path} has code under 20 px`).toBeGreaterThanOrEqual(20);
  expect(m.cut, `${m.path} says "more below the screen's edge"`).toBe(0);
  expect(m.evidenceFits, `${m.path} cuts its evidence at the bottom edge`).toBe(true);
};

/** The current step's row of the diagram, wholly on screen. */
const rowOnScreen = (m: Awaited<ReturnType<typeof measureSlide>>) => {
  expect(m.row, `${m.path} has no current row`).not.toBeNull();
  expect(m.row!.top, `${m.path}: current row above the screen`).toBeGreaterThanOrEqual(0);
  expect(m.row!.bottom, `${m.path}: current row below the screen`).toBeLessThanOrEqual(m.row!.height);
};

/** A projector's screen (1024×768) and a laptop's (1280×800). */
const SCREENS = [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
] as const;

// Each slide is loaded once, at the wider screen, and measured there and then at the narrower one by resizing:
// a settled slide plans its fold again for the new room (FitEvidence), so wide to narrow reaches the fold the
// narrow screen loads with. Polled after a resize: the fold settles a render after the room changes.
test('every tour slide fits a projector and a laptop screen: no scroll, no site nav, nothing below the edge, code at 20 px or more, the heading focused without a ring', async ({
  page,
}) => {
  const chapters = readChapters();
  await page.setViewportSize(SCREENS[0]);
  await page.goto(`/present/tour/${chapters[0].anchor}`);
  let fullFramesTried = false;
  for (const [i, c] of chapters.entries()) {
    await slideAt(page, `/present/tour/${c.anchor}`, String(c.number));
    // One numbering: the slide names the chapter by the number its position in the deck shows.
    await expect(page.getByTestId('slide-chapter')).toHaveText(chapterLabel(c));
    // Every slide carries its lesson's picture or evidence, never only a line pointing at the notes.
    await expect(page.locator('[data-evidence]')).toBeVisible();
    expect(await page.locator('[data-evidence]').evaluate((e) => e.getBoundingClientRect().height), `${c.anchor} shows nothing`).toBeGreaterThan(100);
    // Measured once the slide's demo has drawn its result (the fold reacts to what arrives).
    const demo = page.locator('[data-testid^="demo-"]');
    const hasDemo = (await demo.count()) > 0;
    // A demo that waits for the reader (a task, answering as the model) is measured as it waits.
    const waitsForReader = hasDemo && (await demo.first().getAttribute('data-trigger')) === 'click';
    if (hasDemo && !waitsForReader) await expect(demo.first()).toHaveAttribute('data-status', /done|failed/, { timeout: 30_000 });
    const fit = page.locator('[data-fit]');
    for (const screen of SCREENS) {
      await test.step(`${c.anchor} at ${screen.width}×${screen.height}`, async () => {
        await page.setViewportSize(screen);
        // ...and has settled: it opened again as far as the room allows, and still fits.
        if (hasDemo) await expect(fit).toHaveAttribute('data-settled', 'true');
        await expect(async () => {
          const m = await measureSlide(page);
          fitsTheScreen(m);
          // Readable from the back of the room: no text on a tour slide under 20 px.
          expect(m.smallestText, `${m.path} has text under 20 px`).toBeGreaterThanOrEqual(20);
        }).toPass({ timeout: 5_000 });
        // A clicker user moved here by a key: focus is on the heading, drawn without a ring.
        if (i === 0) expect(await page.locator('[data-slide-title]').evaluate((h) => getComputedStyle(h).outlineStyle)).toBe('none');
        if (hasDemo && !fullFramesTried) {
          // Folded to fit, the slide says so with the one click (or F) that opens the full frames; F again folds them.
          await expect(fit).not.toHaveAttribute('data-fold', 'compact');
          await page.getByTestId('slide-unfold').click();
          await expect(page.getByTestId('slide-full')).toHaveAttribute('aria-pressed', 'true');
          await expect(fit).toHaveAttribute('data-fold', 'full');
          await page.keyboard.press('f');
          await expect(page.getByTestId('slide-full')).toHaveAttribute('aria-pressed', 'false');
          // Given room (the window moved to a taller screen), the settled demo's frames open again; back, they fold.
          await page.setViewportSize({ width: screen.width, height: 1400 });
          await expect(fit).toHaveAttribute('data-fold', 'compact');
          await page.setViewportSize(screen);
          await expect(fit).not.toHaveAttribute('data-fold', 'compact');
          await expect(fit).toHaveAttribute('data-settled', 'true');
          await expect(async () => fitsTheScreen(await measureSlide(page))).toPass({ timeout: 5_000 });
        }
      });
    }
    if (hasDemo) fullFramesTried = true;
    // The next slide loads at the wider screen again.
    await page.setViewportSize(SCREENS[0]);
    if (i < chapters.length - 1) await page.keyboard.press('ArrowRight');
  }
});

// The walkthrough deck keeps a viewport per run: the diagram column scrolls its current row into view when a step
// changes what it draws, not when the window is resized, so a resize would measure a state no presenter loads.
for (const viewport of SCREENS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('every walkthrough slide fits the screen with nothing below the edge, and the current diagram row stays on screen after each step runs', async ({
      page,
    }) => {
      test.setTimeout(120_000); // thirteen live steps and a consent window on a loaded 2-core machine
      await page.goto(`/present/auth/${WALK_STEPS[0].id}`);
      for (const [i, step] of WALK_STEPS.entries()) {
        await slideAt(page, `/present/auth/${step.id}`, String(i + 1));
        const before = await measureSlide(page);
        fitsTheScreen(before);
        rowOnScreen(before);
        const action = page.getByTestId('slide-step').getByRole('button').first();
        if (step.person) {
          const popup = page.context().waitForEvent('page');
          await action.click();
          await (await popup).getByRole('button', { name: 'Approve' }).click();
        } else await action.click();
        await expect(page.getByTestId('slide-step-done')).toBeVisible({ timeout: 20_000 });
        // The fold reacts to the step's result a render after it is drawn (FitEvidence): measured once it has settled.
        await expect(async () => {
          const after = await measureSlide(page);
          fitsTheScreen(after);
          rowOnScreen(after);
          // Readable from the back of the room: the diagram included, no text under 20 px; no URL cut short.
          expect(after.smallestText, `${after.path} has text under 20 px`).toBeGreaterThanOrEqual(20);
          expect(after.cutUrls, `${after.path} cuts a URL`).toEqual([]);
        }).toPass({ timeout: 5_000 });
        await page.keyboard.press('PageDown');
      }
      // After the last step, step-up: the room is asked before anything is sent; the read-only token then gets 403.
      await slideAt(page, '/present/auth/step-up', String(WALK_STEPS.length + 1));
      await expect(page.getByTestId('slide-lesson')).toContainText('401, 403 or 200?');
      await page.getByRole('button', { name: 'Call refine_prompt' }).click();
      await expect(page.getByTestId('stepup-403')).toHaveAttribute('data-outcome', 'ok', { timeout: 15_000 });
      await expect(page.getByTestId('stepup-403')).toContainText('403 insufficient_scope');
      await expect(async () => {
        const m = await measureSlide(page);
        fitsTheScreen(m);
        expect(m.smallestText, `${m.path} has text under 20 px`).toBeGreaterThanOrEqual(20);
      }).toPass({ timeout: 5_000 });
      // Then the other guarded door: 401 without the key, 200 with the demo key the slide fills in.
      await page.keyboard.press('PageDown');
      await slideAt(page, '/present/auth/key', String(WALK_STEPS.length + 2));
      await page.getByRole('button', { name: 'Call /api/mcp/key' }).click();
      await expect(page.getByTestId('key-first-call')).toContainText('401', { timeout: 15_000 });
      await page.getByRole('button', { name: 'Call with Authorization: Bearer <key>' }).click();
      await expect(page.getByTestId('key-call-with-key')).toHaveAttribute('data-outcome', 'ok', { timeout: 15_000 });
      await expect(async () => {
        const m = await measureSlide(page);
        fitsTheScreen(m);
        expect(m.smallestText, `${m.path} has text under 20 px`).toBeGreaterThanOrEqual(20);
      }).toPass({ timeout: 5_000 });
    });
  });
}

test('the speaker notes window (N) follows the deck, carries the prose and no demo, and its own keys move the deck', async ({ page }) => {
  const [first, second, third] = readChapters();
  await page.goto(`/present/tour/${first.anchor}`);
  await slideAt(page, `/present/tour/${first.anchor}`, '1');
  const opened = page.context().waitForEvent('page');
  await page.keyboard.press('n');
  const notes = await opened;
  await expect(notes).toHaveURL(/\/present\/notes$/);
  await expect(notes.getByTestId('notes-following')).toContainText(`slide 1 of`);
  await expect(notes.getByTestId('notes-following')).toContainText(first.title);
  const shown = notes.locator('[data-notes-for]:visible');
  await expect(shown).toHaveCount(1);
  await expect(shown).toHaveAttribute('data-notes-for', `/present/tour/${first.anchor}`);
  await expect(shown.locator('h2')).toHaveText(`${chapterLabel(first)}: ${first.title}`);
  // Talking points and the question to put to the room, before the chapter's text.
  await expect(shown.getByTestId('notes-points').locator('li')).toHaveText(first.points);
  await expect(shown.getByTestId('notes-ask')).toContainText(`Ask the room: ${first.ask}`);
  // the chapter's prose is there, its demo is not (it runs on the slide)
  await expect(shown.locator('p').first()).toBeVisible();
  await expect(notes.locator('[data-testid^="demo-"]:visible')).toHaveCount(0);
  await expect(notes.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

  await page.keyboard.press('ArrowRight');
  await slideAt(page, `/present/tour/${second.anchor}`, '2');
  await expect(shown).toHaveAttribute('data-notes-for', `/present/tour/${second.anchor}`);
  await expect(notes.getByText(`Next: ${third.title}`)).toBeVisible();
  // a clicker pointed at the notes window drives the deck
  await notes.keyboard.press('PageDown');
  await slideAt(page, `/present/tour/${third.anchor}`, '3');
  await expect(shown).toHaveAttribute('data-notes-for', `/present/tour/${third.anchor}`);
});

test('/present counts the chapters with a live demo from the chapters themselves, as the tour shows them', async ({ page }) => {
  await page.goto('/');
  const withDemo = await page.locator('section[id]:has([data-testid^="demo-"])').count();
  const chapters = readChapters().length;
  expect(withDemo).toBeGreaterThan(0);
  await page.goto('/present');
  await expect(page.getByText(`${chapters} chapters,`)).toBeVisible();
  await expect(page.getByTestId('present-demo-count')).toHaveText(withDemo === chapters ? 'each' : String(withDemo));
});
