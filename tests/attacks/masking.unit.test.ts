/**
 * Attack replays against the masking an observation channel applies before it publishes: bodies that made the old patterns backtrack for seconds, credentials in the
 * places the old deny-list missed, and JSON nested too deep to walk. In process, over maskExchangeDeep.
 */
import { describe, expect, it } from 'vitest';
import { maskBodyText, maskExchangeDeep, maskSecret, maskUrl } from '../../lib/wire/mask';
import type { HeaderList, WireExchange } from '../../lib/wire/types';
import { FORM_BOMB, JOSE_BOMB } from './payloads';

/**
 * Each of these took seconds on the old patterns; linear code takes well under a millisecond per KiB.
 * The best of three runs is what counts, and the bound is a second at least: `npm test` runs these beside
 * `next build` on two cores, and a stolen time slice is not the code's. What masking costs is bench/'s.
 */
const BOUND_MS = 1000;

function timed<T>(f: () => T): { ms: number; value: T } {
  let best = Number.POSITIVE_INFINITY;
  let value!: T;
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    value = f();
    best = Math.min(best, performance.now() - t0);
  }
  return { ms: best, value };
}

const SECRET = 'sk-live-4f9c2a7e1b3d5f7a9c1e3b5d7f9a1c3e';

function exchange(parts: { url?: string; headers?: HeaderList; body?: string; responseBody?: string }): WireExchange {
  return {
    seq: 1,
    startedAt: 0,
    request: {
      method: 'POST',
      url: parts.url ?? 'http://localhost/o/ch/api/mcp',
      headers: parts.headers ?? [],
      ...(parts.body !== undefined ? { body: parts.body } : {}),
    },
    response: {
      status: 200,
      statusText: 'OK',
      headers: [['content-type', 'application/json']],
      headersAtMs: 1,
      kind: 'json',
      ...(parts.responseBody !== undefined ? { body: parts.responseBody } : {}),
      events: [],
    },
  };
}

describe('linear masking: bodies that stalled the old patterns', () => {
  it('masks the 88-byte form bomb in milliseconds', () => {
    expect(FORM_BOMB).toHaveLength(88);
    const { ms, value } = timed(() => maskBodyText(FORM_BOMB));
    expect(value).toBe(FORM_BOMB);
    expect(ms).toBeLessThan(BOUND_MS);
  });

  it('masks 64 KiB of eyJ in milliseconds, as a body, a URL and a header', () => {
    const { ms } = timed(() =>
      maskExchangeDeep(exchange({ url: `http://localhost/o/ch/api/mcp?q=${JOSE_BOMB}`, headers: [['x-note', JOSE_BOMB]], body: JOSE_BOMB })),
    );
    expect(ms).toBeLessThan(BOUND_MS * 3);
    // Still finds a real JWT right after the bomb.
    const jwt = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJhbGljZSJ9.c2lnbmF0dXJlLWJ5dGVz';
    expect(maskBodyText(`${JOSE_BOMB} ${jwt}`)).not.toContain(jwt);
    expect(maskBodyText(`${JOSE_BOMB}.${jwt}`)).not.toContain('c2lnbmF0dXJlLWJ5dGVz');
  });

  it('stays linear on the other shapes a caller controls: whitespace runs, cut JSON, scheme runs, query runs', () => {
    const inputs = [
      `Bearer${' '.repeat(30_000)}\nx`,
      `{"a"${' '.repeat(30_000)}`,
      `{${'"a":"b",'.repeat(8_000)}`,
      `${'Bearer '.repeat(10_000)}x`,
      `${'?token'.repeat(10_000)}`,
      `${'&a='.repeat(20_000)}`,
      `a=${'%'.repeat(60_000)} `,
      `${'.'.repeat(60_000)}eyJ`,
    ];
    for (const input of inputs) {
      const { ms } = timed(() => {
        maskSecret(input);
        maskBodyText(input);
        maskUrl(`http://x/?${input}`);
      });
      expect(ms, JSON.stringify(input.slice(0, 20))).toBeLessThan(BOUND_MS * 2);
    }
  });
});

