/** Exchanges shaped like the ones the v2 client and this server really exchange. */
import type { WireExchange } from '../../../lib/wire';

export const META = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientCapabilities': { sampling: {} },
  'io.modelcontextprotocol/clientInfo': { name: 'test', version: '1' },
};

export function postExchange(seq: number, message: unknown, headers: [string, string][] = []): WireExchange {
  return {
    seq,
    startedAt: 1_700_000_000_000,
    request: {
      method: 'POST',
      url: 'http://localhost:3000/api/mcp',
      headers: [['content-type', 'application/json'], ['accept', 'application/json, text/event-stream'], ...headers],
      body: JSON.stringify(message),
    },
  };
}

export function sseBody(messages: unknown[]): string {
  return messages.map((m) => `event: message\ndata: ${JSON.stringify(m)}\n\n`).join('');
}
