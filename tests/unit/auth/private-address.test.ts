/** The SSRF guard's judgement of an address: what a client metadata URL may never reach. */
import { describe, expect, it } from 'vitest';
import { isPrivateAddress } from '../../../lib/auth/authorization-server/clients/safe-fetch';

describe('isPrivateAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'the rest of 127/8'],
    ['10.1.2.3', 'RFC 1918'],
    ['172.16.0.1', 'RFC 1918'],
    ['172.31.255.255', 'the top of 172.16/12'],
    ['192.168.1.1', 'RFC 1918'],
    ['169.254.169.254', 'link-local, where cloud metadata lives'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['0.0.0.0', '"this host"'],
    ['224.0.0.1', 'multicast'],
    ['::1', 'IPv6 loopback'],
    ['::', 'the unspecified address'],
    ['fd00::1', 'unique local'],
    ['fe80::1', 'IPv6 link-local'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:a00:1', 'IPv4-mapped private, in hex'],
    ['64:ff9b::a00:1', 'NAT64 of a private address'],
    ['64:ff9b:1::808:808', 'local-use NAT64 (64:ff9b:1::/48)'],
    ['2002:a00:1::1', '6to4, which embeds an IPv4 address'],
    ['::a00:1', 'IPv4-compatible (::/96)'],
    ['0:0:0:0:0:ffff:7f00:1', 'IPv4-mapped loopback, written out'],
    ['::ffff:169.254.169.254', 'IPv4-mapped cloud metadata'],
    ['::ffff:0:7f00:1', 'IPv4-translated loopback (::ffff:0:0:0/96)'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo, which embeds an IPv4 address'],
    ['100::1', 'discard-only (100::/64)'],
    ['2001:db8::1', 'documentation'],
    ['203.0.113.9', 'documentation (TEST-NET-3)'],
    ['localhost', 'a name, not an address'],
    ['', 'nothing at all'],
  ])('refuses %s (%s)', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each([
    ['93.184.215.14', 'a public IPv4'],
    ['172.32.0.1', 'just above 172.16/12'],
    ['8.8.8.8', 'a public resolver'],
    ['2606:4700::1111', 'a public IPv6'],
    ['::ffff:8.8.8.8', 'IPv4-mapped public'],
  ])('allows %s (%s)', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });
});
