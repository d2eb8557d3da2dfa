/**
 * After `vercel build` (scripts/vercel-build.sh): what each Vercel function would carry, against the
 * platform's limit, and whether the MCP route's function carries the corpus and its snapshot.
 * Vercel groups routes into shared functions (one `.func` directory, the others symlinks to it), and
 * a Next.js function lists most of its files in `.vc-config.json`'s filePathMap (bundle path → file in
 * the checkout) rather than copying them; a function's size is its own files plus those, uncompressed,
 * which is what the 250 MB limit counts. Exits non-zero on a function over the limit or a corpus missing.
 */
import { existsSync, lstatSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { corpusCsvPath } from '../lib/corpus/paths';
import { snapshotPath } from '../lib/corpus/snapshot';
import { DOOR, DOORS } from '../lib/vocabulary';

/** Vercel's documented limit for a function's uncompressed bundle. */
export const FUNCTION_LIMIT_BYTES = 250 * 1024 * 1024;
const ROOT = resolve(import.meta.dirname, '..');
const FUNCTIONS = join(ROOT, '.vercel', 'output', 'functions');
/** The routes that must carry the corpus: every door, by its path. */
const CORPUS_ROUTES = DOORS.map((d) => d.path.slice(1));
/** The catch-all route that serves every door below the open door's path (app/api/mcp/[...door]/route.ts). */
const DOORS_BELOW = `${DOOR.open.path.slice(1)}/[...door]`;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}

function funcDirs(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, e.name);
    if (e.name.endsWith('.func')) out.push(path);
    else if (e.isDirectory() && !lstatSync(path).isSymbolicLink()) out.push(...funcDirs(path));
  }
  return out;
}

interface Fn {
  dir: string;
  routes: string[];
  bytes: number;
  mapped: Set<string>;
}

function measure(dir: string): Omit<Fn, 'routes'> {
  const config = JSON.parse(readFileSync(join(dir, '.vc-config.json'), 'utf8')) as { filePathMap?: Record<string, string> };
  const mapped = new Set(Object.keys(config.filePathMap ?? {}));
  let bytes = filesUnder(dir).reduce((sum, f) => sum + statSync(f).size, 0);
  for (const target of Object.values(config.filePathMap ?? {})) bytes += statSync(resolve(ROOT, target)).size;
  return { dir, bytes, mapped };
}

function main() {
  if (!existsSync(FUNCTIONS)) {
    console.error('No .vercel/output/functions: run `bash scripts/vercel-build.sh` first.');
    process.exit(1);
  }
  const byReal = new Map<string, Fn>();
  for (const dir of funcDirs(FUNCTIONS)) {
    const real = realpathSync(dir);
    const route = relative(FUNCTIONS, dir).replace(/\.func$/, '');
    const fn = byReal.get(real) ?? { ...measure(real), routes: [] };
    fn.routes.push(route);
    byReal.set(real, fn);
  }
  const fns = [...byReal.values()].sort((a, b) => b.bytes - a.bytes);
  const mib = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MiB`;
  console.log(`Vercel functions (uncompressed, limit ${mib(FUNCTION_LIMIT_BYTES)}):`);
  for (const fn of fns) {
    const pages = fn.routes.filter((r) => !r.endsWith('.rsc')).sort();
    const routes = pages.length > 0 ? pages : fn.routes.sort();
    if (routes.includes('api/mcp')) routes.unshift(...routes.splice(routes.indexOf('api/mcp'), 1));
    const shown = routes.slice(0, 4).join(', ') + (routes.length > 4 ? `, and ${routes.length - 4} more` : '');
    console.log(`  ${mib(fn.bytes).padStart(10)}  ${((100 * fn.bytes) / FUNCTION_LIMIT_BYTES).toFixed(0).padStart(3)} %  ${shown}`);
  }
  const failures: string[] = [];
  for (const fn of fns) if (fn.bytes > FUNCTION_LIMIT_BYTES) failures.push(`${fn.routes[0]} is ${mib(fn.bytes)}, over the limit`);
  const corpus = relative(ROOT, corpusCsvPath());
  for (const route of CORPUS_ROUTES) {
    // a door with no route file of its own is served by the catch-all's function
    const fn = fns.find((f) => f.routes.includes(route)) ?? fns.find((f) => route.startsWith(`${DOOR.open.path.slice(1)}/`) && f.routes.includes(DOORS_BELOW));
    if (!fn) failures.push(`no function serves ${route}`);
    else for (const file of [corpus, snapshotPath(corpus)]) if (!fn.mapped.has(file)) failures.push(`${route}'s function does not carry ${file}`);
  }
  if (failures.length > 0) {
    for (const f of failures) console.error(`FAIL: ${f}`);
    process.exit(1);
  }
  console.log(`Every door's function carries ${corpus} and its snapshot.`);
}

main();
