#!/usr/bin/env node
// Runs the stdio MCP server from a checkout: dist/stdio.mjs, compiled from scripts/stdio.ts by
// `npm install`, `npm run dev` and `npm run build` (scripts/build-stdio.mjs). The corpus is resolved
// against the checkout, wherever the client launches us from.
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const entry = resolve(root, 'dist', 'stdio.mjs');
if (!existsSync(entry)) {
  console.error(`prompts-observatory: ${entry} is missing; run \`npm run build:stdio\` in ${root} (npm install does)`);
  process.exit(1);
}
process.env.CORPUS_PATH ??= resolve(root, 'data', 'prompts.csv');
await import(pathToFileURL(entry).href);
