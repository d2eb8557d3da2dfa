/**
 * Runs the official conformance suite's CLI (the pinned devDependency) under Node 22 (the node@22 npm
 * package), in a temporary working directory (it writes results/ there): against a server URL with one
 * baseline (runSuite), or any of its commands (runConformance: `client --command …`, `authorization …`).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// Preloaded into the suite's process: names other than localhost and IP literals are refused, not resolved (some
// scenarios name example hosts, e.g. a client ID metadata document URL the mock issuer would fetch).
const LOOPBACK_ONLY = resolve(import.meta.dirname, 'loopback-only.cjs');
const CONFORMANCE_CLI = resolve(import.meta.dirname, '..', '..', 'node_modules', '@modelcontextprotocol', 'conformance', 'dist', 'index.js');
export const APP_BASELINE = resolve(import.meta.dirname, 'expected-failures.yml');
export const FIXTURE_BASELINE = resolve(import.meta.dirname, 'fixture-expected-failures.yml');
export const CLIENT_BASELINE = resolve(import.meta.dirname, 'client-expected-failures.yml');

export interface SuiteRun {
  status: number | null;
  output: string;
  summary: string;
}

/** One CLI run (`server --url … <args> --expected-failures <baseline>`); exit 0 means only expected failures. */
export function runSuite(url: string, args: string[], baseline: string): Promise<SuiteRun> {
  return runConformance(['server', '--url', url, ...args, '--expected-failures', baseline]);
}

export interface ConformanceOptions {
  /** Called with each chunk of the CLI's output as it comes (the authorization command prints a URL to visit). */
  onOutput?: (chunk: string) => void;
  /** Ends the CLI early (it is killed), e.g. when the step it waits for can no longer come. */
  signal?: AbortSignal;
}

/** One CLI run with these arguments. */
export function runConformance(args: string[], opts: ConformanceOptions = {}): Promise<SuiteRun> {
  // The suite writes results/ into its working directory: keep that out of the checkout.
  const cwd = mkdtempSync(join(tmpdir(), 'conformance-'));
  const child = spawn('npx', ['--yes', '-p', 'node@22', '--', 'node', '--require', LOOPBACK_ONLY, CONFORMANCE_CLI, ...args], {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(opts.signal ? { signal: opts.signal } : {}),
  });
  child.on('error', () => {}); // an abort: 'close' still follows
  let output = '';
  const take = (d: Buffer) => {
    output += d;
    opts.onOutput?.(String(d));
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  const timer = setTimeout(() => child.kill('SIGTERM'), 240_000);
  return new Promise((done) => {
    child.on('close', (status) => {
      clearTimeout(timer);
      // `server` prints "=== SUMMARY ===", `client --suite`/`--requirements` "=== SUITE SUMMARY ===".
      const at = Math.max(output.lastIndexOf('=== SUMMARY ==='), output.lastIndexOf('=== SUITE SUMMARY ==='));
      done({ status, output, summary: at >= 0 ? output.slice(at) : output.slice(-4000) });
    });
  });
}

/** The scenarios of a family that passed (✓) in a run's summary. */
export const passed = (summary: string, prefix: string) => [...summary.matchAll(new RegExp(`✓ (${prefix}[\\w-]*)`, 'g'))].map((m) => m[1]);
