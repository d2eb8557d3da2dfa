/** One load run with autocannon, from this (the bench's) process, summarised. */
import autocannon from 'autocannon';
import { type McpCall, mcpBody, mcpHeaders } from './mcp-request';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  /** Connection errors + timeouts + non-2xx answers. */
  errors: number;
  /** The same, told apart. */
  errorKinds: { connection: number; timeouts: number; non2xx: number };
  requests: number;
}

export interface LoadTarget {
  url: string;
  /** Calls sent in rotation (e.g. several search queries); ids rotate too. */
  calls: McpCall[];
}

export async function load(target: LoadTarget, opts: { seconds: number; connections: number }): Promise<LoadResult> {
  const bodies = target.calls.map((c, i) => mcpBody(c, i + 1));
  const r = await autocannon({
    url: target.url,
    method: 'POST',
    connections: opts.connections,
    duration: opts.seconds,
    headers: mcpHeaders(target.calls[0]!),
    // every body prebuilt; autocannon cycles through them on each connection (a setupRequest hook per
    // request would cost the load generator, which shares the machine, more for rotated scenarios)
    requests: bodies.map((body) => ({ method: 'POST', body })),
  });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx, // autocannon counts timeouts among errors
    errorKinds: { connection: r.errors - r.timeouts, timeouts: r.timeouts, non2xx: r.non2xx },
    requests: r.requests.total,
  };
}
