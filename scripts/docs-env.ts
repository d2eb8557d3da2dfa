/**
 * `npm run docs:env`: writes docs/environment.md from lib/config.ts's schema, and puts the current deploy
 * button (lib/deploy-button.ts, from the same schema) on the README's button line.
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
if (!BUTTON_LINE.test(readme)) throw new Error('README.md has no "[![Deploy with Vercel](https://vercel.com/button)](…)" line to update');
writeFileSync(readmePath, readme.replace(BUTTON_LINE, deployButtonMarkdown(requiredInProduction())));
console.error('[docs:env] updated the deploy button in README.md');
