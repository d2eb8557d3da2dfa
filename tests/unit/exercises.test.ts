/**
 * Each exercise ticks on the exchange that does what it asks, and on no near miss: the right status
 * at the wrong door, the wrong check, a tool error instead of a result, a different tool, the other era.
 */
import { describe, expect, test } from 'vitest';
import { readChapters } from '../../content/tour/read-chapters';
import { completedBy, EXERCISES, exercisesForOwnClient } from '../../lib/exercises';
import { type HeaderList, maskExchangeDeep, type WireExchange } from '../../lib/wire';

const ORIGIN = 'http://localhost:3000';

interface Shape {
  path?: string;
  bearer?: string;
  headers?: HeaderList;
  body?: unknown;
  status?: number;
  resHeaders?: HeaderList;
  resBody?: unknown;
  sse?: unknown[];
}

function exchange({ path = '/api/mcp', bearer, headers = [], body, status = 200, resHeaders = [], resBody, sse }: Shape): WireExchange {
  return {
    seq: 1,
    startedAt: 0,
    request: {
      method: 'POST',
      url: `${ORIGIN}${path}`,
      headers: [...headers, ...(bearer ? ([['authorization', `Bearer ${bearer}`]] as const) : [])],
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    },
    response: {
      status,
      statusText: '',
      headers: resHeaders,
      headersAtMs: 1,
      kind: sse ? 'sse' : resBody === undefined ? 'empty' : 'json',
      ...(resBody === undefined ? {} : { body: typeof resBody === 'string' ? resBody : JSON.stringify(resBody) }),
      events: (sse ?? []).map((m, i) => ({ atMs: i, data: JSON.stringify(m) })),
    },
    endedAtMs: 2,
  };
}

const modernMeta = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} };
const call = (name: string, extra: Record<string, unknown> = {}, meta: Record<string, unknown> = modernMeta) => ({
  jsonrpc: '2.0',
  id: 7,
  method: 'tools/call',
  params: { name, arguments: {}, _meta: meta, ...extra },
});
const ok = (id: number, result: Record<string, unknown> = { content: [] }) => ({ jsonrpc: '2.0', id, result });
const modernHeaders: HeaderList = [['mcp-protocol-version', '2026-07-28']];
const legacyHeaders: HeaderList = [['mcp-protocol-version', '2025-11-25']];
const challenge = (params: string) => [['www-authenticate', `Bearer ${params}`]] as const;
const refusal = (check: string) => ({ error: 'invalid_token', error_description: 'x', check });

const ids = (x: WireExchange) => completedBy(x).map((e) => e.id);

