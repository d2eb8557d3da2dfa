/**
 * The refusal matrix, against the production build with every door guarded (MCP_AUTH=oauth on
 * /api/mcp, the OAuth door, the key door): every lab token and each malformed header with the exact
 * status, challenge and error_description; the key door with right, wrong and missing keys; no lab
 * token through any door to any tool; step-up from a read-only token to refine_prompt.
 */
import { Client, StreamableHTTPClientTransport, UnauthorizedError } from '@modelcontextprotocol/client';
import { CompactEncrypt, createRemoteJWKSet, decodeJwt, SignJWT } from 'jose';
import { type CheckId, DOORS as DOOR_RECORDS, LAB_KIND_CHECK, LAB_KINDS, type LabKind, resourceScopes } from '../../lib/vocabulary';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { verifyAccessToken } from '../../lib/auth/resource-server/verify-token';
import { connectLegacy, connectModern, MODERN } from '../helpers/clients';
import { type RunningServer, startNextServer } from '../helpers/next-server';
import { callTool, HeadlessOAuthProvider, obtainAccessToken, rpcResult, TOOL_ARGS } from '../helpers/oauth';

const KEY = 'matrix-shared-key-0123456789abcdefghij';
const OAUTH_DOORS = ['/api/mcp/oauth', '/api/mcp'] as const;
const KEY_DOOR = '/api/mcp/key';
const DOORS = [...OAUTH_DOORS, KEY_DOOR] as const;

let server: RunningServer;
let base: string;
/** Lab tokens minted for each door (aimed at it: right audience except where the lesson is the audience). */
const lab: Record<string, Record<LabKind, string>> = {};

beforeAll(async () => {
  server = await startNextServer({ AUTH_SECRET: 'matrix-test-secret-0123456789abcdefghijklmnopq', MCP_AUTH: 'oauth', AUTH_DEMO: '1', MCP_API_KEY: KEY });
  base = server.url;
  for (const door of DOORS) {
    const res = await fetch(`${base}/oauth/lab`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ door }) });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { tokens: { kind: LabKind; token: string }[] };
    lab[door] = Object.fromEntries(body.tokens.map((t) => [t.kind, t.token])) as Record<LabKind, string>;
  }
});
afterAll(async () => server?.stop());

const prm = (door: string) => `${base}/.well-known/oauth-protected-resource${door}`;
const invalidToken = (door: string, description: string) =>
  door === KEY_DOOR
    ? `Bearer realm="prompts-observatory", error="invalid_token", error_description="${description}"`
    : `Bearer error="invalid_token", error_description="${description}", scope="prompts:read", resource_metadata="${prm(door)}"`;

const LAB_DESCRIPTIONS: Record<LabKind, (door: string) => string> = {
  'wrong-audience': (door) => `wrong audience: this door accepts tokens for ${base}${door}`,
  'no-audience': (door) => `no audience: this door accepts only tokens for ${base}${door} (RFC 8707)`,
  'wrong-issuer': () => `wrong issuer: this door trusts tokens from ${base}/oauth`,
  expired: () => 'expired: the exp claim is in the past',
  'not-yet-valid': () => 'not yet valid: the nbf claim is in the future',
  'tampered-payload': () => 'bad signature: not signed by the issuer key',
  'bad-signature': () => 'bad signature: not signed by the issuer key',
  'alg-none': () => 'algorithm not allowed: this door accepts EdDSA, ES256, RS256',
};

describe('every lab token at every guarded door', () => {
  const cases = DOORS.flatMap((door) => LAB_KINDS.map((kind) => ({ door, kind })));
  it.each(cases)('$kind at $door: 401 naming the failed check', async ({ door, kind }) => {
    const token = lab[door][kind];
    const res = await callTool(`${base}${door}`, 'search_prompts', TOOL_ARGS.search_prompts, { authorization: `Bearer ${token}` });
    const description = door === KEY_DOOR ? 'wrong key' : LAB_DESCRIPTIONS[kind](door);
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe(invalidToken(door, description));
    const text = await res.text();
    // The body names the failed check by its stable id: the check each lab kind is built to fail.
    expect(JSON.parse(text)).toEqual({ error: 'invalid_token', error_description: description, check: door === KEY_DOOR ? 'key' : LAB_KIND_CHECK[kind] });
    expect(text).not.toContain(token);
  });
});

