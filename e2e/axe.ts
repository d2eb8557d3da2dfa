/**
 * Axe's serious and critical violations on a page (or only the parts `within` it, leaving out the parts
 * `without`), each with its first few nodes: the one accessibility bar every spec holds a page to.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export async function seriousViolations(page: Page, within: readonly string[] = [], without: readonly string[] = []) {
  const builder = new AxeBuilder({ page });
  for (const selector of within) builder.include(selector);
  for (const selector of without) builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
}
