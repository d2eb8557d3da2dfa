/**
 * The processes the fault bench starts and breaks: a redis-server with an append-only file fsynced on
 * every write (so a killed and restarted Redis keeps its data, and "restarted without persistence" is
 * a separate fault: its directory wiped), and instances of one deployment started the way the tree
 * under test starts them (`node dist/server.mjs` where the tree has it, else `next start`). Every
 * process is stopped by PID; none outlives the bench.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { createClient } from 'redis';

const children = new Set<ChildProcess>();
/** Stops every process still running (the bench's exit, or its interruption). */
export function killAll(): void {
  for (const child of children) child.kill('SIGKILL');
}
process.once('exit', killAll);

function track(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

export interface Exit {
  at: number;
  code: number | null;
  signal: NodeJS.Signals | null;
}

const exitOf = (child: ChildProcess) =>
  new Promise<Exit>((ok) => {
    if (child.exitCode !== null || child.signalCode !== null) return ok({ at: performance.now(), code: child.exitCode, signal: child.signalCode });
    child.once('exit', (code, signal) => ok({ at: performance.now(), code, signal }));
  });

export interface RedisProcess {
  url: string;
  /** Starts it on its port, over what its directory holds. */
  start: () => Promise<void>;
  kill: (signal?: NodeJS.Signals) => Promise<void>;
  /** Deletes what it persisted: the next start is an empty Redis. */
  wipe: () => void;
  command: (...args: string[]) => Promise<unknown>;
}

export function redisProcess(port: number): RedisProcess {
  const dir = `/tmp/faults-bench-redis-${port}`;
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  const command = async (...args: string[]) => {
    const c = createClient({ url, socket: { connectTimeout: 2000, reconnectStrategy: false } });
    c.on('error', () => {});
    await c.connect();
    try {
      return await c.sendCommand(args);
    } finally {
      c.destroy();
    }
  };
  return {
    url,
    command,
    wipe: () => rmSync(dir, { recursive: true, force: true }),
    async start() {
      mkdirSync(dir, { recursive: true });
      const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'yes', '--appendfsync', 'always'];
      child = track(spawn('redis-server', args, { stdio: 'ignore' }));
      const deadline = Date.now() + 15_000;
      for (;;) {
        if (child.exitCode !== null) throw new Error(`redis-server on ${port} exited with ${child.exitCode}`);
        if ((await command('PING').catch(() => '')) === 'PONG') return;
        if (Date.now() > deadline) throw new Error(`redis-server on ${port} did not answer PING in 15 s`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    async kill(signal = 'SIGKILL') {
      if (!child) return;
      const exited = exitOf(child);
      child.kill(signal);
      await exited;
      child = undefined;
    },
  };
}

export interface Instance {
  name: string;
  url: string;
  port: number;
  child: ChildProcess;
  exited: Promise<Exit>;
  log: () => string;
}

/** Starts one instance of the tree in `dir` on `port`; resolves once /api/health answers 200. */
export async function startInstance(dir: string, name: string, port: number, env: Record<string, string>): Promise<Instance> {
  const server = resolve(dir, 'dist', 'server.mjs');
  const args = existsSync(server)
    ? [server, '-p', String(port), '-H', '127.0.0.1']
    : [resolve(dir, 'node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-p', String(port), '-H', '127.0.0.1'];
  const child = track(
    spawn(process.execPath, args, {
      cwd: dir,
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', SERVER_WARM_UP: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  let log = '';
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const exited = exitOf(child);
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}:\n${log}`);
    const ok = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`${name} did not become healthy in 90 s:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { name, url, port, child, exited, log: () => log };
}
