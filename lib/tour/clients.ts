/**
 * MCP clients for the tour's live demos: the official v2 client, talking through a recording fetch,
 * to one of this app's doors. Loaded lazily so the tour's first paint ships no SDK code.
 */
import 'client-only';
import type { Client } from '@modelcontextprotocol/client';
import { type FetchLike, MODERN_VERSION, type TranscriptStore } from '../wire';

/** A recording fetch that can also wait until every exchange it recorded has finished reading. */
export type TapFetch = FetchLike & { settle?: () => Promise<void>; store?: Pick<TranscriptStore, 'getSnapshot'> };

export interface OpenOptions {
  fetch: TapFetch;
  /** Door path on this origin, /api/mcp by default. */
  path?: string;
  /** 2026-07-28 (no handshake) or the 2025-era initialize handshake. */
  era?: 'modern' | 'legacy';
  /** Answers sampling requests as the client's model would; declares the sampling capability. */
  sample?: (prompt: string) => string;
  headers?: Record<string, string>;
}

const CLIENT_INFO = { name: 'mcp-observatory-tour', version: '1.0.0' };

export async function openClient({ fetch, path = '/api/mcp', era = 'modern', sample, headers }: OpenOptions): Promise<Client> {
  const { Client, StreamableHTTPClientTransport } = await import('@modelcontextprotocol/client');
  const client = new Client(CLIENT_INFO, {
    capabilities: sample ? { sampling: {} } : {},
    ...(era === 'modern' ? { versionNegotiation: { mode: { pin: MODERN_VERSION } } } : {}),
  });
  if (sample) {
    client.setRequestHandler('sampling/createMessage', async (request) => {
      const last = request.params.messages.at(-1)?.content;
      const text = last && !Array.isArray(last) && last.type === 'text' ? last.text : '';
      return { model: 'the-tour-page', role: 'assistant', content: { type: 'text', text: sample(text) } };
    });
  }
  const url = new URL(path, window.location.origin);
  await client.connect(new StreamableHTTPClientTransport(url, { fetch, requestInit: { headers: headers ?? {} } }));
  // Closing aborts reads still in flight, including the tap's copy of the last body: let it finish first.
  const close = client.close.bind(client);
  client.close = async () => {
    await fetch.settle?.();
    await close();
  };
  return client;
}
