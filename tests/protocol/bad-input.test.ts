/** Bad input gets the right status and a well-formed JSON-RPC error, and the server keeps serving. */
import { describe, expect, inject, it } from 'vitest';
import { TOOL_NAMES } from '../../lib/mcp/tools';
import { modernInit } from '../helpers/raw-request';

const baseUrl = inject('baseUrl');
const endpoint = `${baseUrl}/api/mcp`;

const modern = modernInit;

interface Case {
  name: string;
  init: RequestInit;
  status: number;
  code: number;
  message?: RegExp;
}

const cases: Case[] = [
  { name: 'GET (no server-to-client stream)', init: { method: 'GET', headers: { accept: 'text/event-stream' } }, status: 405, code: -32000 },
  { name: 'DELETE (no sessions)', init: { method: 'DELETE' }, status: 405, code: -32000 },
  { name: 'PUT', init: { method: 'PUT', body: '{}' }, status: 405, code: -32000 },
  { name: 'PATCH', init: { method: 'PATCH', body: '{}' }, status: 405, code: -32000 },
  {
    name: 'a 2026-07-28 request whose Accept lacks text/event-stream',
    init: modern('tools/list', {}, { accept: 'application/json' }),
    status: 406,
    code: -32000,
  },
  {
    name: 'a JSON-RPC batch under 2025-11-25, which removed batching',
    init: {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-11-25' },
      body: JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'tools/list' },
        { jsonrpc: '2.0', id: 2, method: 'prompts/list' },
      ]),
    },
    status: 400,
    code: -32600,
    message: /batches were removed in protocol revision 2025-06-18/,
  },
  {
    name: 'an initialize batch asking for 2025-06-18',
    init: {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'b', version: '1' } } },
      ]),
    },
    status: 400,
    code: -32600,
  },
  {
    name: 'malformed JSON',
    init: { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: '{"jsonrpc":"2.0",' },
    status: 400,
    code: -32700,
  },
  {
    name: 'wrong content type',
    init: { method: 'POST', headers: { 'content-type': 'text/plain', accept: 'application/json, text/event-stream' }, body: '{}' },
    status: 415,
    code: -32000,
  },
  {
    name: 'oversize body (over 1 MiB)',
    init: modern('tools/call', { name: 'search_prompts', arguments: { query: 'x'.repeat(1_100_000) } }),
    status: 413,
    code: -32000,
  },
  {
    name: 'MCP-Protocol-Version header disagrees with _meta',
    init: modern('tools/list', {}, { 'mcp-protocol-version': '2025-11-25' }),
    status: 400,
    code: -32020,
  },
  {
    name: 'Mcp-Method header disagrees with the body',
    init: modern('tools/list', {}, { 'mcp-method': 'prompts/list' }),
    status: 400,
    code: -32020,
  },
  { name: 'unknown method', init: modern('prompts/explode'), status: 404, code: -32601 },
  {
    name: 'unknown tool',
    init: modern('tools/call', { name: 'drop_tables', arguments: {} }),
    status: 200,
    code: -32602,
    message: /drop_tables/,
  },
  {
    name: 'prompts/get without a required argument',
    init: modern('prompts/get', { name: 'x' }),
    status: 200,
    code: -32602,
  },
  {
    name: 'foreign Origin',
    init: modern('tools/list', {}, { origin: 'https://evil.example' }),
    status: 403,
    code: -32000,
    message: /Origin/,
  },
];

describe('bad input', () => {
  it.each(cases)('$name → $status with JSON-RPC error $code', async ({ init, status, code, message }) => {
    const res = await fetch(endpoint, init);
    const text = await res.text();
    expect(res.status, text).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    const body = JSON.parse(text);
    expect(body.jsonrpc).toBe('2.0');
    expect(body.error.code, text).toBe(code);
    expect(typeof body.error.message).toBe('string');
    expect(body.result).toBeUndefined();
    if (message) expect(body.error.message).toMatch(message);
  });

  it('every 405 says Allow: POST, OPTIONS, and the preflight offers the same methods', async () => {
    for (const method of ['GET', 'DELETE', 'PUT', 'PATCH']) {
      const res = await fetch(endpoint, { method });
      await res.body?.cancel();
      expect(res.status, method).toBe(405);
      expect(res.headers.get('allow'), method).toBe('POST, OPTIONS');
    }
    const pre = await fetch(endpoint, { method: 'OPTIONS', headers: { origin: new URL(baseUrl).origin, 'access-control-request-method': 'POST' } });
    expect(pre.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
  });

  it('the root authorization-server metadata is gone: its issuer could never match where it was fetched (RFC 8414 §3.3)', async () => {
    const res = await fetch(`${baseUrl}/.well-known/oauth-authorization-server`);
    await res.body?.cancel();
    expect(res.status).toBe(404);
  });

  it('a foreign Host is refused with 403', async () => {
    // fetch will not let us forge Host; a raw request can.
    const { request } = await import('node:http');
    const url = new URL(endpoint);
    const status = await new Promise<number>((ok, fail) => {
      const req = request(
        { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { host: 'attacker.example', 'content-type': 'application/json' } },
        (res) => {
          res.resume();
          ok(res.statusCode ?? 0);
        },
      );
      req.on('error', fail);
      req.end('{}');
    });
    expect(status).toBe(403);
  });

  it('invalid tool arguments are a tool error the model can read, not a crash', async () => {
    const res = await fetch(endpoint, modern('tools/call', { name: 'search_prompts', arguments: { query: 7 } }));
    const body = await res.json();
    expect(res.status).toBe(200);
    expect(body.result.isError).toBe(true);
    expect(body.result.content[0].text).toMatch(/query/);
  });

  it('keeps serving after all of the above', async () => {
    const res = await fetch(endpoint, modern('tools/list'));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.result.tools.map((t: { name: string }) => t.name)).toEqual(TOOL_NAMES);
  });
});
