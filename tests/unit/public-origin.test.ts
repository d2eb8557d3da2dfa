import { describe, expect, it } from 'vitest';
import { publicOrigin } from '../../lib/http/public-origin';

describe('publicOrigin', () => {
  const h = (init: Record<string, string>) => new Headers(init);
  it('uses Host and http on a bare next start, ignoring forwarded headers it was not told to trust', () => {
    expect(publicOrigin(h({ host: 'localhost:3000', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' }), { trustProxy: false })).toBe('http://localhost:3000');
  });
  it('uses the forwarded scheme and host behind a trusted proxy', () => {
    expect(publicOrigin(h({ host: 'internal:8080', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'prompts.vercel.app' }), { trustProxy: true })).toBe('https://prompts.vercel.app');
  });
  it('refuses a forwarded scheme that is not http or https', () => {
    expect(publicOrigin(h({ host: 'a.example', 'x-forwarded-proto': 'javascript' }), { trustProxy: true })).toBe('http://a.example');
  });
});
