/** Whose budget a request spends: the proxy's word only when the deployment trusts a proxy. */
import type { IncomingHttpHeaders } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { clientKey, describeClientKey, ipv6Prefix64, SHARED_CLIENT_KEY } from '../../lib/limits/client-key';
import { markPeerAddressWritten, resetPeerAddressForTests, rewriteForwardedFor } from '../../lib/limits/forwarded-for';

const req = (xff?: string) => new Request('http://localhost/oauth/register', { headers: xff === undefined ? {} : { 'x-forwarded-for': xff } });

describe('clientKey', () => {
  it.each([
    { case: 'no proxy trusted: a forged header picks nothing', xff: '203.0.113.9', trust: false, key: SHARED_CLIENT_KEY },
    { case: 'the address the proxy saw', xff: '203.0.113.9', trust: true, key: 'ip:203.0.113.9' },
    { case: 'a caller-written prefix is ignored: the last hop is the proxy’s', xff: '198.51.100.1, 203.0.113.9', trust: true, key: 'ip:203.0.113.9' },
    { case: 'IPv4-mapped IPv6 counts as the IPv4 address', xff: '::ffff:203.0.113.9', trust: true, key: 'ip:203.0.113.9' },
    { case: 'IPv6 counts per /64', xff: '2001:db8:1:2:aaaa::1', trust: true, key: 'ip6:2001:db8:1:2::/64' },
    { case: 'no header: shared', xff: undefined, trust: true, key: SHARED_CLIENT_KEY },
    { case: 'garbage: shared', xff: 'not-an-address', trust: true, key: SHARED_CLIENT_KEY },
  ])('$case', ({ xff, trust, key }) => {
    expect(clientKey(req(xff), trust)).toBe(key);
  });

  it('gives every address of one /64 the same key', () => {
    expect(ipv6Prefix64('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(ipv6Prefix64('2001:0db8:0000:0000:ffff::2')).toBe('2001:db8:0:0::/64');
    expect(ipv6Prefix64('::1')).toBe('0:0:0:0::/64');
  });
});

describe('behind npm start’s custom server', () => {
  afterEach(() => resetPeerAddressForTests());

  it('the header the server wrote is the key, whatever TRUST_PROXY says', () => {
    markPeerAddressWritten();
    expect(clientKey(req('127.0.0.5'), false)).toBe('ip:127.0.0.5');
    expect(clientKey(req('127.0.0.5'), true)).toBe('ip:127.0.0.5');
  });

  it.each([
    { case: 'no proxy: the peer, every client-written forwarding header dropped', trust: false, peer: '127.0.0.5', xff: '10.0.0.1', want: '127.0.0.5' },
    { case: 'a dual-stack peer counts as its IPv4 address', trust: false, peer: '::ffff:127.0.0.6', xff: undefined, want: '127.0.0.6' },
    { case: 'behind a proxy: the hop it appended, not what the client wrote', trust: true, peer: '10.0.0.2', xff: '6.6.6.6, 203.0.113.9', want: '203.0.113.9' },
    { case: 'behind a proxy, a request that bypassed it: the peer', trust: true, peer: '10.0.0.2', xff: undefined, want: '10.0.0.2' },
  ])('rewrites forwarding headers: $case', ({ trust, peer, xff, want }) => {
    const headers: IncomingHttpHeaders = {
      host: 'localhost',
      forwarded: 'for=6.6.6.6',
      'x-real-ip': '6.6.6.6',
      'x-forwarded-host': 'evil.test',
      ...(xff ? { 'x-forwarded-for': xff } : {}),
    };
    expect(rewriteForwardedFor(headers, peer, trust)).toBe(want);
    expect(headers['x-forwarded-for']).toBe(want);
    expect(headers.forwarded).toBeUndefined();
    expect(headers['x-real-ip']).toBeUndefined();
    // A proxy's host is kept when it is trusted; otherwise Next fills it from the connection.
    expect(headers['x-forwarded-host']).toBe(trust ? 'evil.test' : undefined);
  });

  it('says whose budget a key is, naming only the caller', () => {
    expect(describeClientKey('ip:127.0.0.5')).toBe('your address 127.0.0.5');
    expect(describeClientKey('ip6:2001:db8:0:0::/64')).toBe('your network 2001:db8:0:0::/64');
    expect(describeClientKey(SHARED_CLIENT_KEY)).toMatch(/everyone|shares one budget/);
  });
});
