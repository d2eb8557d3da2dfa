/**
 * Who is calling, as far as rate limits go. Next.js route handlers do not see the peer address, so:
 * - TRUST_PROXY on (the default on Vercel): the address the trusted proxy saw, which is the last
 *   X-Forwarded-For entry (Vercel overwrites the header with the client's address; proxies that
 *   append put the peer they saw last). IPv6 addresses count per /64, the block one subscriber holds.
 * - TRUST_PROXY off (a bare `next start`): every caller shares one bucket per deployment, because a
 *   header the caller writes itself must not choose its bucket. Size limits for a room, not a person.
 */
import { isIPv4, isIPv6 } from 'node:net';

export const SHARED_CLIENT_KEY = 'deployment';

export function clientKey(req: Request, trustProxy: boolean): string {
  if (!trustProxy) return SHARED_CLIENT_KEY;
  const hops = (req.headers.get('x-forwarded-for') ?? '').split(',');
  const address = hops[hops.length - 1].trim().replace(/^\[|\]$/g, '');
  if (isIPv4(address)) return `ip:${address}`;
  if (isIPv6(address)) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    return mapped ? `ip:${mapped[1]}` : `ip6:${ipv6Prefix64(address)}`;
  }
  return SHARED_CLIENT_KEY; // no usable address: the proxy did not say, so share
}

/** The first four groups of an IPv6 address, expanded: "2001:db8::1" → "2001:db8:0:0::/64". */
export function ipv6Prefix64(address: string): string {
  const [head, tail = ''] = address.toLowerCase().split('::');
  const split = (s: string) => (s ? s.split(':') : []);
  const left = split(head);
  const right = address.includes('::') ? split(tail) : [];
  const groups = [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