describe('no lab token gets in, through any door, to any tool, in either protocol era', () => {
  it('answers 401 to all of them, before any tool runs', async () => {
    const outcomes: string[] = [];
    for (const aimedAt of DOORS) {
      for (const door of DOORS) {
        for (const tool of Object.keys(TOOL_ARGS)) {
          for (const kind of LAB_KINDS) {
            for (const era of ['modern', 'legacy'] as const) {
              const res = await callTool(`${base}${door}`, tool, TOOL_ARGS[tool], { authorization: `Bearer ${lab[aimedAt][kind]}`, era });
              await res.body?.cancel();
              if (res.status !== 401) outcomes.push(`${kind} (for ${aimedAt}) at ${door} ${tool} ${era}: ${res.status}`);
            }
          }
        }
      }
    }
    expect(outcomes).toEqual([]);
  });

  it('refuses them even with a verifier configured to let each one’s flaw pass (the lab claim is the backstop)', async () => {
    const door = '/api/mcp/oauth';
    const lenient = (token: string, over: Partial<Parameters<typeof verifyAccessToken>[1]> = {}) =>
      verifyAccessToken(token, {
        issuer: `${base}/oauth`,
        keys: createRemoteJWKSet(new URL(`${base}/oauth/jwks`)),
        audience: `${base}${door}`,
        algorithms: ['EdDSA', 'ES256', 'RS256', 'none'],
        requireAtJwt: false,
        clockToleranceS: 30 * 24 * 3600,
        ...over,
      });
    const t = lab[door];
    const labRefusal = /^lab token: minted for teaching and never accepted by any door$/;
    await expect(lenient(t['wrong-audience'], { audience: String(decodeJwt(t['wrong-audience']).aud) })).rejects.toThrow(labRefusal);
    await expect(lenient(t['wrong-issuer'], { issuer: String(decodeJwt(t['wrong-issuer']).iss) })).rejects.toThrow(labRefusal);
    await expect(lenient(t.expired)).rejects.toThrow(labRefusal);
    await expect(lenient(t['not-yet-valid'])).rejects.toThrow(labRefusal);
    // No configuration makes these verify at all.
    await expect(lenient(t['tampered-payload'])).rejects.toThrow(/^bad signature/);
    await expect(lenient(t['bad-signature'])).rejects.toThrow(/^bad signature/);
    await expect(lenient(t['alg-none'])).rejects.toThrow(/^(malformed|algorithm not allowed)/);
  });
});

