/**
 * Axe's serious and critical violations on a page (or only the parts `within` it, leaving out the parts
 * `without`), each with its first few nodes: the one accessibility bar every spec holds a page to.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * An axe run over `page`, set up to be cheap: only the violations' nodes are serialised (`resultTypes`: a passing
 * rule keeps one node, where every checked node otherwise gets a unique selector built), and a page without frames
 * is scanned by one `axe.run` in the page itself (legacy mode: no partial result per frame, no blank page to finish
 * in): several times faster on a big page (bench/results/2026-12-02-test-time2.md), the same violations found. A
 * page with frames (an MCP App's sandbox, of another origin) keeps the frame-by-frame run, which reaches into them.
 */
export function axeFor(page: Page): AxeBuilder {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  return page.frames().length === 1 ? builder.setLegacyMode() : builder;
}

export async function seriousViolations(page: Page, within: readonly string[] = [], without: readonly string[] = []) {
  const builder = axeFor(page);
  for (const selector of within) builder.include(selector);
  for (const selector of without) builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
}
