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
