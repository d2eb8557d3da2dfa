/**
 * A cold start's first answer waits for every module its door's route imports. These are loaded later,
 * by whoever needs them (a dynamic import, or another route), and must not creep back into a door's
 * static import graph: the built-in issuer's endpoints (the route table once brought in all of them,
 * node:https and node:dns with their client-metadata fetcher), token verification (jose, loaded with
 * a gate on its door's first request), and rate-limiter-flexible (loaded by the first counted call).
 * The graph is read from the sources with the TypeScript parser: value imports and re-exports, not
 * `import type` and not `import()`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { DOOR, DOORS } from '../../../lib/vocabulary';

const ROOT = resolve(import.meta.dirname, '..', '..', '..');
/** Every door's route file: the open door's own, the catch-all below it (app/api/mcp/[...door]), a door elsewhere its own. */
const DOOR_ROUTE_FILES = [
  ...new Set(
    DOORS.map((d) =>
      d.path === DOOR.open.path
        ? `app${d.path}/route.ts`
        : d.path.startsWith(`${DOOR.open.path}/`)
          ? `app${DOOR.open.path}/[...door]/route.ts`
          : `app${d.path}/route.ts`,
    ),
  ),
];

const DEFERRED_MODULES = [
  /^lib\/auth\/authorization-server\//,
  /^lib\/routes\/table\.ts$/,
  /^lib\/auth\/resource-server\/(key-gate|oauth-guard|verify-token|remote-key-set)\.ts$/,
];
const DEFERRED_PACKAGES = ['jose', 'rate-limiter-flexible', 'node:https', 'node:dns', 'redis'];

function isTypeOnly(st: ts.Statement): boolean {
  if (ts.isImportDeclaration(st)) {
    const clause = st.importClause;
    if (!clause) return false; // a side-effect import
    if (clause.isTypeOnly) return true;
    const named = clause.namedBindings;
    return !clause.name && !!named && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly);
  }
  if (ts.isExportDeclaration(st)) {
    if (st.isTypeOnly) return true;
    const named = st.exportClause;
    return !!named && ts.isNamedExports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly);
  }
  return false;
}

function resolveLocal(from: string, spec: string): string | undefined {
  const base = spec.startsWith('@/') ? resolve(ROOT, spec.slice(2)) : resolve(dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((p) => /\.tsx?$/.test(p) && existsSync(p));
}

/** Per file: the local files and packages it imports (parsed once for every route below). */
const edges = new Map<string, { local: string[]; packages: string[] }>();
function importsOf(file: string): { local: string[]; packages: string[] } {
  const known = edges.get(file);
  if (known) return known;
  const found = { local: [] as string[], packages: [] as string[] };
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  for (const st of source.statements) {
    if (!(ts.isImportDeclaration(st) || ts.isExportDeclaration(st)) || !st.moduleSpecifier || isTypeOnly(st)) continue;
    const spec = (st.moduleSpecifier as ts.StringLiteral).text;
    if (spec.startsWith('.') || spec.startsWith('@/')) {
      const target = resolveLocal(file, spec);
      if (target) found.local.push(target);
    } else {
      found.packages.push(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!);
    }
  }
  edges.set(file, found);
  return found;
}

/** Every source file and package `entry` loads when it is evaluated. */
function staticGraph(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const todo = [resolve(ROOT, entry)];
  while (todo.length > 0) {
    const file = todo.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    const { local, packages: used } = importsOf(file);
    todo.push(...local);
    for (const p of used) packages.add(p);
  }
  return { files: new Set([...files].map((f) => relative(ROOT, f))), packages };
}

describe("a door route's static import graph", () => {
  it.each(DOOR_ROUTE_FILES)('%s loads no issuer, gate or rate-limiter code before its first answer', (routeFile) => {
    const { files, packages } = staticGraph(routeFile);
    // the walk itself works: it reaches the server factory and the corpus through the door
    expect(files).toContain('lib/http/door.ts');
    expect(files).toContain('lib/corpus/load.ts');
    expect(packages).toContain('@modelcontextprotocol/server');
    expect([...files].filter((f) => DEFERRED_MODULES.some((re) => re.test(f)))).toEqual([]);
    expect(DEFERRED_PACKAGES.filter((p) => packages.has(p))).toEqual([]);
  });
});
