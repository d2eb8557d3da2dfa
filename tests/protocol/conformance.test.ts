/**
 * The official conformance suite (the pinned devDependency), in two places:
 * - against the running production server's /api/mcp: the default suite, and the 2026-07-28 scenarios
 *   issue #11 names (server-stateless, caching, http-header-validation, sep-2164-resource-not-found);
 *   expected failures there are the checks that call the suite's own fixtures (expected-failures.yml);
 * - against the fixture server (tests/conformance/fixture-server.ts: this project's factory plus the
 *   suite's test_* tools, prompts, resources and task tools, on node:http): every scenario, the
 *   tasks-*, input-required-result-*, tools-call-*, prompts-get-* and resources-* ones among them;
 *   what still fails there is in fixture-expected-failures.yml, each with its reason.
 * The suite needs Node 22, so its CLI runs under the node@22 npm package. A baseline entry that starts
 * passing fails the run too (a stale entry), so the baselines cannot rot.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type RunningFixture, startFixtureServer } from '../conformance/fixture-server';

const baseUrl = inject('baseUrl');
const CONFORMANCE_CLI = resolve(import.meta.dirname, '..', '..', 'node_modules', '@modelcontextprotocol', 'conformance', 'dist', 'index.js');
const APP_BASELINE = resolve(import.meta.dirname, '..', 'conformance', 'expected-failures.yml');
const FIXTURE_BASELINE = resolve(import.meta.dirname, '..', 'conformance', 'fixture-expected-failures.yml');

interface SuiteRun {
  status: number | null;
  output: string;
  summary: string;
}

/** One CLI run (`server --url … <args> --expected-failures <baseline>`); exit 0 means only expected failures. */
function runSuite(url: string, args: string[], baseline: string): Promise<SuiteRun> {
  // The suite writes results/ into its working directory: keep that out of the checkout.
  const cwd = mkdtempSync(join(tmpdir(), 'conformance-'));
  const child = spawn('npx', ['--yes', '-p', 'node@22', '--', 'node', CONFORMANCE_CLI, 'server', '--url', url, ...args, '--expected-failures', baseline], {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const timer = setTimeout(() => child.kill('SIGTERM'), 240_000);
  return new Promise((done) => {
    child.on('close', (status) => {
      clearTimeout(timer);
      const at = output.lastIndexOf('=== SUMMARY ===');
      done({ status, output, summary: at >= 0 ? output.slice(at) : output.slice(-4000) });
    });
  });
}

/** The scenarios of a family that passed (✓) in a run's summary. */
const passed = (summary: string, prefix: string) => [...summary.matchAll(new RegExp(`✓ (${prefix}[\\w-]*)`, 'g'))].map((m) => m[1]);

describe('official conformance suite against /api/mcp', () => {
  it("passes the default suite except the scenarios needing the suite's own fixtures", async () => {
    const run = await runSuite(`${baseUrl}/api/mcp`, [], APP_BASELINE);
    expect(run.status, run.summary).toBe(0);
    expect(run.summary).toMatch(/✓ tools-list/);
    expect(run.summary).toMatch(/✓ prompts-list/);
    expect(run.summary).toMatch(/✓ resources-list/);
    expect(run.summary).toMatch(/✓ dns-rebinding-protection/);
    expect(run.summary).toMatch(/✓ logging-set-level/);
  }, 300_000);

  it('passes the 2026-07-28 scenarios issue #11 names: server-stateless, caching, http-header-validation, sep-2164-resource-not-found', async () => {
    const scenarios = ['server-stateless', 'caching', 'http-header-validation', 'sep-2164-resource-not-found'];
    const runs = await Promise.all(scenarios.map((s) => runSuite(`${baseUrl}/api/mcp`, ['--scenario', s], APP_BASELINE)));
    runs.forEach((run, i) => {
      expect(run.status, `${scenarios[i]}:\n${run.output.slice(-3000)}`).toBe(0);
    });
  }, 300_000);
});

describe('official conformance suite against the fixture server', () => {
  let fixture: RunningFixture;
  beforeAll(async () => {
    fixture = await startFixtureServer();
  });
  afterAll(async () => {
    await fixture?.stop();
  });

  it('passes every tasks-*, input-required-result-*, tools-call-*, prompts-get-* and resources-* scenario but those in the baseline', async () => {
    const run = await runSuite(fixture.url, ['--suite', 'all'], FIXTURE_BASELINE);
    expect(run.status, run.summary).toBe(0);
    expect(passed(run.summary, 'tasks-')).toHaveLength(10);
    expect(passed(run.summary, 'input-required-result-')).toHaveLength(14);
    expect(passed(run.summary, 'prompts-get-')).toHaveLength(4);
    expect(passed(run.summary, 'tools-call-').length).toBeGreaterThanOrEqual(8);
    expect(passed(run.summary, 'resources-').length).toBeGreaterThanOrEqual(4);
  }, 300_000);
});
