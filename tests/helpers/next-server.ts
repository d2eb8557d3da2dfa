/**
 * Starts the production build as `npm start` runs it (the custom server dist/server.mjs in front of Next)
 * on a free port and waits until it answers. Tests talk to it with real clients; nothing is mocked.
 * The warm-up of key pages is off here (SERVER_WARM_UP=0): tests start many servers and pay for it each time.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { ONE_ADDRESS_ROOM_ENV } from './one-address-room';

export interface RunningServer {
  url: string;
  process: ChildProcess;
  /** Everything the server wrote, for assertions that nothing secret is logged. */
  output: () => string;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => ok(port));
    });
  });
}

/** `healthy` (default) waits for /api/health to say ok; `listening` for any HTTP answer (e.g. a misconfigured server). */
/** `port`: a port chosen beforehand (freePort), when the environment must name it before the server starts. */
export async function startNextServer(env: Record<string, string> = {}, waitFor: 'healthy' | 'listening' = 'healthy', port?: number): Promise<RunningServer> {
  const root = resolve(import.meta.dirname, '..', '..');
  if (!existsSync(resolve(root, '.next', 'BUILD_ID'))) {
    throw new Error('No production build found: run `npm run build` first (npm test does it for you).');
  }
  port ??= await freePort();
  if (!existsSync(resolve(root, 'dist', 'server.mjs'))) throw new Error('No dist/server.mjs: run `npm run build:stdio` (npm run build does it).');
  const child = spawn(process.execPath, [resolve(root, 'dist', 'server.mjs'), '-p', String(port), '-H', '127.0.0.1'], {
    cwd: root,
    // Who the server is comes from configuration: tests reach it as http://localhost:<port>.
    env: { ...process.env, NODE_ENV: 'production', SERVER_WARM_UP: '0', MCP_PUBLIC_ORIGIN: `http://localhost:${port}`, ...ONE_ADDRESS_ROOM_ENV, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${log}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok || waitFor === 'listening') break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`the server did not become healthy in 60s:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    process: child,
    output: () => log,
    stop: () =>
      new Promise<void>((ok) => {
        if (child.exitCode !== null) return ok();
        child.once('exit', () => ok());
        child.kill('SIGTERM');
      }),
  };
}
