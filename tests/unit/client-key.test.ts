/** Whose budget a request spends: the proxy's word only when the deployment trusts a proxy. */
import { describe, expect, it } from 'vitest';
import { clientKey, ipv6Prefix64, SHARED_CLIENT_KEY } from '../../lib/limits/client-key';

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
