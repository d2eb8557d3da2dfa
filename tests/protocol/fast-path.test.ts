/**
 * The door's fast path (lib/http/fast-path.ts) answers exactly as the SDK does: every request here
 * goes three times (new ids) to the shared server, where the first teaches the fast path and the
 * others are served by it, and once to a server started with MCP_FAST_PATH=0. Status, the headers
 * a client reads and the body must be byte-for-byte the same, refusals included (the per-call meter
 * and Server-Timing but for their fresh values: durations and span ids).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { type RunningServer, startNextServer } from '../helpers/next-server';
import { MODERN_META, modernInit } from '../helpers/raw-request';

const fastUrl = `${inject('baseUrl')}/api/mcp`;
let slow: RunningServer;

beforeAll(async () => {
  // Both servers allow the same extra browser origin (MCP Inspector's), as the shared server does.
  slow = await startNextServer({ MCP_FAST_PATH: '0', MCP_ALLOWED_ORIGINS: 'http://localhost:6274' });
});
afterAll(async () => {
  await slow?.stop();
});

/** Headers that vary per response or per connection, not per answer. */
const TRANSPORT_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

async function observe(url: string, init: RequestInit) {
  const res = await fetch(url, init);
  const headers = Object.fromEntries(
    [...res.headers].filter(([k]) => !TRANSPORT_HEADERS.has(k)).map(([k, v]) => [k, k === 'server-timing' ? steadyTimings(v) : v]),
  );
  return { status: res.status, headers, body: steadyMeter(await res.text()) };
}

/**
 * The per-call meter and Server-Timing are fresh on every call (durations, span and trace ids): they
 * are compared by everything but those values, in place, so their position and keys still count.
 */
const steadyTimings = (v: string) => v.replace(/dur=[\d.]+/g, 'dur=N');
function steadyMeter(body: string): string {
  return body.replace(/("io\.github\.prompts-observatory\/meter":)(\{[^{}]*\{[^{}]*\}[^{}]*\})/, (_, key: string, value: string) => {
    const m = JSON.parse(value) as Record<string, unknown> & { breakdown: Record<string, number> };
    const steady = { ...m, durationMs: 'N', breakdown: Object.fromEntries(Object.keys(m.breakdown).map((k) => [k, 'N'])), traceId: 'T', spanId: 'S' };
    return key + JSON.stringify(steady);
  });
}

type Case = { name: string; init: (id: number | string) => RequestInit };

const search =
  (args: unknown, headers: Record<string, string> = {}) =>
  (id: number | string) =>
    modernInit('tools/call', { name: 'search_prompts', arguments: args }, headers, id as number);
const list =
  (method: string, params: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  (id: number | string) =>
    modernInit(method, params, headers, id as number);
const raw = (body: string, headers: Record<string, string>) => (): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2026-07-28', ...headers },
  body,
});

/** As an instrumented client sends calls: its trace, a new span id for each call (so each id here). */
const traced =
  (method: string, params: Record<string, unknown>) =>
  (id: number | string): RequestInit => {
    const init = modernInit(method, params, {}, 1);
    const span = Buffer.from(String(id)).toString('hex').padStart(16, '0').slice(-16);
    const body = JSON.parse(init.body as string);
    body.id = id;
    body.params._meta = { ...MODERN_META, traceparent: `00-${'ab'.repeat(16)}-${span}-01`, tracestate: 'k=v' };
    return { ...init, body: JSON.stringify(body) };
  };

