/**
 * A newcomer's path through the tour, at a laptop's width and a phone's: the first screen says what MCP is;
 * scrolled top to bottom, every demo runs as it comes into view and the page moves by no more than 0.05
 * (the sum of every layout shift not caused by the reader, stricter than CLS's worst window); each demo's
 * lesson line is there without expanding anything, quoting values off the live exchange.
 */
import { expect, test } from '@playwright/test';

const MAX_SHIFT = 0.05;

declare global {
  interface Window {
    __shifts: { value: number; at: number; sources: string[] }[];
  }
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px: MCP explained on the first screen, every lesson read off the wire, and ≤ ${MAX_SHIFT} of layout shift top to bottom`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await page.addInitScript(() => {
      window.__shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as PerformanceEntry[] & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] }[]) {
          if (e.hadRecentInput) continue;
          const sources = (e.sources ?? []).map((s) =>
            s.node instanceof HTMLElement ? s.node.id || s.node.dataset.testid || s.node.tagName : String(s.node?.nodeName),
          );
          window.__shifts.push({ value: e.value, at: window.scrollY, sources });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');

    // The first screen: what MCP is, in words and in a picture.
    await expect(page.getByText('The Model Context Protocol lets an AI app reach tools and data', { exact: false }).first()).toBeInViewport();
    await expect(page.getByTestId('mcp-picture')).toBeInViewport();
    await expect(page.getByTestId('mcp-picture')).toContainText('MCP client');

    // A demo far below the fold has not run while the reader is up here; it runs once scrolled to (checked at the end).
    const lastOnView = page.locator('[data-testid^="demo-"][data-trigger="view"]').last();
    await expect(lastOnView).toHaveAttribute('data-status', 'waiting');

    // Scroll as a reader does, letting each demo that starts on view finish where it stands.
    for (let i = 0; i < 200; i++) {
      const atEnd = await page.evaluate(() => {
        const before = window.scrollY;
        window.scrollBy(0, Math.round(window.innerHeight * 0.7));
        return window.scrollY === before;
      });
      // Two frames: the one that scrolled, and the one in which IntersectionObserver reports what came into view.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      await expect(page.locator('[data-testid^="demo-"][data-status="running"]')).toHaveCount(0, { timeout: 30_000 });
      if (atEnd) break;
    }
    const shifts = await page.evaluate(() => window.__shifts);
    const total = shifts.reduce((sum, s) => sum + s.value, 0);
    expect(total, `layout shifts while reading: ${JSON.stringify(shifts.filter((s) => s.value > 0.001))}`).toBeLessThanOrEqual(MAX_SHIFT);

    // Every demo that ran by itself leads with its lesson, values quoted from the wire marked, nothing opened.
    const demos = page.locator('[data-testid^="demo-"][data-status]');
    await expect(page.locator('[data-testid^="demo-"][data-status="failed"]')).toHaveCount(0);
    for (const demo of await demos.all()) {
      if ((await demo.getAttribute('data-status')) === 'waiting') {
        // Only the demos that need the reader wait, and they say what to press.
        await expect(demo.getByTestId('lesson')).toContainText(/^Press “/);
        continue;
      }
      const lesson = demo.getByTestId('lesson');
      await expect(lesson).toHaveAttribute('data-ready', 'true');
      // A chapter that asks first holds its finding until the reader has predicted and sent (tour.spec sends one).
      if ((await page.locator(`section:has([data-testid="${await demo.getAttribute('data-testid')}"]) [data-testid^="predict-"]`).count()) > 0) {
        await expect(lesson.getByTestId('finding-held')).toBeVisible();
        await expect(lesson.locator('mark').first()).toBeHidden();
      } else await expect(lesson.locator('mark').first()).toBeVisible();
      await expect(demo.getByTestId('wire')).not.toHaveAttribute('open', '');
    }
    expect(await page.locator('[data-testid^="demo-"][data-status="waiting"]').count()).toBe(2);
    await expect(lastOnView, 'the last demo ran once scrolled to').toHaveAttribute('data-status', 'done');
  });
}
