/**
 * The official conformance suite (the pinned devDependency) against the running production server.
 * It needs Node 22, so its CLI runs under the node@22 npm package; expected failures are only the
 * fixture-tool scenarios.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, inject, it } from 'vitest';

const baseUrl = inject('baseUrl');
const CONFORMANCE_CLI = resolve(import.meta.dirname, '..', '..', 'node_modules', '@modelcontextprotocol', 'conformance', 'dist', 'index.js');

describe('official conformance suite', () => {
  it("passes every scenario except those needing the suite's own fixtures", () => {
    const baseline = resolve(import.meta.dirname, '..', 'conformance', 'expected-failures.yml');
    // The suite writes results/ into its working directory: keep that out of the checkout.
    const cwd = mkdtempSync(join(tmpdir(), 'conformance-'));
    const run = spawnSync(
      'npx',
      ['--yes', '-p', 'node@22', '--', 'node', CONFORMANCE_CLI, 'server', '--url', `${baseUrl}/api/mcp`, '--expected-failures', baseline],
      { cwd, encoding: 'utf8', timeout: 240_000 },
    );
    const output = `${run.stdout}\n${run.stderr}`;
    const summary = output.slice(output.lastIndexOf('=== SUMMARY ==='));
    expect(run.status, summary || output.slice(-3000)).toBe(0);
    expect(summary).toMatch(/✓ tools-list/);
    expect(summary).toMatch(/✓ dns-rebinding-protection/);
    expect(summary).toMatch(/✓ logging-set-level/);
  }, 300_000);
});
