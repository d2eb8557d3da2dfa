/**
 * The labs' naive door, in process with real v2 clients: the token built for another resource gets in
 * there and is refused by the real OAuth door; the issuer's real tokens never open it; every other
 * check still holds; it serves exactly what the open door serves, labels every answer, counts against
 * the doors' rate limit, and closes when the main door is locked.
 */
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { createHash, randomBytes } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { authorize } from '../../../lib/auth/authorization-server/authorize';
import { registerClient } from '../../../lib/auth/authorization-server/clients/registration';
import { issuerContextFromHeaders } from '../../../lib/auth/authorization-server/context';
import { decide } from '../../../lib/auth/authorization-server/decision';
import { mintLabTokens, mintSpecimen } from '../../../lib/auth/authorization-server/lab';
import { exchangeCode } from '../../../lib/auth/authorization-server/token';
import { openGuard } from '../../../lib/auth/guard';
import { createNaiveGuard } from '../../../lib/auth/resource-server/naive-guard';
import { createOAuthGuard } from '../../../lib/auth/resource-server/oauth-guard';
import { parseConfig } from '../../../lib/config';
import { createDoor, type Door } from '../../../lib/http/door';
import { httpDoors } from '../../../lib/http/doors';
import { createNaiveDoor, labIssuerOf } from '../../../lib/http/naive-door';
import { readJsonBody } from '../../../lib/http/json-body';
import { TOOL_SCOPES } from '../../../lib/mcp';
import { DOOR, DOORS, LAB_KIND_CHECK, type LabKind, NAIVE_DOOR } from '../../../lib/vocabulary';
import { MODERN } from '../../helpers/clients';
import { doorFetch, IN_PROCESS_ORIGIN } from '../../helpers/in-process-doors';

const SECRET = 'a naive-door test secret, long enough for the issuer';
const environment = () => ({ doors: [] });
const configFor = (env: Record<string, string> = {}) => parseConfig({ NODE_ENV: 'test', MCP_PUBLIC_ORIGIN: IN_PROCESS_ORIGIN, AUTH_SECRET: SECRET, ...env });
const cfg = configFor();
const at = (path: string) => new URL(path, IN_PROCESS_ORIGIN).href;

const naive = createNaiveDoor(() => cfg, environment);
/** The real OAuth door, trusting the same built-in issuer (the key handed over in process, as in production). */
const oauth = createDoor({
  id: 'oauth',
  guard: createOAuthGuard({
    doorPath: DOOR.oauth.path,
    cfg: () => cfg,
    issuer: labIssuerOf(() => cfg),
    readBody: (req) => readJsonBody(req, cfg.maxBodyBytes),
    toolScopes: TOOL_SCOPES,
  }),
  environment,
  cfg: () => cfg,
});
const open = createDoor({ id: 'open', guard: openGuard, environment, cfg: () => cfg });

const clients: Client[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
});

/** A real v2 client on `door` at `path`, with a bearer token if given; its transport's last response is kept. */
async function connect(door: Door, path: string, token?: string) {
  const seen: Response[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const res = await doorFetch(door)(input, init);
    seen.push(res.clone());
    return res;
  };
  const client = new Client({ name: 'naive-door-test', version: '1.0.0' }, { versionNegotiation: { mode: { pin: MODERN } } });
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  await client.connect(new StreamableHTTPClientTransport(new URL(path, IN_PROCESS_ORIGIN), { fetch, requestInit: { headers } }));
  clients.push(client);
  return { client, seen };
}

/** One raw tools/list on `door`, as a client would send it. */
function toolsList(door: Door, path: string, token?: string, more: Record<string, string> = {}): Promise<Response> {
  return doorFetch(door)(at(path), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': MODERN,
      'mcp-method': 'tools/list',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...more,
    },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/list',
      params: { _meta: { 'io.modelcontextprotocol/protocolVersion': MODERN, 'io.modelcontextprotocol/clientCapabilities': {} } },
    }),
  });
}

let lab: Record<LabKind, string>;
let realToken: string;

