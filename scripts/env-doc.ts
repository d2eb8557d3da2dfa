/**
 * docs/environment.md as text, rendered from the schema's reference (lib/config-reference.ts). Pure: the
 * script writes it (`npm run docs:env`), and a unit test checks the committed file equals it.
 */
import { type EnvVariable, envReference, productionNeed, requiredInProduction } from '../lib/config-reference';

export const ENV_DOC_PATH = 'docs/environment.md';

/** A table cell: one line, and a `|` that cannot end the cell. */
const cell = (s: string) => s.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');

function table(vars: EnvVariable[]): string[] {
  return [
    '| Variable | Type | When unset | Production | What it does |',
    '|---|---|---|---|---|',
    ...vars.map((v) => `| \`${v.name}\` | ${cell(v.type)} | ${cell(v.whenUnset ?? '—')} | ${cell(productionNeed(v))} | ${cell(v.description)} |`),
  ];
}

export function renderEnvironmentDoc(reference: EnvVariable[] = envReference()): string {
  const sections = [...new Set(reference.map((v) => v.section))];
  const required = requiredInProduction(reference);
  const lines = [
    '# Environment variables',
    '',
    '<!-- Generated from lib/config.ts by `npm run docs:env`: edit the schema\u2019s .describe()/.meta(), not this file. -->',
    '',
    'Every variable the app reads, parsed once with zod in [`lib/config.ts`](../lib/config.ts); all problems are reported',
    'together when the server starts, and production refuses what only a laptop may default. An empty value counts as unset.',
    '',
    `A production deployment needs ${required.map((v) => `\`${v.name}\` (${v.neededFor})`).join(' and ')}; outside Vercel also`,
    '`MCP_PUBLIC_ORIGIN`. The open door `/api/mcp` needs nothing. Without one of them the door it opens answers 503 naming it,',
    'and the rest of the app serves. Set `REDIS_URL` on any deployment with more than one instance.',
    '',
  ];
  for (const section of sections) {
    lines.push(`## ${section}`, '', ...table(reference.filter((v) => v.section === section)), '');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
