/**
 * GET /api/apps/sandbox (lib/apps-sandbox): the sandbox page answers only where an app in it cannot share
 * the playground's origin, is framed by the playground alone, and carries the app's declared policy and
 * nothing looser.
 */
import { describe, expect, it } from 'vitest';
import { appContentSecurityPolicy, cleanDeclaredCsp, sandboxUrl } from '../../../lib/apps-sandbox/csp';
import { sandboxResponse } from '../../../lib/apps-sandbox/response';
import { parseConfig } from '../../../lib/config';

const SITE = 'http://localhost:3000';
const SANDBOX = 'http://127.0.0.1:3000';
const withSandbox = parseConfig({ NODE_ENV: 'test', MCP_PUBLIC_ORIGIN: SITE, MCP_APPS_SANDBOX_ORIGIN: SANDBOX });
const without = parseConfig({ NODE_ENV: 'test', MCP_PUBLIC_ORIGIN: SITE });

const get = (url: string, host: string, cfg = withSandbox, headers: Record<string, string> = {}) =>
  sandboxResponse(new Request(url, { headers: { host, ...headers } }), cfg);

describe('the sandbox page', () => {
  it('answers on the sandbox origin, framed only by the site, under the policy the app declared', async () => {
    const res = get(sandboxUrl(SANDBOX, { connectDomains: ['https://api.example.com'] }), '127.0.0.1:3000');
    expect(res.status).toBe(200);
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`frame-ancestors ${SITE}`);
    expect(policy).toContain('connect-src https://api.example.com');
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toMatch(/^sandbox/);
    expect(await res.text()).toContain(JSON.stringify(SITE));
  });

  it("refuses the site's own name (and any alias of it) when a sandbox origin is configured", () => {
    for (const host of ['localhost:3000', 'localhost:4000', '127.0.0.1:4000']) expect(get(`http://${host}/api/apps/sandbox`, host).status).toBe(403);
    // Behind a trusted proxy the forwarded name counts too.
    const proxied = parseConfig({ NODE_ENV: 'test', MCP_PUBLIC_ORIGIN: SITE, MCP_APPS_SANDBOX_ORIGIN: SANDBOX, TRUST_PROXY: '1' });
    expect(get(`${SANDBOX}/api/apps/sandbox`, '127.0.0.1:3000', proxied, { 'x-forwarded-host': 'localhost:3000' }).status).toBe(403);
  });

  it('without a sandbox origin, answers on the site and sandboxes itself into an opaque origin', () => {
    const res = get(`${SITE}/api/apps/sandbox`, 'localhost:3000', without);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toMatch(/^sandbox allow-scripts; default-src 'none'/);
    expect(get(`${SITE}/api/apps/sandbox`, 'evil.example:3000', without).status).toBe(403);
  });

  it('refuses a csp query that is not a declaration', () => {
    expect(get(`${SANDBOX}/api/apps/sandbox?csp=not-json`, '127.0.0.1:3000').status).toBe(400);
    expect(get(`${SANDBOX}/api/apps/sandbox?csp=${encodeURIComponent(JSON.stringify({ connectDomains: ['x'.repeat(5000)] }))}`, '127.0.0.1:3000').status).toBe(
      400,
    );
  });

  it('refuses a sandbox origin equal to the site', () => {
    expect(() => parseConfig({ NODE_ENV: 'test', MCP_PUBLIC_ORIGIN: SITE, MCP_APPS_SANDBOX_ORIGIN: `${SITE}/` })).toThrow(/must differ from MCP_PUBLIC_ORIGIN/);
  });
});

describe("the app's policy", () => {
  it('keeps only origins: a quote, a semicolon, a path or a space cannot loosen it', () => {
    const declared = cleanDeclaredCsp({
      connectDomains: ["'unsafe-eval'", 'https://a.example; script-src *', 'https://b.example/path', 'https://c.example', 'https://*.d.example:8443'],
      resourceDomains: 'https://not-a-list.example',
    });
    expect(declared).toEqual({ connectDomains: ['https://c.example', 'https://*.d.example:8443'] });
    const policy = appContentSecurityPolicy(declared, SITE);
    expect(policy).toBe(
      [
        "default-src 'none'",
        "script-src 'unsafe-inline'",
        "style-src 'unsafe-inline'",
        'img-src data:',
        'font-src data:',
        'media-src data:',
        'connect-src https://c.example https://*.d.example:8443',
        "frame-src 'none'",
        "base-uri 'none'",
        "object-src 'none'",
        "form-action 'none'",
        `frame-ancestors ${SITE}`,
      ].join('; '),
    );
  });
});
