/**
 * A real Redis for tests: Debian's `redis-server` on a free loopback port, persistence off, no
 * config file. Waits until it answers PING; stopped by PID. `.ci/run` installs the package.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { connect } from 'node:net';
import { freePort } from './next-server';

export interface RunningRedis {
  url: string;
  port: number;
  process: ChildProcess;
  /** SIGSTOP: the socket stays open but nothing answers (a hung server). */
  pause: () => void;
  resume: () => void;
  stop: () => Promise<void>;
}

export function redisServerInstalled(): boolean {
  return spawnSync('redis-server', ['--version']).status === 0;
}

/** `password` turns on requirepass, and the URL carries it as Upstash's and Redis Cloud's do. */
export async function startRedis({ password, port }: { password?: string; port?: number } = {}): Promise<RunningRedis> {
  if (!redisServerInstalled()) throw new Error('redis-server is not installed: apt-get install -y redis-server (.ci/run does it).');
  const listen = port ?? (await freePort());
  const args = ['--port', String(listen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', '/tmp', '--dbfilename', `test-${listen}.rdb`];
  if (password) args.push('--requirepass', password);
  const child = spawn('redis-server', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  // If the test process ends without stop() (a timed-out hook), the server must not outlive it.
  const orphanGuard = () => child.kill('SIGKILL');
  process.once('exit', orphanGuard);
  child.once('exit', () => process.off('exit', orphanGuard));
  let log = '';
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const deadline = Date.now() + 15_000;
  while (!(await answersPing(listen, password))) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}:\n${log}`);
    if (Date.now() > deadline) throw new Error(`redis-server did not answer PING in 15 s:\n${log}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const auth = password ? `:${encodeURIComponent(password)}@` : '';
  return {
    url: `redis://${auth}127.0.0.1:${listen}`,
    port: listen,
    process: child,
    pause: () => void child.kill('SIGSTOP'),
    resume: () => void child.kill('SIGCONT'),
    stop: () =>
      new Promise<void>((ok) => {
        if (child.exitCode !== null || child.signalCode !== null) return ok();
        child.once('exit', () => ok());
        child.kill('SIGCONT'); // a paused server cannot act on SIGTERM
        child.kill('SIGTERM');
      }),
  };
}

/** One PING over a raw socket (AUTH first when a password is set): true on +PONG. */
function answersPing(port: number, password?: string): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ host: '127.0.0.1', port });
    let reply = '';
    const finish = (ok: boolean) => {
      socket.destroy();
      done(ok);
    };
    socket.setTimeout(1000, () => finish(false));
    socket.on('error', () => finish(false));
    socket.on('connect', () => socket.write(`${password ? `AUTH ${password}\r\n` : ''}PING\r\n`));
    socket.on('data', (d) => {
      reply += d;
      if (reply.includes('+PONG')) finish(true);
      else if (reply.includes('-')) finish(false);
    });
  });
}
