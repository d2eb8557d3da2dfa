/**
 * The official conformance suite (the pinned devDependency), in two places (this file, and
 * tests/conformance/fixture-suite.test.ts, which needs no build and runs in the unit tier):
 * - against the running production server's /api/mcp: the default suite, and the 2026-07-28 scenarios
 *   this server is held to (server-stateless, caching, http-header-validation, sep-2164-resource-not-found);
 *   expected failures there are the checks that call the suite's own fixtures (expected-failures.yml);
 * - against the fixture server (tests/conformance/fixture-server.ts: this project's factory plus the
 *   suite's test_* tools, prompts, resources and task tools, on node:http): every scenario, the
 *   tasks-*, input-required-result-*, tools-call-*, prompts-get-* and resources-* ones among them;
 *   what still fails there is in fixture-expected-failures.yml, each with its reason.
 * The suite needs Node 22, so its CLI runs under the node@22 npm package. A baseline entry that starts
 * passing fails the run too (a stale entry), so the baselines cannot rot.
 */
import { describe, expect, inject, it } from 'vitest';
import { APP_BASELINE, runSuite } from '../conformance/run-suite';

const baseUrl = inject('baseUrl');
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

  it('passes the 2026-07-28 scenarios it is held to: server-stateless, caching, http-header-validation, sep-2164-resource-not-found', async () => {
    const scenarios = ['server-stateless', 'caching', 'http-header-validation', 'sep-2164-resource-not-found'];
    const runs = await Promise.all(scenarios.map((s) => runSuite(`${baseUrl}/api/mcp`, ['--scenario', s], APP_BASELINE)));
    runs.forEach((run, i) => {
      expect(run.status, `${scenarios[i]}:\n${run.output.slice(-3000)}`).toBe(0);
    });
  }, 300_000);
});
