/**
 * Who is calling, as far as limits go: one participant is one address, read from something the client
 * cannot write. Next.js route handlers do not see the socket, and on a bare `next start` Next fills
 * `X-Forwarded-For` only when the client sent none, so that header is the client's to choose. Hence:
 * - Under `npm start` the custom server in front of Next (scripts/server.ts, ./forwarded-for.ts) strips
 *   every forwarding header the client sent and writes `X-Forwarded-For` itself: the socket's peer, or
 *   with TRUST_PROXY the hop the proxy appended. It marks the process, and then that header is the key.
 * - On Vercel (TRUST_PROXY defaults on there) the edge overwrites `X-Forwarded-For` with the address it
 *   saw; behind another proxy on a bare `next start`, TRUST_PROXY takes the last hop, the one it added.
 * - Otherwise (a bare `next start`, `next dev`) every caller shares one bucket per deployment, because a
 *   header the caller writes itself must not choose its bucket.
 * IPv6 addresses count per /64, the block one subscriber holds.
 */
import { isIPv4, isIPv6 } from 'node:net';
import { peerAddressWritten } from './forwarded-for';

export const SHARED_CLIENT_KEY = 'deployment';

export function clientKey(req: Request, trustProxy: boolean): string {
  if (!trustProxy && !peerAddressWritten()) return SHARED_CLIENT_KEY;
  const hops = (req.headers.get('x-forwarded-for') ?? '').split(',');
  return keyOfAddress(hops[hops.length - 1].trim());
}

/** The bucket of one address: `ip:<v4>` or `ip6:<its /64>`; the shared key for anything else. */
export function keyOfAddress(raw: string): string {
  const address = raw.replace(/^\[|\]$/g, '');
  if (isIPv4(address)) return `ip:${address}`;
  if (isIPv6(address)) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    return mapped ? `ip:${mapped[1]}` : `ip6:${ipv6Prefix64(address)}`;
  }
  return SHARED_CLIENT_KEY; // no usable address: the proxy did not say, so share
}

/** Whose budget a key is, in words for a refusal: the caller's own address, never anyone else's. */
export function describeClientKey(key: string): string {
  if (key.startsWith('ip:')) return `your address ${key.slice(3)}`;
  if (key.startsWith('ip6:')) return `your network ${key.slice(4)}`;
  return 'this deployment (it cannot tell participants apart here, so everyone shares one budget)';
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
