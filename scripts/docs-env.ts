/** Writes docs/environment.md from lib/config.ts's schema: `npm run docs:env`. */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ENV_DOC_PATH, renderEnvironmentDoc } from './env-doc';

writeFileSync(resolve(process.cwd(), ENV_DOC_PATH), renderEnvironmentDoc());
console.error(`[docs:env] wrote ${ENV_DOC_PATH}`);
