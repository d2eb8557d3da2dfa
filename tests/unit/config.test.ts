/** The configuration parser: who the deployment is, what only `next dev` may default, and the refusals production must make. */
import { describe, expect, it } from 'vitest';
import { DEV_AUTH_SECRET, parseConfig } from '../../lib/config';

const SECRET = 'unit-test-secret-0123456789abcdefghijklmnopq';
const problems = (env: Record<string, string>) => {
  try {
    parseConfig(env);
    return '';
  } catch (err) {
    return (err as Error).message;
  }
};

describe('the public origin', () => {
  it.each([
    [
      'MCP_PUBLIC_ORIGIN wins, spelled canonically',
      { NODE_ENV: 'production', MCP_PUBLIC_ORIGIN: 'HTTPS://Prompts.Test:443', VERCEL_URL: 'x.vercel.app' },
      'https://prompts.test',
      'MCP_PUBLIC_ORIGIN',
    ],
    [
      'a Vercel production deployment uses the project URL',
      { NODE_ENV: 'production', VERCEL_ENV: 'production', VERCEL_PROJECT_PRODUCTION_URL: 'prompts.vercel.app', VERCEL_URL: 'prompts-abc.vercel.app' },
      'https://prompts.vercel.app',
      'VERCEL_PROJECT_PRODUCTION_URL',
    ],
    [
      'a Vercel preview uses its own URL',
      { NODE_ENV: 'production', VERCEL_ENV: 'preview', VERCEL_PROJECT_PRODUCTION_URL: 'prompts.vercel.app', VERCEL_URL: 'prompts-abc.vercel.app' },
      'https://prompts-abc.vercel.app',
      'VERCEL_URL',
    ],
    ['next dev defaults to localhost on its port', { NODE_ENV: 'development', MCP_DEV_SERVER: '1', PORT: '3123' }, 'http://localhost:3123', 'next dev'],
    ['next start without any of them does not know', { NODE_ENV: 'production' }, undefined, undefined],
    ['NODE_ENV=development alone is not next dev', { NODE_ENV: 'development' }, undefined, undefined],
  ])('%s', (_name, env, origin, source) => {
    const cfg = parseConfig(env);
    expect(cfg.publicOrigin).toBe(origin);
    expect(cfg.publicOriginSource).toBe(source);
  });

  it.each([
    ['a path', 'https://prompts.test/app', 'must be an origin only'],
    ['a query', 'https://prompts.test?x=1', 'must be an origin only'],
    ['a fragment', 'https://prompts.test#top', 'must be an origin only'],
    ['credentials', 'https://user:pw@prompts.test', 'must not carry credentials'],
    ['another scheme', 'ftp://prompts.test', 'must be http or https'],
    ['not a URL', 'prompts.test', 'must be an origin such as'],
  ])('refuses one with %s', (_name, value, message) => {
    expect(problems({ MCP_PUBLIC_ORIGIN: value })).toContain(`MCP_PUBLIC_ORIGIN: ${message}`);
  });

  it('wants https in production, except for a laptop on localhost', () => {
    expect(problems({ NODE_ENV: 'production', MCP_PUBLIC_ORIGIN: 'http://prompts.test' })).toContain('MCP_PUBLIC_ORIGIN: must be https in production');
    expect(problems({ NODE_ENV: 'production', MCP_PUBLIC_ORIGIN: 'http://localhost:3000' })).toBe('');
  });

  it('takes http on a laptop’s network address in production only when MCP_ALLOW_HTTP_ORIGIN says so, and never on Vercel', () => {
    const lan = { NODE_ENV: 'production', MCP_PUBLIC_ORIGIN: 'http://192.168.1.23:3000' };
    expect(problems(lan)).toContain('MCP_ALLOW_HTTP_ORIGIN=1');
    expect(problems({ ...lan, MCP_ALLOW_HTTP_ORIGIN: '1' })).toBe('');
    expect(parseConfig({ ...lan, MCP_ALLOW_HTTP_ORIGIN: '1' }).publicOrigin).toBe('http://192.168.1.23:3000');
    expect(problems({ ...lan, MCP_ALLOW_HTTP_ORIGIN: '1', VERCEL: '1' })).toContain('MCP_ALLOW_HTTP_ORIGIN: not on Vercel');
  });
});

describe('what only npm run dev may default', () => {
  it('the public development secret and the loopback names', () => {
    const dev = parseConfig({ NODE_ENV: 'development', MCP_DEV_SERVER: '1' });
    expect(dev.auth.secret).toEqual({ value: DEV_AUTH_SECRET, source: 'dev-default' });
    expect(dev.allowLoopbackHosts).toBe(true);
    for (const NODE_ENV of ['test', 'development', 'production']) {
      const started = parseConfig({ NODE_ENV });
      expect(started.auth.secret, NODE_ENV).toBeUndefined();
      expect(started.allowLoopbackHosts, NODE_ENV).toBe(false);
    }
  });

  it('refuses the dev server switch in production, so `next start` never takes the public secret', () => {
    expect(() => parseConfig({ NODE_ENV: 'production', MCP_DEV_SERVER: '1', MCP_PUBLIC_ORIGIN: 'https://prompts.test' })).toThrow(
      /MCP_DEV_SERVER: only `npm run dev` sets it/,
    );
  });
});

describe('production refuses to be quietly locked with a demo credential', () => {
  it.each([
    ['MCP_AUTH=key without a real key', { MCP_AUTH: 'key', AUTH_SECRET: SECRET, AUTH_DEMO: '1' }, 'MCP_API_KEY: MCP_AUTH=key'],
    [
      'MCP_AUTH=oauth on the built-in issuer without AUTH_DEMO',
      { MCP_AUTH: 'oauth', AUTH_SECRET: SECRET },
      'AUTH_DEMO: MCP_AUTH=oauth with the built-in issuer',
    ],
    ['the public development secret', { AUTH_SECRET: DEV_AUTH_SECRET }, 'AUTH_SECRET: the development default is public'],
  ])('%s', (_name, env, message) => {
    expect(problems({ NODE_ENV: 'production', ...env })).toContain(message);
  });

  it('accepts each of them said out loud, and reports every problem at once', () => {
    expect(problems({ NODE_ENV: 'production', MCP_AUTH: 'oauth', AUTH_SECRET: SECRET, AUTH_DEMO: '1' })).toBe('');
    expect(problems({ NODE_ENV: 'production', MCP_AUTH: 'key', MCP_API_KEY: 'a-real-key-0123456789abcdefghij' })).toBe('');
    const all = problems({ NODE_ENV: 'production', MCP_AUTH: 'key', MCP_PUBLIC_ORIGIN: 'https://x.test/p', MCP_ALLOWED_HOSTS: 'https://x.test' });
    expect(all).toContain('MCP_API_KEY');
    expect(all).toContain('MCP_PUBLIC_ORIGIN');
    expect(all).toContain('MCP_ALLOWED_HOSTS');
  });
});
