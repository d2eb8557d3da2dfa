/** Hand-built 2026-07-28 requests, for tests that need the exact bytes on the wire (no client in the way). */
import { MODERN } from './clients';

export const MODERN_META = {
  'io.modelcontextprotocol/protocolVersion': MODERN,
  'io.modelcontextprotocol/clientCapabilities': {},
  'io.modelcontextprotocol/clientInfo': { name: 'raw-test', version: '1' },
};

/** A POST init for one 2026-07-28 request: envelope in `_meta`, Mcp-Method (and Mcp-Name where the method names something). */
export function modernInit(method: string, params: Record<string, unknown> = {}, headers: Record<string, string> = {}, id = 1): RequestInit {
  const name = typeof params.name === 'string' ? params.name : typeof params.uri === 'string' ? params.uri : undefined;
  return {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': MODERN,
      'mcp-method': method,
      ...(name && ['tools/call', 'prompts/get', 'resources/read'].includes(method) ? { 'mcp-name': name } : {}),
      ...headers,
    },
    body: JSON.stringify({ jsonrpc: '2.0', id, method, params: { ...params, _meta: MODERN_META } }),
  };
}

/**
 * One request of either era to a door in process (`door.handle`), with the headers a client sends: in
 * 2026-07-28 the envelope goes in `_meta`, under whatever `params._meta` adds or overrides; 2025-era
 * requests carry only `params._meta`.
 */
export function eraRequest(url: string, era: string, method: string, params: Record<string, unknown>, id: string | number, client = 'raw-test'): Request {
  const { _meta: meta = {}, ...rest } = params as { _meta?: Record<string, unknown> };
  const envelope = era === MODERN ? { ...MODERN_META, 'io.modelcontextprotocol/clientInfo': { name: client, version: '1' } } : {};
  const name: Record<string, string> = method === 'tools/call' && typeof params.name === 'string' ? { 'mcp-name': params.name } : {};
  return new Request(url, {
    method: 'POST',
    headers: {
      host: new URL(url).host,
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': era,
      'mcp-method': method,
      ...name,
    },
    body: JSON.stringify({ jsonrpc: '2.0', id, method, params: { ...rest, _meta: { ...envelope, ...meta } } }),
  });
}
