/** The one parser of Host and Origin: a header is only ever checked against the configured identity. */
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../lib/config';
import { checkHostHeaders, checkOriginHeader, parseHostHeader } from '../../lib/identity';

const production = parseConfig({ NODE_ENV: 'production', MCP_PUBLIC_ORIGIN: 'https://prompts.test', MCP_ALLOWED_HOSTS: 'alias.test,ops.test:8443' });
const laptop = parseConfig({ NODE_ENV: 'production', MCP_PUBLIC_ORIGIN: 'http://localhost:3000' });
const lan = parseConfig({ NODE_ENV: 'production', MCP_PUBLIC_ORIGIN: 'http://192.168.1.23:3000', MCP_ALLOW_HTTP_ORIGIN: '1' });
const dev = parseConfig({ NODE_ENV: 'development', MCP_DEV_SERVER: '1', PORT: '3000' });
const proxied = parseConfig({ NODE_ENV: 'production', MCP_PUBLIC_ORIGIN: 'https://prompts.test', TRUST_PROXY: '1' });

const host = (value: string, extra: Record<string, string> = {}) => new Headers({ host: value, ...extra });

describe('parseHostHeader', () => {
  it.each(['prompts.test', 'prompts.test:443', 'LOCALHOST:3000', '[::1]:8080', '127.0.0.1'])('accepts %s', (v) => {
    expect(parseHostHeader(v)).toBeDefined();
  });
  it.each(['', 'a.test/path', 'a.test?x', 'a.test#x', 'user@a.test', 'a.test:99999', 'a.test:', 'a test', 'a.test:80/x?', 'http://a.test'])(
    'refuses %j',
    (v) => {
      expect(parseHostHeader(v)).toBeUndefined();
    },
  );
});

describe('checkHostHeaders', () => {
  it.each([
    [production, 'prompts.test', true],
    [production, 'prompts.test:443', true],
    [production, 'prompts.test:8443', false],
    [production, 'alias.test:1234', true],
    [production, 'ops.test:8443', true],
    [production, 'ops.test', false],
    [production, 'localhost:3000', false],
    [production, '127.0.0.1:3000/any/path?', false],
    [laptop, 'localhost:3000', true],
    [laptop, '127.0.0.1:3000', true],
    [laptop, 'localhost:3001', false],
    // A workshop on the laptop's network address: phones arrive under that name; loopback is not it.
    [lan, '192.168.1.23:3000', true],
    [lan, '192.168.1.24:3000', false],
    [lan, 'localhost:3000', false],
    [dev, 'localhost:4567', true],
    [dev, 'evil.test', false],
  ] as const)('%#: Host %s → %s', (cfg, value, ok) => {
    expect(checkHostHeaders(host(value), cfg).ok).toBe(ok);
  });

  it('reads X-Forwarded-Host only behind a trusted proxy, and then checks it too', () => {
    expect(checkHostHeaders(host('prompts.test', { 'x-forwarded-host': 'evil.test' }), production).ok).toBe(true);
    expect(checkHostHeaders(host('prompts.test', { 'x-forwarded-host': 'evil.test' }), proxied).ok).toBe(false);
    expect(checkHostHeaders(host('internal:8080', { 'x-forwarded-host': 'prompts.test' }), proxied).ok).toBe(false);
  });

  it('never echoes the refused value', () => {
    const verdict = checkHostHeaders(host('evil.test:6666'), production);
    expect(verdict).toEqual({ ok: false, reason: 'Host is not a name this deployment answers to (it is https://prompts.test)' });
  });
});

describe('checkOriginHeader', () => {
  it.each([
    [production, undefined, true],
    [production, 'https://prompts.test', true],
    [production, 'http://prompts.test', false],
    [production, 'https://prompts.test:8443', false],
    [production, 'https://evil.test', false],
    [production, 'null', false],
    [laptop, 'http://127.0.0.1:3000', true],
    [laptop, 'http://localhost:3001', false],
    [dev, 'http://localhost:9999', true],
  ] as const)('%#: Origin %s → %s', (cfg, origin, ok) => {
    expect(checkOriginHeader(new Headers(origin ? { origin } : {}), cfg).ok).toBe(ok);
  });
});
