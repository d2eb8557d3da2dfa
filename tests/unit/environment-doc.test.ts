/**
 * The environment reference is generated from lib/config.ts's schema: the committed docs/environment.md
 * must be what `npm run docs:env` writes now, and every variable the code reads must be in the schema.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvSchema } from '../../lib/config';
import { envReference, requiredInProduction } from '../../lib/config-reference';
import { ENV_DOC_PATH, renderEnvironmentDoc } from '../../scripts/env-doc';

const root = process.cwd();

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mjs)$/.test(name) ? [path] : [];
  });
}

describe('docs/environment.md', () => {
  it('is what `npm run docs:env` generates from the schema now', () => {
    expect(readFileSync(join(root, ENV_DOC_PATH), 'utf8'), 'run `npm run docs:env` and commit the result').toBe(renderEnvironmentDoc());
  });

  it('lists every variable of the schema, each with a description', () => {
    const reference = envReference();
    expect(reference.map((v) => v.name).sort()).toEqual(Object.keys(EnvSchema.shape).sort());
    for (const v of reference) expect(v.description.length, v.name).toBeGreaterThan(10);
  });

  it('names what production needs: the secrets behind the key and OAuth doors', () => {
    expect(requiredInProduction().map((v) => v.name)).toEqual(['MCP_API_KEY', 'AUTH_SECRET']);
  });

  it('covers every variable the code reads outside lib/config.ts', () => {
    const files = ['app', 'lib', 'components', 'scripts', 'bin']
      .flatMap(sourceFiles)
      .concat(['instrumentation.ts', 'instrumentation-node.ts', 'proxy.ts', 'next.config.ts']);
    const read = new Set(files.flatMap((f) => [...readFileSync(join(root, f), 'utf8').matchAll(/process\.env\.([A-Z_][A-Z0-9_]*)/g)].map((m) => m[1])));
    read.delete('NEXT_RUNTIME'); // Next.js's own, read only to pick the instrumentation for the runtime
    read.delete('CHROMIUM_PATH'); // which Chromium `npm run lighthouse` drives (as the browser tests): a tool's, not the app's
    read.delete('BUILD_SKIP_TYPECHECK'); // set by `npm test` (test:build), whose typecheck runs beside the build: a test script's, not the app's
    read.delete('BUILD_SKIP_CACHE'); // set by `npm test` (test:build), whose build nothing rebuilds from: a test script's, not the app's
    expect([...read].filter((name) => !(name in EnvSchema.shape))).toEqual([]);
  });
});
