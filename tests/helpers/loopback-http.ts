/**
 * One HTTP request over node:http with the client socket bound where the test says: any 127.0.0.x is
 * loopback on Linux, so one machine can be thirty participants, each with its own peer address.
 */
import { type Agent, request } from 'node:http';

export interface LoopbackAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export function loopbackRequest(
  url: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string; agent?: Agent },
): Promise<LoopbackAnswer> {
  const target = new URL(url);
  return new Promise((ok, fail) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: opts.method ?? 'GET',
        // The server knows itself as http://localhost:<port>: the Host header says so.
        headers: { host: target.host, ...opts.headers },
        ...(opts.agent ? { agent: opts.agent } : { agent: false, localAddress: opts.localAddress }),
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (body += d));
        res.on('end', () => ok({ status: res.statusCode ?? 0, headers: res.headers, body }));
        res.on('error', fail);
      },
    );
    req.on('error', fail);
    req.end(opts.body);
  });
}
