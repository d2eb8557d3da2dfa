/**
 * End-to-end tests in Debian's Chromium (its headless shell) against the production build (`next start`), started fresh
 * for each run. Playwright cannot download its own browser here; CI installs `chromium-headless-shell` with apt.
 */
import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { E2E_AUTH_ENV } from './e2e/server-env';
import { ONE_ADDRESS_ROOM_ENV } from './tests/helpers/one-address-room';
import { freePort } from './tests/helpers/next-server';

// A free port unless E2E_PORT says which. Set in the environment so the workers, which load this
// file again, get the same one rather than a fresh pick.
process.env.E2E_PORT ||= String(await freePort());
const PORT = Number(process.env.E2E_PORT);

// Debian's headless shell (`chromium-headless-shell`, what Playwright itself runs headless), else the full browser
// in its headless mode: the shell spent a sixth less CPU on the same specs (bench/results/2026-12-02-test-time2.md).
const CHROMIUM = existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium';

const SERVER_WIDE = ['**/cancel.spec.ts'];
// The specs with the longest tests (a page used at every width, a whole flow, every slide), started before the
// rest: two workers then end together instead of one finishing a long test alone.
const LONGEST_FIRST = [
  '**/layout.spec.ts',
  '**/walkthrough.spec.ts',
  '**/playground-sign-in.spec.ts',
  '**/present.spec.ts',
  '**/tasks.spec.ts',
  '**/tour.spec.ts',
];

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // 2 cores, shared by the server and the browsers: two workers keep both busy. Three were tried: the tour's
  // full layout pass and the walkthrough's whole-page axe scan ran past their timeouts (a run under load,
  // 1 Dec 2026), so more only queue. Every test has its own browser context, so tests of one file spread over both.
  workers: 2,
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    permissions: ['clipboard-read', 'clipboard-write'],
    // A failing test keeps its trace: every action, the network, the console and the source. Not the DOM snapshot
    // each action takes nor the screencast: on the tour's and the playground's big pages they cost more than the
    // test itself (layout.spec: 162 s of test time with them, 120 s without, on a loaded machine). The failure's
    // screenshot below shows the page; E2E_TRACE=full brings the snapshots back for a rerun.
    trace: process.env.E2E_TRACE === 'full' ? 'retain-on-failure' : { mode: 'retain-on-failure', snapshots: false, screenshots: false, sources: true },
    // A picture only when a test fails (in test-results/ beside its trace); nothing compares screenshots here.
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  // Projects without dependencies on each other share one queue, in this order.
  projects: [
    { name: 'longest', testMatch: LONGEST_FIRST },
    { name: 'parallel', testIgnore: [...SERVER_WIDE, ...LONGEST_FIRST] },
    // Specs that read a server-wide counter (GET /api/health's analyses) run after the rest, alone: a call of
    // another test's would move the counter under them.
    { name: 'alone', testMatch: SERVER_WIDE, dependencies: ['longest', 'parallel'], workers: 1 },
  ],
  webServer: {
    command: `node dist/server.mjs -p ${PORT} -H 127.0.0.1`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    // The guarded doors and the built-in issuer need a secret in production; a demo key is derived from it.
    // The MCP App sandbox's own origin: the same server under its other loopback name (e2e/apps-host.spec.ts).
    env: {
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      MCP_PUBLIC_ORIGIN: `http://localhost:${PORT}`,
      MCP_APPS_SANDBOX_ORIGIN: `http://127.0.0.1:${PORT}`,
      ...E2E_AUTH_ENV,
      ...ONE_ADDRESS_ROOM_ENV,
    },
  },
});