describe('malformed and missing credentials at every guarded door', () => {
  const hs256 = () =>
    new SignJWT({ scope: 'prompts:read' })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setIssuer(`${base}/oauth`)
      .setExpirationTime('5m')
      .sign(new Uint8Array(32));
  const jwe = () => new CompactEncrypt(new TextEncoder().encode('{}')).setProtectedHeader({ alg: 'dir', enc: 'A256GCM' }).encrypt(new Uint8Array(32));
  const rows: { name: string; header: () => Promise<string | undefined> | string | undefined; oauth: [CheckId, string]; key: [CheckId, string] | undefined }[] =
    [
      {
        name: 'Basic scheme',
        header: () => 'Basic dXNlcjpwYXNz',
        oauth: ['credential', 'malformed Authorization header: expected the Bearer scheme'],
        key: ['credential', 'malformed Authorization header: expected the Bearer scheme'],
      },
      {
        name: 'Bearer with no token',
        header: () => 'Bearer',
        oauth: ['credential', 'malformed Authorization header: no token after Bearer'],
        key: ['credential', 'malformed Authorization header: no token after Bearer'],
      },
      {
        name: 'two values after Bearer',
        header: () => 'Bearer abc def',
        oauth: ['credential', 'malformed Authorization header: a bearer token is one value of token68 characters'],
        key: ['credential', 'malformed Authorization header: a bearer token is one value of token68 characters'],
      },
      // Node keeps only the first of two Authorization header lines; a proxy that forwards both joins them with a comma.
      {
        name: 'two Authorization values joined',
        header: () => `Bearer ${KEY}, Bearer other`,
        oauth: ['credential', 'malformed Authorization header: a bearer token is one value of token68 characters'],
        key: ['credential', 'malformed Authorization header: a bearer token is one value of token68 characters'],
      },
      {
        name: 'not a JWT',
        header: () => 'Bearer not-a-jwt',
        oauth: ['format', 'malformed: not a signed JWT (expected three dot-separated parts)'],
        key: ['key', 'wrong key'],
      },
      {
        name: 'garbage JWT header',
        header: () => 'Bearer x.y.z',
        oauth: ['format', 'malformed: the JWT header is not valid base64url JSON'],
        key: ['key', 'wrong key'],
      },
      {
        name: 'an HS256 token',
        header: async () => `Bearer ${await hs256()}`,
        oauth: ['alg', 'algorithm not allowed: this door accepts EdDSA, ES256, RS256'],
        key: ['key', 'wrong key'],
      },
      {
        name: 'an encrypted token (JWE)',
        header: async () => `Bearer ${await jwe()}`,
        oauth: ['format', 'malformed: not a signed JWT (expected three dot-separated parts)'],
        key: ['key', 'wrong key'],
      },
      {
        name: 'the shared key at an OAuth door',
        header: () => `Bearer ${KEY}`,
        oauth: ['format', 'malformed: not a signed JWT (expected three dot-separated parts)'],
        key: undefined,
      },
    ];
  const cases = DOORS.flatMap((door) => rows.filter((r) => (door === KEY_DOOR ? r.key !== undefined : true)).map((row) => ({ door, ...row })));

  it.each(cases)('$name at $door: 401 invalid_token', async ({ door, header, oauth, key }) => {
    const authorization = await header();
    const res = await callTool(`${base}${door}`, 'search_prompts', TOOL_ARGS.search_prompts, { authorization });
    const [check, description] = door === KEY_DOOR ? (key as [CheckId, string]) : oauth;
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe(invalidToken(door, description));
    expect(await res.json()).toEqual({ error: 'invalid_token', error_description: description, check });
  });

  it.each(OAUTH_DOORS)('no credential at %s: 401 with resource_metadata and scope, and no error code', async (door) => {
    const res = await callTool(`${base}${door}`, 'search_prompts', TOOL_ARGS.search_prompts);
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe(`Bearer scope="prompts:read", resource_metadata="${prm(door)}"`);
    const body = (await res.json()) as { error_description: string };
    expect(body.error_description).toMatch(/^missing token: send Authorization: Bearer <access token>/);
    // The pointer works: it is this door's metadata, naming this door and the issuer.
    const meta = await (await fetch(prm(door), { headers: { origin: 'https://elsewhere.example' } })).json();
    expect(meta).toMatchObject({ resource: `${base}${door}`, authorization_servers: [`${base}/oauth`], bearer_methods_supported: ['header'] });
  });

  it('a token that lacks prompts:read is 403 insufficient_scope at an OAuth door', async () => {
    const token = await obtainAccessToken(base, '/api/mcp/oauth', 'prompts:refine');
    const res = await callTool(`${base}/api/mcp/oauth`, 'search_prompts', TOOL_ARGS.search_prompts, { authorization: `Bearer ${token}` });
    expect(res.status).toBe(403);
    expect(res.headers.get('www-authenticate')).toBe(
      `Bearer error="insufficient_scope", error_description="insufficient scope: this door needs prompts:read", scope="prompts:read", resource_metadata="${prm('/api/mcp/oauth')}"`,
    );
  });

  it('a real token for one door is refused at the other (audience), and at the key door', async () => {
    const token = await obtainAccessToken(base, '/api/mcp/oauth');
    const main = await callTool(`${base}/api/mcp`, 'search_prompts', TOOL_ARGS.search_prompts, { authorization: `Bearer ${token}` });
    expect(main.status).toBe(401);
    expect(main.headers.get('www-authenticate')).toBe(invalidToken('/api/mcp', `wrong audience: this door accepts tokens for ${base}/api/mcp`));
    const key = await callTool(`${base}${KEY_DOOR}`, 'search_prompts', TOOL_ARGS.search_prompts, { authorization: `Bearer ${token}` });
    expect(key.status).toBe(401);
    expect(key.headers.get('www-authenticate')).toBe(invalidToken(KEY_DOOR, 'wrong key'));
  });
});