describe('credentials masked by shape, wherever they hide', () => {
  const headerNames = ['Api-Key', 'X-Auth-Token', 'X-Access-Token', 'X-MCP-API-Key', 'Private-Token', 'Authentication', 'X-API-Key', 'Authorization', 'Cookie'];
  for (const name of headerNames) {
    it(`a key in the ${name} header`, () => {
      const text = JSON.stringify(maskExchangeDeep(exchange({ headers: [[name.toLowerCase(), SECRET]] })));
      expect(text).not.toContain(SECRET);
    });
  }

  for (const param of ['apiKey', 'key', 'token', 'auth', 'bearer', 'api_key', 'access_token', 'session', 'password']) {
    it(`a key in ?${param}=`, () => {
      const text = JSON.stringify(maskExchangeDeep(exchange({ url: `http://localhost/o/ch/api/mcp?${param}=${SECRET}&q=linux` })));
      expect(text).not.toContain(SECRET);
      expect(text).toContain('q=linux');
    });
  }

  for (const field of ['token', 'apiKey', 'secret', 'authorization', 'client_secret', 'password', 'sessionToken', 'credentials']) {
    it(`a key in a "${field}" tool argument`, () => {
      const body = JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'search_prompts', arguments: { query: 'linux', [field]: SECRET } },
      });
      const masked = JSON.stringify(maskExchangeDeep(exchange({ body })));
      expect(masked).not.toContain(SECRET);
      expect(masked).toContain('linux');
    });
  }

  it('a key under a secret name, however deep (credentials: {user, pw})', () => {
    const body = JSON.stringify({ params: { arguments: { credentials: { user: 'bob', pw: SECRET } } } });
    expect(maskBodyText(body)).not.toContain(SECRET);
  });

  it('"Bearer <secret>" inside a tool argument, a response, an SSE event, a plain body and a cut JSON body', () => {
    const body = JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'x', arguments: { note: `call it with Bearer ${SECRET} please` } },
    });
    const x = exchange({ body, responseBody: JSON.stringify({ result: { content: [{ type: 'text', text: `Authorization: Bearer ${SECRET}` }] } }) });
    const withEvent: WireExchange = { ...x, response: { ...x.response!, kind: 'sse', events: [{ atMs: 1, data: `{"note":"basic ${SECRET}"}` }] } };
    expect(JSON.stringify(maskExchangeDeep(withEvent))).not.toContain(SECRET);
    expect(maskBodyText(`curl -H 'Authorization: Bearer ${SECRET}'`)).not.toContain(SECRET);
    expect(maskBodyText(`{"note":"Bearer ${SECRET}`)).not.toContain(SECRET);
    expect(maskBodyText(`{"apiKey":"${SECRET}`)).not.toContain(SECRET);
  });

  it('a key in a form body and in a URL inside a JSON string', () => {
    expect(maskBodyText(`grant_type=client_credentials&apiKey=${SECRET}`)).not.toContain(SECRET);
    expect(maskBodyText(JSON.stringify({ arguments: { url: `https://api.example/v1?token=${SECRET}&x=1` } }))).not.toContain(SECRET);
  });

  it("the deployment's own secrets, wherever they appear and however encoded", () => {
    const key = 'Zm9vYmFy+/bazquux=1234567890abcdef';
    const authSecret = 'auth-secret-0123456789-abcdefghijklmnopqrstuvwxyz';
    const secrets = [
      { value: key, label: 'MCP_API_KEY' },
      { value: authSecret, label: 'AUTH_SECRET' },
    ];
    const x = exchange({
      url: `http://localhost/o/ch/api/mcp?q=${encodeURIComponent(key)}`,
      headers: [
        ['authorization', `Bearer ${key}`],
        ['x-note', `mine is ${authSecret}`],
      ],
      body: JSON.stringify({ params: { arguments: { query: `find ${key}`, note: `"${authSecret}"` } } }),
      responseBody: `{"echo":"${key}`,
    });
    const masked = maskExchangeDeep(x, { secrets });
    const text = JSON.stringify(masked);
    for (const s of [key, encodeURIComponent(key), authSecret]) expect(text).not.toContain(s);
    expect(masked.request.headers[0][1]).toBe('Bearer [MCP_API_KEY]');
    expect(masked.request.headers[1][1]).toBe('mine is [AUTH_SECRET]');
  });

  it('keeps visible what the walkthrough and the tour teach with', () => {
    const metadata = {
      issuer: 'http://localhost/oauth',
      authorization_endpoint: 'http://localhost/oauth/authorize',
      token_endpoint: 'http://localhost/oauth/token',
      token_endpoint_auth_methods_supported: ['none'],
      code_challenge_methods_supported: ['S256'],
      authorization_servers: ['http://localhost/oauth'],
      bearer_methods_supported: ['header'],
    };
    expect(JSON.parse(maskBodyText(JSON.stringify(metadata)))).toEqual(metadata);
    const tokenResponse = JSON.parse(
      maskBodyText(JSON.stringify({ access_token: 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJhIn0.c2ln', token_type: 'Bearer', expires_in: 300 })),
    );
    expect(tokenResponse.token_type).toBe('Bearer');
    expect(tokenResponse.expires_in).toBe(300);
    const progress = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { _meta: { progressToken: 'p-123456789' }, name: 'x' } };
    expect(JSON.parse(maskBodyText(JSON.stringify(progress)))).toEqual(progress);
    const challenge = 'Bearer resource_metadata="http://localhost/.well-known/oauth-protected-resource/api/mcp/oauth", scope="prompts:read"';
    const authorize =
      'http://localhost/oauth/authorize?response_type=code&client_id=c1&code_challenge=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG&code_challenge_method=S256&state=s1';
    const x = maskExchangeDeep({
      ...exchange({
        url: authorize,
        headers: [
          ['mcp-method', 'tools/call'],
          ['mcp-name', 'search_prompts'],
          ['mcp-protocol-version', '2026-07-28'],
        ],
      }),
      response: { status: 401, statusText: '', headers: [['www-authenticate', challenge]], headersAtMs: 1, kind: 'json', events: [] },
    });
    expect(x.request.url).toBe(authorize);
    expect(x.request.headers.map(([, v]) => v)).toEqual(['tools/call', 'search_prompts', '2026-07-28']);
    expect(x.response?.headers[0][1]).toBe(challenge);
    expect(maskBodyText('The server answers 401 and asks for a Bearer token.')).toBe('The server answers 401 and asks for a Bearer token.');
  });
});

describe('JSON nested too deep to walk', () => {
  it('masks 30,000-deep JSON as text, without overflowing the stack, still masking what it carries', () => {
    const deep = `${'{"a":'.repeat(30_000)}{"token":"${SECRET}"}${'}'.repeat(30_000)}`;
    const { ms, value } = timed(() => maskExchangeDeep(exchange({ body: deep, responseBody: `${'['.repeat(30_000)}${']'.repeat(30_000)}` })));
    expect(value.request.body).not.toContain(SECRET);
    expect(ms).toBeLessThan(BOUND_MS * 4);
  });
});