describe('exercises', () => {
  test('every exercise belongs to a chapter of the tour, and ids are unique', () => {
    const anchors = new Set(readChapters().map((c) => c.anchor));
    for (const e of EXERCISES) expect(anchors.has(e.chapter), `${e.id} → ${e.chapter}`).toBe(true);
    expect(new Set(EXERCISES.map((e) => e.id)).size).toBe(EXERCISES.length);
  });

  test('call-search: a search_prompts result under the request id; not another tool, a tool error, or another id', () => {
    const good = exchange({ headers: modernHeaders, body: call('search_prompts'), resBody: ok(7) });
    expect(ids(good)).toEqual(['call-search']);
    expect(ids(exchange({ headers: modernHeaders, body: call('corpus_stats'), resBody: ok(7) }))).toEqual([]);
    expect(ids(exchange({ headers: modernHeaders, body: call('search_prompts'), resBody: ok(7, { content: [], isError: true }) }))).toEqual([]);
    expect(ids(exchange({ headers: modernHeaders, body: call('search_prompts'), resBody: ok(8) }))).toEqual([]);
    expect(ids(exchange({ headers: modernHeaders, body: call('search_prompts'), sse: [{ jsonrpc: '2.0', method: 'notifications/progress' }, ok(7)] }))).toEqual(
      ['call-search'],
    );
  });

  test('read-resource: resources/read with contents; an error does not count', () => {
    const body = { jsonrpc: '2.0', id: 3, method: 'resources/read', params: { uri: 'prompts://corpus/stats', _meta: modernMeta } };
    expect(ids(exchange({ headers: modernHeaders, body, resBody: ok(3, { contents: [{ uri: 'x', text: '{}' }] }) }))).toEqual(['read-resource']);
    expect(ids(exchange({ headers: modernHeaders, body, resBody: { jsonrpc: '2.0', id: 3, error: { code: -32002, message: 'nope' } } }))).toEqual([]);
  });

  test('legacy-call: a tools/call in the 2025 era counts for it; the same call in 2026-07-28 does not', () => {
    const legacy = exchange({
      headers: legacyHeaders,
      body: { jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name: 'corpus_stats' } },
      resBody: ok(7),
    });
    expect(ids(legacy)).toEqual(['legacy-call']);
    expect(ids(exchange({ headers: modernHeaders, body: call('corpus_stats'), resBody: ok(7) }))).toEqual([]);
  });

  test('answer-sampling: the retry that carries the model’s answer and completes; not the first round, not a decline', () => {
    const first = exchange({ headers: modernHeaders, body: call('refine_prompt'), resBody: ok(7, { resultType: 'input_required', inputRequests: {} }) });
    expect(ids(first)).toEqual([]);
    const answer = { role: 'assistant', model: 'human-in-the-playground', content: { type: 'text', text: 'A patient terminal.' }, stopReason: 'endTurn' };
    const retry = exchange({ headers: modernHeaders, body: call('refine_prompt', { inputResponses: { s: answer } }), resBody: ok(7, { content: [] }) });
    expect(ids(retry)).toEqual(['answer-sampling']);
    // declining retries with no answer in inputResponses: the call completes, the task was not done
    const declined = exchange({ headers: modernHeaders, body: call('refine_prompt', { inputResponses: {} }), resBody: ok(7, { content: [] }) });
    expect(ids(declined)).toEqual([]);
  });

  test('first-401: no token at the OAuth door, a 401 naming resource_metadata; not with a token, not at the key door', () => {
    const hdr = challenge('resource_metadata="http://localhost:3000/.well-known/oauth-protected-resource/api/mcp/oauth", scope="prompts:read"');
    expect(ids(exchange({ path: '/api/mcp/oauth', status: 401, resHeaders: hdr }))).toEqual(['first-401']);
    expect(ids(exchange({ path: '/api/mcp/oauth', bearer: 'x.y.z', status: 401, resHeaders: hdr, resBody: refusal('format') }))).toEqual([]);
    expect(ids(exchange({ path: '/api/mcp/key', status: 401, resHeaders: hdr }))).toEqual([]);
    expect(ids(exchange({ path: '/api/mcp/oauth', status: 401, resHeaders: challenge('realm="x"') }))).toEqual([]);
  });

  test('expired-refused and wrong-audience: each by its own check id, at the OAuth door only', () => {
    const refused = (check: string, path = '/api/mcp/oauth') =>
      exchange({ path, bearer: 'a.b.c', status: 401, resHeaders: challenge('error="invalid_token"'), resBody: refusal(check) });
    expect(ids(refused('exp'))).toEqual(['expired-refused']);
    expect(ids(refused('aud'))).toEqual(['wrong-audience']);
    expect(ids(refused('iss'))).toEqual([]);
    expect(ids(refused('aud', '/api/mcp/key'))).toEqual([]);
    // A page's prose is never read: an `aud` only in error_description does not count.
    expect(ids(exchange({ path: '/api/mcp/oauth', status: 401, resBody: { error: 'invalid_token', error_description: 'aud mismatch' } }))).toEqual([]);
  });

  test('token-accepted: a bearer token at the OAuth door answered 200 with a result; not the open door', () => {
    const body = { jsonrpc: '2.0', id: 2, method: 'tools/list', params: { _meta: modernMeta } };
    expect(ids(exchange({ path: '/api/mcp/oauth', bearer: 'tok', headers: modernHeaders, body, resBody: ok(2, { tools: [] }) }))).toEqual(['token-accepted']);
    expect(ids(exchange({ path: '/api/mcp', bearer: 'tok', headers: modernHeaders, body, resBody: ok(2, { tools: [] }) }))).toEqual([]);
    expect(ids(exchange({ path: '/api/mcp/oauth', headers: modernHeaders, body, resBody: ok(2, { tools: [] }) }))).toEqual([]);
  });

  test('insufficient-scope: a 403 with error="insufficient_scope"; a 401 invalid_token does not count', () => {
    expect(
      ids(
        exchange({
          path: '/api/mcp/oauth',
          bearer: 't',
          status: 403,
          resHeaders: challenge('error="insufficient_scope", scope="prompts:read prompts:refine"'),
        }),
      ),
    ).toEqual(['insufficient-scope']);
    expect(ids(exchange({ path: '/api/mcp/oauth', bearer: 't', status: 401, resHeaders: challenge('error="invalid_token"') }))).toEqual([]);
    expect(ids(exchange({ path: '/api/mcp/key', bearer: 't', status: 403, resHeaders: challenge('error="insufficient_scope"') }))).toEqual([]);
  });

  test('search-cursor: a search_prompts page asked for with a cursor; not the first page, not a cursor the tool refused', () => {
    const paged = (args: Record<string, unknown>, result: Record<string, unknown> = { content: [] }) =>
      exchange({ headers: modernHeaders, body: call('search_prompts', { arguments: { query: 'linux', ...args } }), resBody: ok(7, result) });
    expect(ids(paged({ cursor: 'eyJvIjo1fQ' }))).toEqual(['call-search', 'search-cursor']);
    expect(ids(paged({}))).toEqual(['call-search']);
    expect(ids(paged({ cursor: '' }))).toEqual(['call-search']);
    expect(ids(paged({ cursor: 'stale' }, { content: [], isError: true }))).toEqual([]);
  });

  test('discover: server/discover answered with supportedVersions; not initialize, not an error', () => {
    const discover = { jsonrpc: '2.0', id: 1, method: 'server/discover', params: { _meta: modernMeta } };
    expect(ids(exchange({ headers: modernHeaders, body: discover, resBody: ok(1, { supportedVersions: ['2026-07-28'], capabilities: {} }) }))).toEqual([
      'discover',
    ]);
    expect(ids(exchange({ headers: modernHeaders, body: discover, resBody: { jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'no' } } }))).toEqual([]);
    const init = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {} } };
    expect(ids(exchange({ body: init, resBody: ok(1, { protocolVersion: '2025-11-25', capabilities: {} }) }))).toEqual([]);
  });
});

