/**
 * An MCP client for a page: the official v2 client, talking through a tap's recording fetch to one of
 * this app's doors. Loaded lazily so a page's first paint ships no SDK code.
 */
// No 'client-only' marker: the step list imports this, and the /auth page reads that list on the
// server for step ids and titles; the functions here only ever run in the browser.
import type { Client } from '@modelcontextprotocol/client';
import { DOOR, type EraId, MODERN_PROTOCOL_VERSION } from '../vocabulary';
import type { FetchLike } from '../wire';
import { loadClientSdk } from '../oauth-client/load-sdk';

export interface OpenOptions {
  fetch: FetchLike;
  /** Door path on this origin, the open door by default. */
  path?: string;
  /** The page's origin; window.location.origin by default (tests pass one). */
  origin?: string;
  /** 2026-07-28 (no handshake) or the 2025-era initialize handshake. */
  era?: EraId;
  /** Answers sampling requests as the client's model would; declares the sampling capability. */
  sample?: (prompt: string) => string;
  headers?: Record<string, string>;
}

const CLIENT_INFO = { name: 'mcp-observatory-tour', version: '1.0.0' };

export async function openClient({ fetch, path = DOOR.open.path, origin, era = 'modern', sample, headers }: OpenOptions): Promise<Client> {
  const { Client, StreamableHTTPClientTransport } = await loadClientSdk();
  const client = new Client(CLIENT_INFO, {
    capabilities: sample ? { sampling: {} } : {},
    ...(era === 'modern' ? { versionNegotiation: { mode: { pin: MODERN_PROTOCOL_VERSION } } } : {}),
  });
  if (sample) {
    client.setRequestHandler('sampling/createMessage', async (request) => {
      const last = request.params.messages.at(-1)?.content;
      const text = last && !Array.isArray(last) && last.type === 'text' ? last.text : '';
      return { model: 'the-tour-page', role: 'assistant', content: { type: 'text', text: sample(text) } };
    });
  }
  const url = new URL(path, origin ?? window.location.origin);
  await client.connect(new StreamableHTTPClientTransport(url, { fetch, requestInit: { headers: headers ?? {} } }));
  return client;
}
