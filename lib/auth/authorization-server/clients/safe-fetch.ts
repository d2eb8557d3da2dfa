/**
 * Fetches a client ID metadata document without becoming an SSRF proxy: https only (http to loopback
 * only where private targets are allowed, i.e. `next dev` and tests), no redirects,
 * every resolved address checked at connect time (so DNS cannot swap in a private address after the
 * check), a time limit and a size limit. Loopback and private targets are allowed only when config
 * says so (development, or an explicit test setting).
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

export interface SafeFetchOptions {
  allowPrivate: boolean;
  maxBytes: number;
  timeoutMs: number;
}

/**
 * `tellCaller`: our own policy refusal, safe to tell the caller. Anything learnt from the network (DNS
 * answers, refused ports, status codes, timeouts) is not public: told to the caller, it would make the
 * issuer an oracle for probing hosts and ports it can reach.
 */
export class SafeFetchError extends Error {
  constructor(
    message: string,
    readonly tellCaller: boolean = false,
  ) {
    super(message);
  }
}

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  // ::/96 (IPv4-compatible), IPv4-translated (::ffff:0:0:0/96), NAT64 (64:ff9b::/96 and the local-use 64:ff9b:1::/48),
  // Teredo (2001::/32), 6to4 (2002::/16): each embeds an IPv4 address that may be private, so none is a public target.
  // No ::ffff:0:0/96 rule: BlockList already judges an IPv4-mapped address by the IPv4 rules (pinned by a test), and
  // such a rule would match every IPv4 address.
  ['::', 96],
  ['::1', 128],
  ['::ffff:0:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 32],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, prefix, 'ipv6');
// No rule for IPv4-mapped IPv6 (::ffff:0:0/96): BlockList already judges ::ffff:a.b.c.d by the IPv4
// rules, and such a rule would also match every IPv4 address, public ones included.

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true; // not an address at all: refuse
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export async function safeFetchJson(url: URL, opts: SafeFetchOptions): Promise<unknown> {
  const plainLoopback = url.protocol === 'http:' && opts.allowPrivate;
  if (url.protocol !== 'https:' && !plainLoopback) throw new SafeFetchError('the URL must be https', true);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // Literal addresses never go through lookup, so they are judged here.
  if (isIP(host) && !opts.allowPrivate && isPrivateAddress(host)) {
    throw new SafeFetchError(`${host} is a private or loopback address; client metadata must be on the public internet`, true);
  }
  const guardedLookup: LookupFunction = (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 0);
      const bad = addresses.find((a) => isPrivateAddress(a.address));
      if (bad && !opts.allowPrivate) {
        return callback(new SafeFetchError(`${hostname} resolves to a private or loopback address; client metadata must be on the public internet`), '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      return callback(null, addresses[0].address, addresses[0].family);
    });
  };

  return new Promise((resolve, reject) => {
    const request = url.protocol === 'http:' ? httpRequest : httpsRequest;
    const req = request(
      url,
      { method: 'GET', lookup: guardedLookup, headers: { Accept: 'application/json' }, timeout: opts.timeoutMs, signal: AbortSignal.timeout(opts.timeoutMs) },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          return reject(new SafeFetchError(`it answered HTTP ${res.statusCode} (redirects are not followed); expected 200 with JSON`));
        }
        const declared = Number(res.headers['content-length'] ?? NaN);
        if (declared > opts.maxBytes) {
          res.destroy();
          return reject(new SafeFetchError(`the document is larger than ${opts.maxBytes} bytes`, true));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > opts.maxBytes) {
            res.destroy();
            reject(new SafeFetchError(`the document is larger than ${opts.maxBytes} bytes`, true));
          } else chunks.push(chunk);
        });
        res.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
          } catch {
            reject(new SafeFetchError('the document is not valid JSON', true));
          }
        });
        res.on('error', (e) => reject(new SafeFetchError(e.message)));
      },
    );
    req.on('timeout', () => req.destroy(new SafeFetchError(`no answer within ${opts.timeoutMs} ms`)));
    req.on('error', (e) => reject(e instanceof SafeFetchError ? e : new SafeFetchError(describeNetworkError(e))));
    req.end();
  });
}

function describeNetworkError(e: Error & { code?: string }): string {
  if (e.name === 'AbortError' || e.name === 'TimeoutError') return 'the request timed out';
  return e.code ? `${e.code}: ${e.message}` : e.message;
}
