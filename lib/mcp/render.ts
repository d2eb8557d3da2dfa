/** Markdown renderings of corpus records, shared by resources and prompts. */
import type { PromptRecord } from '../corpus';

export function promptMarkdown(p: PromptRecord): string {
  const vars = p.variables.length
    ? `\n\nVariables: ${p.variables.map((v) => (v.default !== undefined ? `\`${v.name}\` (default "${v.default}")` : `\`${v.name}\``)).join(', ')}`
    : '';
  return `# ${p.title}\n\n- id: \`${p.id}\`\n- kind: ${p.kind}${p.forDevs ? ' (for developers)' : ''}\n- contributor: ${p.contributor}${vars}\n\n---\n\n${p.body}\n`;
}
