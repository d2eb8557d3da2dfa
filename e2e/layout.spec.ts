/**
 * Every page used once on a wide screen (1280×800), its primary buttons clicked for real and its demos
 * run; then, with that content on the page, resized to a projector (1024×768) and a phone (390×844):
 * at each width nothing scrolls sideways, no code box sticks out, nothing covers the nav and every nav
 * link takes a click. Axe runs once per page, here for the pages no other spec scans. Each page is served under
 * the nonce policy and reports no CSP violation while it is used (e2e/csp.spec.ts: the pages not used here).
 */
import { type Locator, type Page, expect, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { chooseTool, connected, expectServedUnderPolicy, watchViolations } from './helpers';
import { CHAPTERS, wordsSplitAcrossLines } from './tour-helpers';

/** Where each page is used; the others get the cheap layout pass over the same content. */
const USE_AT = { width: 1280, height: 800 } as const;
const WIDTHS = [USE_AT, { width: 1024, height: 768 }, { width: 390, height: 844 }] as const;

interface PageCase {
  path: string;
  name: string;
  /** The tour runs a dozen live demos and scans every chapter (about 60 s on a loaded 2-core machine): give it longer. */
  timeoutMs?: number;
  /** The spec that runs axe on this page, when it is not this one (axe once per page). */
  axeIn?: string;
  /** This page's axe scan, when a whole-page scan is not the right one; serious and critical findings. */
  scan?: (page: Page) => Promise<unknown[]>;
  /** Prose wraps between words at every width (the tour: "in 10 minutes", never "i n 10 minutes"). */
  wordsWhole?: boolean;
  /** Brings the page to the state a reader sees after using it; clicks its primary buttons for real. */
  use: (page: Page) => Promise<void>;
  /** A presenter slide: its own bar (nav "Slides") stands where the site's nav would. */
  slide?: boolean;
  /** What this page's own layout must be at each width, beyond the checks every page gets. */
  atWidth?: (page: Page, width: number) => Promise<void>;
}

/**
 * Brings each live demo into view (most run when seen; the two that need the reader are started with their
 * button), as a reader scrolling on would: each is started before the next is reached, so they run side by
 * side instead of each waiting for the one before to answer. Then waits until every one has finished. Their
 * frames stay collapsed, as a reader finds them (opening all of them doubled this test's time; the
 * playground's case lays frames out at each width).
 */
async function runEveryDemo(page: Page) {
  const demos = page.locator('[data-testid^="demo-"][data-status]');
  await expect(demos.first()).toBeVisible();
  const all = await demos.all();
  for (const demo of all) {
    await demo.scrollIntoViewIfNeeded();
    // A demo that waits for the reader says so (data-trigger="click"): pressed at once, not after a timeout.
    if ((await demo.getAttribute('data-trigger')) === 'click') await demo.getByRole('button', { name: /^(Start|Answer)/ }).click();
    await expect(demo, 'a demo brought into view starts').not.toHaveAttribute('data-status', 'waiting');
  }
  for (const demo of all) await expect(demo).toHaveAttribute('data-status', /^(done|failed)$/, { timeout: 30_000 });
  await expect(page.locator('[data-testid^="demo-"][data-status="failed"]')).toHaveCount(0);
  await demos.first().getByRole('button', { name: 'Run again' }).click();
  await expect(demos.first()).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
}

/**
 * The tour's scan, with every demo run: its opening and contents, and every chapter, in one axe run over
 * those parts (each run pays for injecting axe and a blank page to finish in: chapter by chapter, that was
 * 16 of them). Not the whole page: e2e/tasks.spec.ts scans the page as loaded, navigation included. A finding
 * names its chapter.
 */
async function scanTour(page: Page) {
  const chapters = CHAPTERS.map(({ anchor }) => `#${anchor}`);
  const found = await seriousViolations(page, ['article > h1', 'section[aria-label="This server"]', 'nav[aria-label="Chapters"]', ...chapters]);
  return Promise.all(
    found.map(async (v) => ({
      chapter: await page.evaluate((target) => {
        try {
          return document.querySelector(target)?.closest('section[id]')?.id ?? null;
        } catch {
          return null; // a target inside a shadow root or a frame: its selector alone does not find it
        }
      }, v.nodes[0] ?? ''),
      ...v,
    })),
  );
}

const PAGES: PageCase[] = [
  { path: '/', name: 'tour', use: runEveryDemo, scan: scanTour, timeoutMs: 360_000, wordsWhole: true },
  {
    path: '/playground',
    name: 'playground',
    use: async (page) => {
      await connected(page);
      await chooseTool(page, 'search_prompts');
      await page.getByLabel(/^query/).fill('linux terminal');
      await page.getByRole('button', { name: 'Call tool' }).click();
      await expect(page.getByTestId('call-status')).toHaveText('Done', { timeout: 20_000 });
    },
    atWidth: expectPlaygroundColumns,
  },
  {
    path: '/auth',
    name: 'auth',
    axeIn: 'a11y-tour.spec.ts and walkthrough.spec.ts',
    use: async (page) => {
      // The controls' Next (a step card may show its own Next where focus lands, too).
      await page.getByRole('button', { name: 'Next: step 1' }).first().click();
      await expect(page.getByRole('button', { name: 'Next: step 2' }).first()).toBeEnabled({ timeout: 20_000 });
    },
  },
  {
    path: '/jwt',
    name: 'jwt',
    axeIn: 'a11y-tour.spec.ts',
    use: async (page) => {
      await page.getByRole('button', { name: 'Mint lab tokens' }).click();
      await expect(page.getByRole('button', { name: 'Send every one' })).toBeEnabled({ timeout: 20_000 });
    },
  },
  {
    path: '/break',
    name: 'break',
    axeIn: 'break.spec.ts',
    use: async (page) => {
      const card = page.getByTestId('flow-attack-forged-state-mix-up');
      await card.getByRole('button', { name: 'Run this attack' }).click();
      await expect(card).toHaveAttribute('data-state', 'refused', { timeout: 30_000 });
      await card.getByText(/exchanges this attack made/).click();
    },
  },
  {
    path: '/connect',
    name: 'connect',
    use: async (page) => {
      await page.getByRole('button', { name: /^Copy/ }).first().click();
      await expect(page.getByRole('button', { name: /^Copied/ }).first()).toBeVisible();
    },
  },
  {
    path: '/status',
    name: 'status',
    use: async (page) => {
      await expect(page.getByTestId('status-corpus')).toHaveText('Loaded');
    },
  },
  {
    path: '/facilitator',
    name: 'facilitator',
    use: async (page) => {
      await expect(page.getByTestId('demo-key')).toBeVisible();
      page.once('dialog', (d) => void d.dismiss());
      await page.getByRole('button', { name: 'Reset this browser' }).click();
    },
  },
  {
    path: '/facilitator/handout',
    name: 'handout',
    use: async (page) => {
      await expect(page.getByTestId('qr').first()).toBeVisible();
    },
  },
  {
    path: '/present/tour/json-rpc',
    name: 'present-tour',
    slide: true,
    use: async (page) => {
      await page.getByTestId('slide-next').click();
      await expect(page).toHaveURL(/\/present\/tour\/primitives$/);
      const demo = page.locator('[data-testid^="demo-"][data-status]').first();
      await demo.scrollIntoViewIfNeeded();
      await expect(demo).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
    },
  },
  {
    path: '/present/auth/first-call',
    name: 'present-auth',
    slide: true,
    use: async (page) => {
      await page.getByRole('button', { name: 'Run step 1' }).click();
      await expect(page.getByTestId('slide-step-done')).toBeVisible({ timeout: 20_000 });
    },
  },
];

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(clientWidth);
}

