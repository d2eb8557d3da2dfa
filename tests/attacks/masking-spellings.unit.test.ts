/**
 * Credential spellings that once reached an observation channel's feed whole: short and unusual
 * names (`pass`, `pwd`, `otp`, `sig`, signatures, DPoP), a password in a URL, provider keys known by
 * their prefix, PEM private keys, and the deployment's own key base64- or hex-encoded. Each must be
 * masked wherever it sits (header, query, JSON field, free text), and each new scan stays linear on
 * the worst input a caller can send.
 */
import { describe, expect, it } from 'vitest';
import { maskExchangeDeep } from '../../lib/wire/mask';
import type { HeaderList, WireExchange } from '../../lib/wire/types';

const SECRET = 'Zq7Xv9Lp2Wm4Rt6Yk8Hn3Jd5Fg1Sb0Ce';
const KEY = 'deployment-key-0123456789-abcdefghijklmnop';

function exchange(parts: { url?: string; headers?: HeaderList; body?: string }): WireExchange {
  return {
    seq: 1,
    startedAt: 0,
    request: {
      method: 'POST',
      url: parts.url ?? 'http://localhost/o/ch/api/mcp',
      headers: parts.headers ?? [],
      ...(parts.body !== undefined ? { body: parts.body } : {}),
    },
    endedAtMs: 0,
  };
}

const shown = (x: WireExchange) => JSON.stringify(maskExchangeDeep(x, { secrets: [{ value: KEY, label: 'MCP_API_KEY' }] }));

describe('names that carry credentials', () => {
  for (const name of ['pass', 'pwd', 'otp', 'sig', 'signature', 'X-Amz-Signature', 'x-hub-signature-256', 'DPoP', 'passphrase', 'totp']) {
    it(`${name}: as a header, a query parameter and a JSON field`, () => {
      expect(shown(exchange({ headers: [[name.toLowerCase(), SECRET]] }))).not.toContain(SECRET);
      expect(shown(exchange({ url: `http://localhost/o/ch/api/mcp?${name}=${SECRET}` }))).not.toContain(SECRET);
      expect(shown(exchange({ body: JSON.stringify({ params: { arguments: { [name]: SECRET } } }) }))).not.toContain(SECRET);
    });
  }
  it('keeps ordinary words that merely contain a short name visible', () => {
    const body = JSON.stringify({ footprint: 'visible-value-123456789', passage: 'visible-value-987654321' });
    expect(shown(exchange({ body }))).toContain('visible-value-123456789');
    expect(shown(exchange({ body }))).toContain('visible-value-987654321');
  });
});

describe('credentials known by their shape, in free text', () => {
  const cases: [string, string, string][] = [
    ['a password in a URL', `see https://alice:${SECRET}@db.invalid/x`, SECRET],
    ['a GitHub token', 'token ghp_16C7e42F292c6912E7710c838347Ae178B4a in a note', 'ghp_16C7e42F292c6912E7710c838347Ae178B4a'],
    ['an sk- key', 'use sk-proj-abcdefghijklmnopqrstuvwx1234 here', 'sk-proj-abcdefghijklmnopqrstuvwx1234'],
    ['an AWS access key id', 'aws AKIAIOSFODNN7EXAMPLE ok', 'AKIAIOSFODNN7EXAMPLE'],
    ['a PEM private key', `-----BEGIN PRIVATE KEY-----\nMIIEv${SECRET}QIBADANBgkqhkiG9w0BAQEFAASC\n-----END PRIVATE KEY-----`, SECRET],
    ["the deployment's key in base64", `Basic-ish ${Buffer.from(KEY).toString('base64')}`, Buffer.from(KEY).toString('base64')],
    ["the deployment's key in base64url", `x=${Buffer.from(KEY).toString('base64url')}`, Buffer.from(KEY).toString('base64url')],
    ["the deployment's key in hex", `hex ${Buffer.from(KEY).toString('hex')}`, Buffer.from(KEY).toString('hex')],
  ];
  for (const [what, text, secret] of cases) {
    it(`${what}: in a tool argument and in the URL`, () => {
      expect(shown(exchange({ body: JSON.stringify({ params: { arguments: { note: text } } }) }))).not.toContain(secret);
      expect(shown(exchange({ body: text }))).not.toContain(secret);
    });
  }
});

describe('the new scans are linear', () => {
  const MiB = 1024 * 1024;
  const bodies: [string, string][] = [
    ['"://" over and over, no @', '://a:b'.repeat(MiB / 6)],
    ['one authority of colons', `http://${':'.repeat(MiB)}`],
    ['BEGIN without END', '-----BEGIN PRIVATE KEY-----x'.repeat(MiB / 28)],
    ['15-character runs', `${'a'.repeat(15)} `.repeat(MiB / 16)],
    ['one 1 MiB run with a key prefix', `ghp_${'a'.repeat(MiB)}`],
  ];
  for (const [what, body] of bodies) {
    it(`${what}: 1 MiB masked within a second`, () => {
      const t0 = performance.now();
      maskExchangeDeep(exchange({ body }));
      expect(performance.now() - t0).toBeLessThan(1_000);
    });
  }
});