/** A real token from the built-in issuer: register, authorize with PKCE and resource, approve, redeem. */
async function issuedToken(): Promise<string> {
  const ctxOutcome = issuerContextFromHeaders(new Headers({ host: new URL(IN_PROCESS_ORIGIN).host }), cfg);
  if (!ctxOutcome.ok) throw new Error(ctxOutcome.description);
  const ctx = ctxOutcome.ctx;
  const redirect = 'http://127.0.0.1:9/callback';
  const reg = await registerClient({ redirect_uris: [redirect], client_name: 'Naive door test' }, SECRET);
  if (!reg.ok) throw new Error(reg.description);
  const verifier = randomBytes(32).toString('base64url');
  const q = new URLSearchParams({
    response_type: 'code',
    client_id: reg.body.client_id as string,
    redirect_uri: redirect,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: 's',
    scope: 'prompts:read prompts:refine',
    resource: at(DOOR.oauth.path),
  });
  const outcome = await authorize(q, ctx);
  if (outcome.kind !== 'consent') throw new Error(`expected consent, got ${outcome.kind}`);
  const answer = await decide({ ticket: outcome.ticket, decision: 'approve' }, ctx);
  if (!answer.ok) throw new Error(answer.description);
  const code = new URL(answer.location).searchParams.get('code')!;
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirect,
    client_id: reg.body.client_id as string,
    code_verifier: verifier,
    resource: at(DOOR.oauth.path),
  });
  const token = await exchangeCode(form, ctx);
  return token.body.access_token as string;
}

beforeAll(async () => {
  const urls = { issuer: at('/oauth'), resource: at(DOOR.oauth.path) };
  const minted = await mintLabTokens(SECRET, urls.issuer, urls.resource);
  lab = Object.fromEntries(minted.map((t) => [t.kind, t.token])) as Record<LabKind, string>;
  realToken = await issuedToken();
});

describe('the naive door (aud not checked)', () => {
  it('lets in the token built for another resource, which the real OAuth door refuses on aud', async () => {
    const { client, seen } = await connect(naive, NAIVE_DOOR.path, lab['wrong-audience']);
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toContain('search_prompts');
    expect(seen.at(-1)?.headers.get(NAIVE_DOOR.header)).toBe(NAIVE_DOOR.label);

    const refused = await toolsList(oauth, DOOR.oauth.path, lab['wrong-audience']);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ error: 'invalid_token', check: 'aud' });
    expect(refused.headers.get(NAIVE_DOOR.header)).toBeNull();
  });

  it('lets in a token with no aud at all; the real door refuses it on aud', async () => {
    expect((await toolsList(naive, NAIVE_DOOR.path, lab['no-audience'])).status).toBe(200);
    expect(await (await toolsList(oauth, DOOR.oauth.path, lab['no-audience'])).json()).toMatchObject({ check: 'aud' });
  });

  it('refuses a real token from the issuer, one the real door accepts: lab tokens only', async () => {
    expect((await toolsList(oauth, DOOR.oauth.path, realToken)).status).toBe(200);
    const res = await toolsList(naive, NAIVE_DOOR.path, realToken);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: 'invalid_token', check: 'lab', error_description: expect.stringMatching(/^not a lab token/) });
    expect(res.headers.get(NAIVE_DOOR.header)).toBe(NAIVE_DOOR.label);
  });

  it.each(Object.entries(LAB_KIND_CHECK).filter(([, check]) => check !== 'aud'))(
    'still refuses the %s lab token with its own check (%s): only aud is off',
    async (kind, check) => {
      const res = await toolsList(naive, NAIVE_DOOR.path, lab[kind as LabKind]);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ check });
    },
  );

  it('refuses a call with no token with a bare challenge naming the lab door, labelled', async () => {
    const res = await toolsList(naive, NAIVE_DOOR.path);
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe(`Bearer realm="${NAIVE_DOOR.realm}"`);
    expect(res.headers.get(NAIVE_DOOR.header)).toBe(NAIVE_DOOR.label);
  });

  it('labels its 405 and its preflight too', async () => {
    const get = naive.notAllowed(new Request(at(NAIVE_DOOR.path), { headers: { host: new URL(IN_PROCESS_ORIGIN).host } }));
    expect(get.status).toBe(405);
    expect(get.headers.get(NAIVE_DOOR.header)).toBe(NAIVE_DOOR.label);
    const pre = naive.options(new Request(at(NAIVE_DOOR.path), { method: 'OPTIONS', headers: { host: new URL(IN_PROCESS_ORIGIN).host } }));
    expect(pre.headers.get(NAIVE_DOOR.header)).toBe(NAIVE_DOOR.label);
  });
});

