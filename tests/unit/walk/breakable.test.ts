/** Long technical text wraps at its punctuation, never inside a word ("V/ersion", "resource/_metadata"). */
import { describe, expect, it } from 'vitest';
import { isPopupPath } from '../../../components/nav/SiteChrome';
import { breakPoints } from '../../../components/text/Breakable';

describe('breakPoints', () => {
  it('keeps words and snake_case names whole', () => {
    for (const word of ['MCP-Protocol-Version', 'resource_metadata', 'verified', 'WWW-Authenticate']) {
      expect(breakPoints(word)).toEqual([word]);
    }
  });

  it('offers a break after each slash, = and &, and before a query', () => {
    expect(breakPoints('http://localhost:3000/.well-known/oauth-protected-resource/api/mcp/oauth')).toEqual([
      'http://',
      'localhost:3000/',
      '.well-known/',
      'oauth-protected-resource/',
      'api/',
      'mcp/',
      'oauth',
    ]);
    expect(breakPoints('/oauth/authorize?a=1&b=2')).toEqual(['/', 'oauth/', 'authorize', '?a=', '1&', 'b=', '2']);
    expect(breakPoints('Bearer resource_metadata="x"').join('')).toBe('Bearer resource_metadata="x"');
  });

  it('is linear on a long run of punctuation', () => {
    const text = '/'.repeat(200_000);
    const t = performance.now();
    expect(breakPoints(text).join('')).toBe(text);
    expect(performance.now() - t).toBeLessThan(1000);
  });
});

describe('isPopupPath', () => {
  it('the consent page, the issuer’s own and a channel’s, opens without the site nav; nothing else does', () => {
    expect(isPopupPath('/oauth/consent')).toBe(true);
    expect(isPopupPath('/o/abc123/oauth/consent')).toBe(true);
    for (const p of ['/', '/auth', '/oauth/consent/x', '/o/oauth/consent', '/o//oauth/consent', '/playground']) expect(isPopupPath(p), p).toBe(false);
  });
});
