/**
 * A fetch whose client socket is bound to one local address (any 127.0.0.x is loopback on Linux), so one
 * machine can be a room of participants, each with its own peer address. node:http underneath; redirects
 * are never followed (callers that need one read Location, as `redirect: 'manual'`); the body is read whole.
 */
import { request } from 'node:http';

export type BoundFetch = (url: string | URL, init?: RequestInit) => Promise<Response>;

export function boundFetch(localAddress: string): BoundFetch {
  return async (url, init = {}) => {
    const target = new URL(url);
    const headers = new Headers(init.headers);
    let body: string | undefined;
    if (init.body instanceof URLSearchParams) {
      body = init.body.toString();
      if (!headers.has('content-type')) headers.set('content-type', 'application/x-www-form-urlencoded;charset=UTF-8');
    } else if (typeof init.body === 'string') body = init.body;
    else if (init.body != null) throw new Error('boundFetch sends string and form bodies only');
    return new Promise<Response>((ok, fail) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: target.port,
          path: `${target.pathname}${target.search}`,
          method: init.method ?? 'GET',
          headers: { host: target.host, ...Object.fromEntries(headers) },
          localAddress,
          agent: false,
          signal: init.signal ?? undefined,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('error', fail);
          res.on('end', () => {
            const out = new Headers();
            for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) out.set(k, Array.isArray(v) ? v.join(', ') : v);
            const status = res.statusCode ?? 0;
            const nullBody = status === 204 || status === 304 || (status >= 100 && status < 200);
            ok(new Response(nullBody ? null : Buffer.concat(chunks), { status, headers: out }));
          });
        },
      );
      req.on('error', fail);
      req.end(body);
    });
  };
}