describe('the naive door grants nothing the open door does not', () => {
  it('serves exactly the open door’s tools, resources and prompts', async () => {
    const inNaive = (await connect(naive, NAIVE_DOOR.path, lab['wrong-audience'])).client;
    const inOpen = (await connect(open, DOOR.open.path)).client;
    expect((await inNaive.listTools()).tools).toEqual((await inOpen.listTools()).tools);
    expect((await inNaive.listResources()).resources).toEqual((await inOpen.listResources()).resources);
    expect((await inNaive.listPrompts()).prompts).toEqual((await inOpen.listPrompts()).prompts);
  });

  it('admits its caller as nobody, as the open door does: a lab token’s scopes give it no identity', async () => {
    const specimen = await mintSpecimen(SECRET, at('/oauth'), at(DOOR.oauth.path));
    const guard = createNaiveGuard({ cfg: () => cfg, labIssuer: labIssuerOf(() => cfg) });
    const outcome = await guard(new Request(at(NAIVE_DOOR.path), { method: 'POST', headers: { authorization: `Bearer ${specimen.token}` } }));
    expect(outcome).toEqual({ ok: true });
    const { client } = await connect(naive, NAIVE_DOOR.path, specimen.token);
    expect((await client.callTool({ name: 'corpus_stats', arguments: {} })).isError).not.toBe(true);
    // The real door refuses the specimen for its lab mark, after every other check passed.
    expect(await (await toolsList(oauth, DOOR.oauth.path, specimen.token)).json()).toMatchObject({ check: 'lab' });
  });

  it('closes (503, saying why) when the main door is locked, so it never serves what a locked deployment does not', async () => {
    for (const mode of ['oauth', 'key']) {
      const locked = configFor({ MCP_AUTH: mode, MCP_API_KEY: 'a shared key that is long enough 0123456789' });
      const res = await toolsList(
        createNaiveDoor(() => locked, environment),
        NAIVE_DOOR.path,
        lab['wrong-audience'],
      );
      expect(res.status, mode).toBe(503);
      expect((await res.json()).error_description).toMatch(/main door is locked/);
    }
  });

  it('is off without the built-in issuer (no AUTH_SECRET), even with a token', async () => {
    const off = parseConfig({ NODE_ENV: 'test', MCP_PUBLIC_ORIGIN: IN_PROCESS_ORIGIN });
    expect(
      (
        await toolsList(
          createNaiveDoor(() => off, environment),
          NAIVE_DOOR.path,
          lab['wrong-audience'],
        )
      ).status,
    ).toBe(503);
  });

  it('is no door of the deployment’s: not listed, and the issuer mints no token for it', async () => {
    expect(DOORS.map((d) => d.path)).not.toContain(NAIVE_DOOR.path);
    expect(httpDoors(cfg).map((d) => d.path)).not.toContain(NAIVE_DOOR.path);
    const ctx = issuerContextFromHeaders(new Headers({ host: new URL(IN_PROCESS_ORIGIN).host }), cfg);
    if (!ctx.ok) throw new Error(ctx.description);
    expect(ctx.ctx.resources).not.toContain(at(NAIVE_DOOR.path));
  });

  it('counts against the doors’ rate limit (MCP_RATE_LIMIT), its 429 labelled', async () => {
    const limited = configFor({ MCP_RATE_LIMIT: '2' });
    const door = createNaiveDoor(() => limited, environment);
    const from = { 'x-forwarded-for': '203.0.113.77' };
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 4; i++) {
      last = await toolsList(door, NAIVE_DOOR.path, lab['wrong-audience'], from);
      statuses.push(last.status);
    }
    expect(statuses).toContain(429);
    expect(last?.headers.get(NAIVE_DOOR.header)).toBe(NAIVE_DOOR.label);
  });
});
