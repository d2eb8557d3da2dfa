/**
 * A request with headers fetch will not send (a forged Host, a second Authorization): node:http to a
 * loopback port, so the test controls every byte of the header block.
 */
import { request } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export function rawHttp(url: string, init: { method?: string; headers?: Record<string, string | string[]>; body?: string } = {}): Promise<RawAnswer> {
  const u = new URL(url);
  return new Promise((ok, fail) => {
    const req = request(
      { host: u.hostname, port: u.port, path: `${u.pathname}${u.search}`, method: init.method ?? 'GET', headers: init.headers, setHost: !init.headers?.host },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (body += d));
        res.on('end', () => ok({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', fail);
    req.end(init.body);
  });
}