describe('the key door', () => {
  const openBase = inject('baseUrl');

  it('with the right key serves the same results as the open door, in both eras', async () => {
    const keyed = await connectModern(base, { headers: { authorization: `Bearer ${KEY}` } }, KEY_DOOR);
    const open = await connectModern(openBase);
    try {
      const call = { name: 'search_prompts', arguments: { query: 'code review', limit: 5 } };
      expect((await keyed.callTool(call)).structuredContent).toEqual((await open.callTool(call)).structuredContent);
      const refine = await keyed.callTool({ name: 'refine_prompt', arguments: { id: 'linux-terminal', goal: 'shorter' } });
      expect((refine.structuredContent as { via: string }).via).toBe('fallback');
      // The capability card reports each door's real guard in this deployment.
      const card = JSON.parse(((await keyed.readResource({ uri: 'prompts://capability' })).contents[0] as { text: string }).text);
      // Every door of the vocabulary, in its order: the one MCP_AUTH configures locked with OAuth here, the rest as their records say.
      expect(card.doors).toEqual([
        ...DOOR_RECORDS.map((d) => ({ name: d.path, transport: 'streamable-http', auth: d.configurableAuth ? 'oauth' : d.auth })),
        { name: 'stdio', transport: 'stdio', auth: 'none' },
      ]);
      expect(card.doors).toEqual(
        expect.arrayContaining([
          { name: '/api/mcp', transport: 'streamable-http', auth: 'oauth' },
          { name: '/api/mcp/key', transport: 'streamable-http', auth: 'key' },
        ]),
      );
    } finally {
      await keyed.close();
      await open.close();
    }
    const legacy = await connectLegacy(base, KEY_DOOR, { authorization: `Bearer ${KEY}` });
    try {
      expect(((await legacy.callTool({ name: 'corpus_stats', arguments: {} })).structuredContent as { count: number }).count).toBe(1381);
    } finally {
      await legacy.close();
    }
  });

  it('with a wrong key: 401 invalid_token "wrong key", and the key is never echoed', async () => {
    const wrong = `${KEY.slice(0, -1)}X`;
    const res = await callTool(`${base}${KEY_DOOR}`, 'corpus_stats', {}, { authorization: `Bearer ${wrong}` });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe(invalidToken(KEY_DOOR, 'wrong key'));
    const text = await res.text();
    expect(text).not.toContain(wrong);
    expect(text).not.toContain(KEY);
  });

  it('with no key: 401 with a bare challenge naming the realm', async () => {
    const res = await callTool(`${base}${KEY_DOOR}`, 'corpus_stats', {});
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer realm="prompts-observatory"');
    expect(await res.json()).toEqual({ error: 'unauthorized', error_description: 'missing key: send Authorization: Bearer <key>', check: 'credential' });
  });
});

describe('step-up: refine_prompt needs prompts:refine', () => {
  it('a read-only token reads, gets 403 insufficient_scope on refine_prompt in both eras, and cannot smuggle it past the header', async () => {
    const door = `${base}/api/mcp/oauth`;
    const token = await obtainAccessToken(base, '/api/mcp/oauth', 'prompts:read');
    const auth = { authorization: `Bearer ${token}` };
    const ok = await callTool(door, 'get_prompt', TOOL_ARGS.get_prompt, auth);
    expect(ok.status).toBe(200);
    expect(((await rpcResult(ok)).result!.structuredContent as { prompt: { id: string } }).prompt.id).toBe('linux-terminal');

    const challenge = `Bearer error="insufficient_scope", error_description="insufficient scope: refine_prompt needs prompts:refine", scope="prompts:read prompts:refine", resource_metadata="${prm('/api/mcp/oauth')}"`;
    for (const era of ['modern', 'legacy'] as const) {
      const res = await callTool(door, 'refine_prompt', TOOL_ARGS.refine_prompt, { ...auth, era });
      expect(res.status, era).toBe(403);
      expect(res.headers.get('www-authenticate'), era).toBe(challenge);
    }
    // A header naming another tool does not clear a body that calls refine_prompt.
    const smuggled = await callTool(door, 'refine_prompt', TOOL_ARGS.refine_prompt, { ...auth, headers: { 'mcp-name': 'search_prompts' } });
    expect(smuggled.status).toBe(403);
  });

  it('the v2 client steps up on the 403 and then refine_prompt succeeds', async () => {
    const door = new URL('/api/mcp/oauth', base);
    const provider = new HeadlessOAuthProvider();
    const newClient = () => new Client({ name: 'step-up', version: '1.0.0' }, { versionNegotiation: { mode: { pin: MODERN } } });
    const first = new StreamableHTTPClientTransport(door, { authProvider: provider });
    await expect(newClient().connect(first)).rejects.toBeInstanceOf(UnauthorizedError);
    await first.finishAuth(provider.callbackParams());
    // The resource's scopes (the v2 client may add offline_access for a refresh token: the issuer offers it).
    expect(resourceScopes(provider.tokens()?.scope)).toBe('prompts:read');

    const transport = new StreamableHTTPClientTransport(door, { authProvider: provider });
    const client = newClient();
    await client.connect(transport);
    try {
      const refine = { name: 'refine_prompt', arguments: { id: 'linux-terminal', goal: 'for a beginner' } };
      // 403 insufficient_scope → the transport re-authorizes with the union of scopes (our provider approves).
      await expect(client.callTool(refine)).rejects.toBeInstanceOf(UnauthorizedError);
      expect(resourceScopes(provider.authorizationUrls.at(-1)?.searchParams.get('scope'))).toBe('prompts:read prompts:refine');
      await transport.finishAuth(provider.callbackParams());
      expect(resourceScopes(provider.tokens()?.scope)).toBe('prompts:read prompts:refine');
      const res = await client.callTool(refine);
      expect((res.structuredContent as { via: string; refined: string }).refined).toContain('for a beginner');
    } finally {
      await client.close();
    }
  });
});
