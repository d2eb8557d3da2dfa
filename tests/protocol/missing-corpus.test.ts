/** Without the corpus, both doors say clearly how to get it, and nothing crashes or leaks a stack trace. */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modernInit } from '../helpers/raw-request';
import { type RunningServer, startNextServer } from '../helpers/next-server';

const MISSING = '/nonexistent/prompts.csv';
let server: RunningServer;

beforeAll(async () => {
  server = await startNextServer({ CORPUS_PATH: MISSING }, 'listening');
});
afterAll(async () => server?.stop());

describe('missing corpus', () => {
  it('HTTP: health is 503 and /api/mcp answers a JSON-RPC error pointing at the operator log', async () => {
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(503);
    expect((await health.json()).corpus.loaded).toBe(false);

    const res = await fetch(`${server.url}/api/mcp`, modernInit('tools/list'));
    expect(res.status).toBe(503);
    const body = await res.json();
    expect(body.error.message).toMatch(/corpus is not loaded/);
    expect(body.error.message).not.toContain(MISSING);
    // The operator's log names the path and the fix, once per request, without a stack trace.
    expect(server.output()).toContain('npm run corpus');
    expect(server.output()).not.toMatch(/\n\s+at .*\(/);
  });

  it('stdio: exits 1 with the fix on stderr and nothing on stdout', async () => {
    const root = resolve(import.meta.dirname, '..', '..');
    const child = spawn(process.execPath, [resolve(root, 'bin', 'prompts-observatory-stdio.mjs')], { env: { ...process.env, CORPUS_PATH: MISSING } });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    const code = await new Promise<number | null>((ok) => child.on('exit', ok));
    expect(code).toBe(1);
    expect(out).toBe('');
    expect(err).toContain('npm run corpus');
    expect(err).toContain(MISSING);
  });
});
