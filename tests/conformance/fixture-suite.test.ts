/**
 * The official conformance suite against the fixture server (tests/conformance/fixture-server.ts: this
 * project's factory — Tasks, multi-round-trip requests, progress, logging — plus the suite's own test_*
 * tools, prompts, resources and task tools, on node:http), every scenario (`--suite all`). What still
 * fails is in fixture-expected-failures.yml, each with its reason; a listed scenario that starts passing
 * fails the run. It needs no build: `npm test` runs it in the unit tier, beside `next build` (the /api/mcp runs,
 * tests/protocol/conformance.test.ts, need the build).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningFixture, startFixtureServer } from './fixture-server';
import { FIXTURE_BASELINE, passed, runSuite } from './run-suite';

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