const CASES: Case[] = [
  { name: 'tools/list', init: list('tools/list') },
  { name: 'server/discover', init: list('server/discover') },
  { name: 'prompts/list page 1', init: list('prompts/list') },
  { name: 'resources/list', init: list('resources/list') },
  { name: 'resources/templates/list', init: list('resources/templates/list') },
  { name: 'tools/list from a browser on an allowed origin (CORS)', init: list('tools/list', {}, { origin: 'http://localhost:6274' }) },
  { name: 'search_prompts', init: search({ query: 'review my pull request', limit: 5 }) },
  { name: 'search_prompts, another query on a learned shape', init: search({ query: 'linux terminal', limit: 5 }) },
  { name: 'search_prompts filtered by kind and forDevs', init: search({ query: 'json', kind: 'structured', forDevs: true }) },
  {
    name: 'search_prompts from a traced client (a new traceparent on every call)',
    init: traced('tools/call', { name: 'search_prompts', arguments: { query: 'travel guide' } }),
  },
  { name: 'tools/list from a traced client', init: traced('tools/list', {}) },
  { name: 'tools/list with a header the SDK does not read', init: list('tools/list', {}, { 'mcp-unread': 'x' }) },
  { name: 'search_prompts with no match', init: search({ query: 'zzqxv wqzzk' }) },
  // the fast path encodes a tool result around a stand-in for the meter: a caller's text holding it changes nothing
  { name: 'search_prompts whose query holds the meter stand-in', init: search({ query: '\u0000meter\u0000' }) },
  { name: 'search_prompts with a foreign cursor (tool error)', init: search({ query: 'linux terminal', cursor: 'Mjp4TE01RDdzZg-nope' }) },
  { name: 'search_prompts with invalid arguments', init: search({ query: '', limit: 0 }) },
  { name: 'search_prompts with no arguments', init: search(undefined) },
  { name: 'search_prompts with an extra argument', init: search({ query: 'travel', color: 'red' }) },
  { name: 'get_prompt', init: (id) => modernInit('tools/call', { name: 'get_prompt', arguments: { id: 'linux-terminal' } }, {}, id as number) },
  {
    name: 'get_prompt, unknown id (tool error)',
    init: (id) => modernInit('tools/call', { name: 'get_prompt', arguments: { id: 'no-such-prompt' } }, {}, id as number),
  },
  { name: 'MCP-Protocol-Version disagrees with _meta', init: list('tools/list', {}, { 'mcp-protocol-version': '2025-11-25' }) },
  { name: 'Mcp-Method disagrees with the body', init: list('tools/list', {}, { 'mcp-method': 'prompts/list' }) },
  { name: 'Mcp-Name disagrees with the tool called', init: search({ query: 'travel' }, { 'mcp-name': 'get_prompt' }) },
  { name: 'Accept without text/event-stream', init: list('tools/list', {}, { accept: 'application/json' }) },
  { name: 'wrong content type', init: list('tools/list', {}, { 'content-type': 'text/plain' }) },
  { name: 'malformed JSON', init: raw('{"jsonrpc":"2.0",', { 'mcp-method': 'tools/list' }) },
  { name: 'empty body', init: raw('', { 'mcp-method': 'tools/list' }) },
  {
    name: 'a batch',
    init: raw(JSON.stringify([{ jsonrpc: '2.0', id: 1, method: 'tools/list', params: { _meta: MODERN_META } }]), { 'mcp-method': 'tools/list' }),
  },
  {
    name: 'id null',
    init: raw(JSON.stringify({ jsonrpc: '2.0', id: null, method: 'tools/list', params: { _meta: MODERN_META } }), { 'mcp-method': 'tools/list' }),
  },
  { name: 'no _meta', init: raw(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }), { 'mcp-method': 'tools/list' }) },
  { name: 'oversize body', init: search({ query: 'x'.repeat(1_100_000) }) },
];

describe('the fast path answers byte-for-byte as the SDK does', () => {
  it.each(CASES)('$name', async ({ init }) => {
    for (const id of [1, 'second', 3]) {
      const [fast, reference] = await Promise.all([observe(fastUrl, init(id)), observe(`${slow.url}/api/mcp`, init(id))]);
      expect(fast).toEqual(reference);
    }
  });

  it('serves a learned shape from memory: a second prompts/list page, then the first again', async () => {
    const first = JSON.parse((await observe(fastUrl, list('prompts/list')(1))).body);
    const cursor = first.result.nextCursor as string;
    expect(cursor).toBeTruthy();
    for (const id of [2, 3]) {
      const [fast, reference] = await Promise.all([
        observe(fastUrl, list('prompts/list', { cursor })(id)),
        observe(`${slow.url}/api/mcp`, list('prompts/list', { cursor })(id)),
      ]);
      expect(fast).toEqual(reference);
    }
  });
});