/** Every visible code box ends inside the viewport: long JSON wraps or scrolls inside its own box. */
async function expectCodeInsideViewport(page: Page) {
  const sticking = await page.evaluate(() =>
    [...document.querySelectorAll('main pre')]
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && r.right > document.documentElement.clientWidth + 0.5)
      .map(({ el, r }) => `${el.tagName.toLowerCase()} ending at ${Math.round(r.right)}px: ${(el.textContent ?? '').slice(0, 60)}`),
  );
  expect(sticking).toEqual([]);
}

/** Samples points across the header: each must hit the header itself, not something laid over it. */
async function expectNothingOverTheNav(page: Page, slide = false) {
  // A step's smooth scroll may still be running and move the header off the top between the scroll back and
  // the sampling: each try scrolls back and samples at once, until the header is at the top and uncovered.
  // Something really laid over the nav stays there, and the last try's findings are the failure.
  await expect
    .poll(() =>
      page.evaluate(
        (bar) => {
          window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
          const header = document.querySelector(bar);
          if (!header) return ['no header'];
          const r = header.getBoundingClientRect();
          if (r.top !== 0) return [`the header's top is at ${r.top}px`];
          const hits: string[] = [];
          for (let x = r.left + 4; x < r.right; x += 24) {
            for (const y of [r.top + 4, r.top + r.height / 2, r.bottom - 4]) {
              const el = document.elementFromPoint(x, y);
              if (!el || !header.contains(el)) hits.push(`${Math.round(x)},${Math.round(y)} → ${el ? el.outerHTML.slice(0, 80) : 'nothing'}`);
            }
          }
          return hits;
        },
        slide ? '[data-slide] > nav' : 'body > header',
      ),
    )
    .toEqual([]);
}

/** The workshop's three entries, in the main nav of every page (e2e/nav-workshop.spec.ts: the pages this spec does not visit). */
const WORKSHOP_LINKS = [
  ['Tour', '/'],
  ['Observe', '/observe'],
  ['Present', '/present'],
] as const;

/** Every nav link is on screen and takes a click (a trial click: Playwright's hit test, without navigating). */
async function expectNavReachable(page: Page, slide = false) {
  // A slide has no site nav: its own bar (Previous, Next, Exit) takes the clicks.
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(slide ? 0 : 1);
  const links = page.getByRole('navigation', { name: slide ? 'Slides' : 'Main' }).getByRole('link');
  if (!slide) await expect(links).toHaveCount(10);
  if (!slide) {
    const main = page.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of WORKSHOP_LINKS) await expect(main.getByRole('link', { name, exact: true }), `${name} in the nav`).toHaveAttribute('href', href);
  }
  for (const link of await links.all()) {
    await expect(link).toBeInViewport();
    await link.click({ trial: true });
  }
}

