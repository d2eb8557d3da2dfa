/**
 * The servers a bench run starts: `next start` of a build (the app's or the peers app's) and
 * node:http children. Each runs in its own process; load comes from the bench's process.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

export const REPO_ROOT = resolve(import.meta.dirname, '..', '..');
export const PEERS_APP = resolve(REPO_ROOT, 'bench', 'peers-app');
const NEXT_BIN = resolve(REPO_ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');

export interface Server {
  url: string;
  pid: number;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.on('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => ok(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise<void>((ok) => {
      if (child.exitCode !== null || child.signalCode !== null) return ok();
      child.once('exit', () => ok());
      child.kill('SIGTERM'); // SIGTERM, not SIGKILL: lets --cpu-prof write its profile
    });
}

/** Spawns `next start` for the build in `dir`; resolves once `probe` says yes (or throws after timeoutMs, 60 s by default). */
export async function startNext(
  dir: string,
  probe: (url: string) => Promise<boolean>,
  opts: { env?: Record<string, string>; nodeArgs?: string[]; timeoutMs?: number } = {},
): Promise<Server & { spawnedAt: number; readyAt: number }> {
  if (!existsSync(resolve(dir, '.next', 'BUILD_ID'))) throw new Error(`No production build in ${dir}: run \`npx next build ${dir}\` first.`);
  const port = await freePort();
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), NEXT_BIN, 'start', dir, '-p', String(port), '-H', '127.0.0.1'], {
    cwd: REPO_ROOT,
    // the deployment's own origin, as production requires: the doors answer only to their own Host
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', MCP_PUBLIC_ORIGIN: `http://127.0.0.1:${port}`, ...opts.env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr?.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (opts.timeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start ${dir} exited with ${child.exitCode}:\n${log}`);
    if (await probe(url).catch(() => false)) break;
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`next start ${dir} did not answer in time:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  return { url, pid: child.pid!, spawnedAt, readyAt: performance.now(), stop: stopper(child) };
}

/** Runs a bench/ script on node:http in a child; it prints `listening <port>`. */
export async function startNodeServer(script: string, env: Record<string, string> = {}, nodeArgs: string[] = []): Promise<Server> {
  // the react-server condition: the factory's modules import 'server-only'
  const child = spawn(process.execPath, [...nodeArgs, '--conditions=react-server', '--import', 'tsx', resolve(REPO_ROOT, 'bench', script), '0'], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((ok, fail) => {
    child.once('exit', (code) => fail(new Error(`${script} exited with ${code}`)));
    child.stdout!.on('data', (d) => {
      const m = String(d).match(/listening (\d+)/);
      if (m) ok(Number(m[1]));
    });
  });
  return { url: `http://127.0.0.1:${port}/mcp`, pid: child.pid!, stop: stopper(child) };
}

/** A process and its descendants (Linux /proc; just the process elsewhere). */
function processTree(pid: number): number[] {
  const pids = [pid];
  for (let i = 0; i < pids.length; i++) {
    try {
      for (const task of readdirSync(`/proc/${pids[i]}/task`)) {
        const kids = readFileSync(`/proc/${pids[i]}/task/${task}/children`, 'utf8').trim();
        if (kids) pids.push(...kids.split(/\s+/).map(Number));
      }
    } catch {
      /* gone, or not Linux */
    }
  }
  return pids;
}

/** Resident set size in MiB of a process and its descendants (Linux /proc; 0 elsewhere). */
export function rssMiB(pid: number): number {
  let kib = 0;
  for (const p of processTree(pid)) {
    try {
      kib += Number(readFileSync(`/proc/${p}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
    } catch {
      /* gone */
    }
  }
  return kib / 1024;
}

/** CPU time (user + system) in ms a process and its descendants have used so far: unlike wall time, hardly moved by a busy machine. */
export function cpuMs(pid: number): number {
  let ticks = 0;
  for (const p of processTree(pid)) {
    try {
      // fields after the command's closing parenthesis; utime and stime are the 12th and 13th of them
      const fields = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      /* gone */
    }
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}
