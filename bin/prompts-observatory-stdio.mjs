#!/usr/bin/env node
// Runs the stdio MCP server from a checkout (TypeScript sources via tsx). The corpus is resolved
// against the checkout, wherever the client launches us from.
import { register as registerHook } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
process.env.CORPUS_PATH ??= resolve(root, 'data', 'prompts.csv');
registerHook('./server-only-resolve.mjs', import.meta.url);
register();
await import(pathToFileURL(resolve(root, 'scripts', 'stdio.ts')).href);
