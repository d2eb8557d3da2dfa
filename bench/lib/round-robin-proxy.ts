/**
 * Two (or more) instances behind one URL, as a load balancer puts them: a loopback HTTP proxy that sends
 * each request to the next upstream in turn and appends the client's address to `X-Forwarded-For` (the
 * hop the instances, started with TRUST_PROXY=1, key participants on). Streams both ways, so a
 * Server-Sent Events feed passes through as it is written; one upstream connection per request, as the
 * bench's clients open one each (no kept-alive socket reused across requests). Bench only.
 *
 *   node --import tsx bench/lib/round-robin-proxy.ts <listen-port> <upstream-port> [<upstream-port> ...]
 *
 * Prints `listening <port>` once it accepts connections; stopped by its PID.
 */
import { createServer, request } from 'node:http';

const [listen, ...upstreams] = process.argv.slice(2).map(Number);
if (!listen || upstreams.length === 0) throw new Error('usage: round-robin-proxy.ts <listen-port> <upstream-port>...');

let next = 0;

const server = createServer((req, res) => {
  const port = upstreams[next++ % upstreams.length];
  const sent = req.headers['x-forwarded-for'];
  const forwarded = [sent, req.socket.remoteAddress?.replace(/^::ffff:/, '')].filter(Boolean).join(', ');
  const upstream = request(
    { host: '127.0.0.1', port, method: req.method, path: req.url, headers: { ...req.headers, 'x-forwarded-for': forwarded }, agent: false },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      res.flushHeaders();
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502).end('bad gateway\n');
    else res.destroy();
  });
  res.on('close', () => res.writableFinished || upstream.destroy()); // the client left early (a feed's end): so does the upstream request
  req.pipe(upstream);
});

server.listen(listen, '127.0.0.1', () => console.log(`listening ${listen}`));
process.once('SIGTERM', () => process.exit(0));
