/** Axe's serious and critical violations on a page (or the parts `within` it), each with its first few nodes. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export async function seriousViolations(page: Page, within: readonly string[] = []) {
  const builder = new AxeBuilder({ page });
  for (const selector of within) builder.include(selector);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
}