describe('exercises from one’s own client, through an observation channel', () => {
  const CHANNEL = '/o/AbCdEfGhIjKlMnOpQrStUvWx';
  const JWT = 'eyJhbGciOiJFUzI1NiJ9.eyJhdWQiOiJodHRwOi8vbG9jYWxob3N0OjMwMDAifQ.c2lnbmF0dXJlLXNpZ25hdHVyZS1zaWduYXR1cmU';
  const hdr = challenge('resource_metadata="http://localhost:3000/.well-known/oauth-protected-resource/o/x/api/mcp/oauth"');

  test('the channel’s prefix is the door itself: first-401 ticks through the channel’s OAuth door, not its key door', () => {
    expect(ids(exchange({ path: `${CHANNEL}/api/mcp/oauth`, status: 401, resHeaders: hdr }))).toEqual(['first-401']);
    expect(ids(exchange({ path: `${CHANNEL}/api/mcp/key`, status: 401, resHeaders: hdr }))).toEqual([]);
    // Only the prefix is dropped: a path that merely contains the door's is not it.
    expect(ids(exchange({ path: `/x${CHANNEL}/api/mcp/oauth`, status: 401, resHeaders: hdr }))).toEqual([]);
  });

  test('masked as the feed masks them, the exchanges still tick: no predicate reads a token or a code', () => {
    const body = { jsonrpc: '2.0', id: 2, method: 'tools/list', params: { _meta: modernMeta } };
    const accepted = exchange({ path: `${CHANNEL}/api/mcp/oauth`, bearer: JWT, headers: modernHeaders, body, resBody: ok(2, { tools: [] }) });
    expect(ids(maskExchangeDeep(accepted))).toEqual(['token-accepted']);
    expect(ids(maskExchangeDeep({ ...accepted, request: { ...accepted.request, headers: [...modernHeaders, ['authorization', 'Bearer short']] } }))).toEqual([
      'token-accepted',
    ]);
    const scoped = exchange({
      path: `${CHANNEL}/api/mcp/oauth`,
      bearer: JWT,
      headers: modernHeaders,
      body: call('refine_prompt'),
      status: 403,
      resHeaders: challenge('error="insufficient_scope", scope="prompts:read prompts:refine"'),
    });
    expect(ids(maskExchangeDeep(scoped))).toEqual(['insufficient-scope']);
    expect(ids(maskExchangeDeep(exchange({ path: `${CHANNEL}/api/mcp/oauth`, status: 401, resHeaders: hdr })))).toEqual(['first-401']);
  });

  test('the list for one’s own client leaves out what needs the JWT lab’s minted tokens, and says how to do each', () => {
    const own = exercisesForOwnClient().map((e) => e.id);
    expect(own).toEqual(
      expect.arrayContaining(['call-search', 'search-cursor', 'read-resource', 'legacy-call', 'discover', 'first-401', 'token-accepted', 'insufficient-scope']),
    );
    expect(own).not.toContain('expired-refused');
    expect(own).not.toContain('wrong-audience');
    for (const e of exercisesForOwnClient()) expect(e.ownClient?.length, e.id).toBeGreaterThan(20);
  });
});
