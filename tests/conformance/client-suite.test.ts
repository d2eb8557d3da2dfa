/**
 * The official conformance suite's client scenarios against lib/oauth-client: the suite runs
 * oauth-client-cli.ts (bundled here once with esbuild, so that each of the suite's parallel runs starts
 * one small Node process instead of a TypeScript loader) for every scenario 2026-07-28 requires
 * (`--requirements 2026-07-28`: one CLI invocation, the scenarios in parallel), the extension scenarios
 * among them. Every auth/* scenario of the revision and both client-credentials ones must pass; what the
 * client does not take part in is in client-expected-failures.yml, with the reason. No build needed: the
 * unit tier runs it beside `next build`.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_BASELINE, passed, runConformance } from './run-suite';

/** The auth/* scenarios 2026-07-28 requires, and the client-credentials extension's two. */
const MUST_PASS = [
  'auth/metadata-default',
  'auth/metadata-var1',
  'auth/metadata-var2',
  'auth/metadata-var3',
  'auth/basic-cimd',
  'auth/scope-from-www-authenticate',
  'auth/scope-from-scopes-supported',
  'auth/scope-omitted-when-undefined',
  'auth/scope-step-up',
  'auth/scope-retry-limit',
  'auth/token-endpoint-auth-basic',
  'auth/token-endpoint-auth-post',
  'auth/token-endpoint-auth-none',
  'auth/pre-registration',
  'auth/resource-mismatch',
  'auth/offline-access-scope',
  'auth/offline-access-not-supported',
  'auth/authorization-server-migration',
  'auth/iss-supported',
  'auth/iss-not-advertised',
  'auth/iss-supported-missing',
  'auth/iss-wrong-issuer',
  'auth/iss-unexpected',
  'auth/iss-normalized',
  'auth/metadata-issuer-mismatch',
  'auth/client-credentials-jwt',
  'auth/client-credentials-basic',
];

describe('official conformance suite: client scenarios against lib/oauth-client', () => {
  let command: string;
  beforeAll(async () => {
    const outfile = join(mkdtempSync(join(tmpdir(), 'oauth-client-cli-')), 'cli.mjs');
    await build({
      entryPoints: [resolve(import.meta.dirname, 'oauth-client-cli.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node22',
      outfile,
      logLevel: 'warning',
      // Bundled CommonJS dependencies call require(); an ES module has none of its own.
      banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    });
    command = `node ${outfile}`;
  });

  it('passes every 2026-07-28 auth/* scenario and both client-credentials ones', async () => {
    const run = await runConformance([
      'client',
      '--command',
      command,
      '--requirements',
      '2026-07-28',
      // Each scenario waits this long for the client: ample on a loaded machine (the default is 30 s).
      '--timeout',
      '120000',
      '--expected-failures',
      CLIENT_BASELINE,
    ]);
    expect(run.status, run.summary).toBe(0);
    expect(passed(run.summary, 'auth/'), run.summary).toEqual(expect.arrayContaining(MUST_PASS));
  }, 300_000);
});
