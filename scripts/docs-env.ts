/**
 * `npm run docs:env`: writes docs/environment.md from lib/config.ts's schema, and puts the current deploy
 * button (lib/deploy-button.ts, from the same schema) on the README's button line, when package.json names a repository.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { requiredInProduction } from '../lib/config-reference';
import { deployButtonMarkdown } from '../lib/deploy-button';
import { ENV_DOC_PATH, renderEnvironmentDoc } from './env-doc';

writeFileSync(resolve(process.cwd(), ENV_DOC_PATH), renderEnvironmentDoc());
console.error(`[docs:env] wrote ${ENV_DOC_PATH}`);

const readmePath = resolve(process.cwd(), 'README.md');
const readme = readFileSync(readmePath, 'utf8');
const BUTTON_LINE = /^\[!\[Deploy with Vercel\]\(https:\/\/vercel\.com\/button\)\]\(.*\)$/m;
const button = deployButtonMarkdown(requiredInProduction());
// No repository named (package.json has no `repository`): the README has no button to keep current.
if (button) {
  if (!BUTTON_LINE.test(readme)) throw new Error('README.md has no "[![Deploy with Vercel](https://vercel.com/button)](…)" line: add one under ## Deploy');
  writeFileSync(readmePath, readme.replace(BUTTON_LINE, button));
  console.error('[docs:env] updated the deploy button in README.md');
} else if (BUTTON_LINE.test(readme)) throw new Error('README.md has a deploy button but package.json names no repository for it to clone');