for (const p of PAGES) {
  test(`${p.path} used at ${USE_AT.width} px, then at every width: no sideways scroll, nothing over the nav, primary buttons clickable${p.axeIn ? '' : ', axe clean'}, no CSP violation`, async ({
    page,
  }) => {
    test.setTimeout(p.timeoutMs ?? 120_000);
    await page.setViewportSize(USE_AT);
    const violations = await watchViolations(page);
    await expectServedUnderPolicy(page, await page.goto(p.path), p.path);
    await expect(page.locator('h1')).toBeVisible();
    await expectNavReachable(page, p.slide);
    await p.use(page);
    if (!p.axeIn) expect(await (p.scan ?? ((pg: Page) => seriousViolations(pg)))(page)).toEqual([]);
    for (const size of WIDTHS) {
      await test.step(`at ${size.width}×${size.height}`, async () => {
        await page.setViewportSize(size);
        await expectNoSidewaysScroll(page);
        await expectCodeInsideViewport(page);
        if (p.wordsWhole) expect(await wordsSplitAcrossLines(page.locator('main'))).toEqual([]);
        // Scrolls back to the top, where the nav is, then checks it is uncovered and every link takes a click.
        await expectNothingOverTheNav(page, p.slide);
        await expectNavReachable(page, p.slide);
        await p.atWidth?.(page, size.width);
      });
    }
    expect(await violations(), 'CSP violations').toEqual([]);
  });
}

async function box(l: Locator) {
  const b = await l.boundingBox();
  if (!b) throw new Error('not laid out');
  return b;
}

/**
 * The playground's columns, with a call made: three on a wide screen (connect, request and wire side by side),
 * two on a projector (the wire beside the request), stacked on a phone (connect, then the request, then the wire).
 */
async function expectPlaygroundColumns(page: Page, width: number) {
  const [c, r, w] = [
    await box(page.getByRole('region', { name: /Connect/ })),
    await box(page.getByRole('region', { name: /tools\/call/ })),
    await box(page.getByRole('region', { name: /On the wire/ })),
  ];
  if (width >= 1280) {
    expect(r.x, 'the request right of connect').toBeGreaterThanOrEqual(c.x + c.width);
    expect(w.x, 'the wire right of the request').toBeGreaterThanOrEqual(r.x + r.width);
    expect(Math.abs(r.y - c.y), 'connect and the request on one row').toBeLessThan(2);
  } else if (width >= 1024) {
    expect(Math.abs(r.x - c.x), 'the request under connect').toBeLessThan(2);
    expect(w.x, 'the wire beside the request').toBeGreaterThanOrEqual(r.x + r.width);
    expect(w.y, 'the wire starting above the request').toBeLessThan(r.y);
  } else {
    expect(r.y, 'the request below connect').toBeGreaterThan(c.y + c.height - 1);
    expect(w.y, 'the wire below the request').toBeGreaterThan(r.y + r.height - 1);
    expect(w.width, 'the wire nearly the phone’s width').toBeGreaterThan(300);
  }
}

test('on a phone the keyboard reaches every nav link, each on screen when focused', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/connect');
  const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
  const names = await links.allTextContents();
  const reached: string[] = [];
  for (let i = 0; i < names.length + 2 && reached.length < names.length; i++) {
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    const text = (await focused.textContent())?.trim() ?? '';
    if (names.includes(text)) {
      await expect(focused).toBeInViewport({ ratio: 1 });
      reached.push(text);
    }
  }
  expect(reached).toEqual(names);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Connect', exact: true })).toHaveAttribute('aria-current', 'page');
});

test('Status in the nav opens a page that says what this instance runs with', async ({ page, baseURL }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Status' }).click();
  await expect(page).toHaveURL(/\/status$/);
  await expect(page.getByRole('heading', { name: 'Status', level: 1 })).toBeVisible();
  const health = (await (await page.request.get('/api/health')).json()) as { corpus: { sha256: string } };
  await expect(page.getByText(health.corpus.sha256)).toBeVisible();
  await expect(page.getByText(baseURL!, { exact: true })).toBeVisible();
  await expect(page.locator('[data-door="/api/mcp/oauth"]')).toContainText('OAuth');
  await expect(page.locator('[data-door="/api/mcp/key"]')).toContainText('shared key');
  await expect(page.locator('[data-door="/api/mcp"]')).toContainText('open');
});

test('every page has a favicon: /favicon.ico and the icon the pages link answer 200', async ({ page }) => {
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  await page.goto('/status');
  const icon = await page.locator('link[rel="icon"]').first().getAttribute('href');
  expect(icon).toBeTruthy();
  expect((await page.request.get(icon!)).status()).toBe(200);
  const ico = await page.request.get('/favicon.ico');
  expect(ico.status()).toBe(200);
  expect(ico.headers()['content-type']).toMatch(/icon/);
  expect(failed).toEqual([]);
});
