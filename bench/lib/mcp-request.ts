/** A 2026-07-28 MCP request as a client sends it over HTTP: headers and a body carrying its own _meta. */
import { CLIENT_CAPABILITIES_META_KEY, CLIENT_INFO_META_KEY, MODERN_PROTOCOL_VERSION, PROTOCOL_VERSION_META_KEY } from '../../lib/vocabulary';

export const PROTOCOL = MODERN_PROTOCOL_VERSION;

/** The per-request `_meta` a 2026-07-28 client sends. */
export const MODERN_META = {
  [PROTOCOL_VERSION_META_KEY]: PROTOCOL,
  [CLIENT_CAPABILITIES_META_KEY]: {},
  [CLIENT_INFO_META_KEY]: { name: 'bench', version: '1' },
};

export interface McpCall {
  method: string;
  params?: Record<string, unknown>;
  /** Mcp-Name: the tool, resource or prompt named by tools/call, resources/read, prompts/get. */
  name?: string;
  /** `_meta` entries over MODERN_META's (another client's clientInfo, say). */
  meta?: Record<string, unknown>;
}

export function mcpHeaders(call: McpCall): Record<string, string> {
  return {
    'content-type': 'application/json',
    accept: 'application/json, text/event-stream',
    'mcp-protocol-version': PROTOCOL,
    'mcp-method': call.method,
    ...(call.name ? { 'mcp-name': call.name } : {}),
  };
}

export function mcpBody(call: McpCall, id: number | string = 1): string {
  return JSON.stringify({
    jsonrpc: '2.0',
    id,
    method: call.method,
    params: {
      ...call.params,
      _meta: { ...MODERN_META, ...call.meta },
    },
  });
}

export const toolCall = (name: string, args: Record<string, unknown>): McpCall => ({ method: 'tools/call', params: { name, arguments: args }, name });

/** Sends one call; true when it was answered 200 with a result (not an error). */
export async function answers(url: string, call: McpCall): Promise<boolean> {
  const res = await fetch(url, { method: 'POST', headers: mcpHeaders(call), body: mcpBody(call) });
  const text = await res.text();
  return res.ok && text.includes('"result"');
}
