/**
 * `npm start`: the production build behind a small node:http server (Next's documented custom server)
 * instead of `next start`, for two things `next start` cannot do:
 * - Participants it can tell apart: each request's forwarding headers are rewritten from the socket
 *   (lib/limits/forwarded-for.ts), so every limit keys on an address the client cannot write.
 * - A shutdown within SHUTDOWN_GRACE_MS: on SIGTERM/SIGINT it stops accepting, closes idle kept-alive
 *   connections and answers the rest with `Connection: close`, tells long-lived streams and tasks
 *   (lib/lifecycle.ts `onShutdown`) to end, waits for requests in flight up to the grace period, then exits.
 * After it listens it requests the key pages once on loopback, so the first participant does not pay for
 * the first render of each (SERVER_WARM_UP=0 skips it).
 *
 * Compiled to dist/server.mjs by scripts/build-stdio.mjs. Usage: `node dist/server.mjs [-p port] [-H host]`
 * (PORT when -p is absent, else 3000; every interface when -H is absent, as `next start`).
 */
import { createServer, request as httpRequest, type ServerResponse } from 'node:http';
import { parseArgs } from 'node:util';
import next from 'next';
import { parseServerConfig } from '../lib/config';
import { beginShutdown } from '../lib/lifecycle';
import { markPeerAddressWritten, rewriteForwardedFor } from '../lib/limits/forwarded-for';

/** The pages a participant opens first; each is rendered once after listen. */
const WARM_PATHS = ['/', '/auth', '/jwt', '/playground', '/connect', '/facilitator'];

const { values } = parseArgs({ options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } } });
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hostname = values.hostname;
const env = process.env as Record<string, string | undefined>;
env.NODE_ENV ??= 'production';
const cfg = parseServerConfig();

const app = next({ dev: false, hostname: hostname ?? 'localhost', port, dir: process.cwd() });
const handle = app.getRequestHandler();
await app.prepare();
markPeerAddressWritten();

let stopping = false;
const inFlight = new Set<ServerResponse>();
let drained: (() => void) | undefined;

const server = createServer((req, res) => {
  inFlight.add(res);
  res.once('close', () => {
    inFlight.delete(res);
    if (stopping) {
      server.closeIdleConnections(); // this connection may have just become idle
      if (inFlight.size === 0) drained?.();
    }
  });
  if (stopping) res.shouldKeepAlive = false; // answered, then the connection closes: the client reconnects elsewhere
  rewriteForwardedFor(req.headers, req.socket.remoteAddress, cfg.trustProxy);
  handle(req, res).catch((err: unknown) => {
    console.error('[server] request failed:', err instanceof Error ? err.message : err);
    if (!res.headersSent) {
      res.statusCode = 500;
      res.end('Internal Server Error\n');
    } else res.destroy();
  });
});

server.listen(port, hostname, () => {
  console.log(
    `[server] listening on http://${hostname ?? 'localhost'}:${port} (participants keyed by ${cfg.trustProxy ? 'the proxy’s last hop' : 'peer address'})`,
  );
  if (cfg.warmUp) void warmUp();
});

async function warmUp(): Promise<void> {
  const started = performance.now();
  const statuses: number[] = [];
  for (const path of WARM_PATHS) {
    if (stopping) return;
    try {
      statuses.push(await warm(path));
    } catch {
      return; // not reachable on loopback (bound elsewhere): the first participant warms it
    }
  }
  console.log(`[server] warmed ${WARM_PATHS.length} pages in ${Math.round(performance.now() - started)} ms (HTTP ${[...new Set(statuses)].join(', ')})`);
}

/** One GET on loopback under the deployment's own Host (fetch may not set Host), body read and dropped. */
function warm(path: string): Promise<number> {
  return new Promise((ok, fail) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, headers: { host: cfg.warmUpHost ?? `localhost:${port}`, 'user-agent': 'prompts-observatory warm-up' } },
      (res) => {
        res.resume();
        res.on('end', () => ok(res.statusCode ?? 0));
        res.on('error', fail);
      },
    );
    req.on('error', fail);
    req.end();
  });
}

async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  const deadline = Date.now() + cfg.shutdownGraceMs;
  console.log(`[server] ${signal}: no new connections; ${inFlight.size} requests in flight, waiting up to ${cfg.shutdownGraceMs} ms`);
  server.close();
  server.closeIdleConnections();
  for (const res of inFlight) if (!res.headersSent) res.shouldKeepAlive = false;
  const allDone = new Promise<void>((ok) => {
    drained = ok;
    if (inFlight.size === 0) ok();
  });
  const timeUp = new Promise<'late'>((ok) => setTimeout(() => ok('late'), Math.max(0, deadline - Date.now())).unref());
  const outcome = await Promise.race([Promise.all([beginShutdown(), allDone]), timeUp]);
  if (outcome === 'late') console.error(`[server] ${inFlight.size} requests still running after ${cfg.shutdownGraceMs} ms: closing them`);
  server.closeAllConnections();
  process.exit(0);
}

process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));
