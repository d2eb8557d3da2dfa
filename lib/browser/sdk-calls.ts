/**
 * Everything the pages ask of the MCP client SDK: an official v2 client on one of this app's doors, and
 * the two metadata discoveries. Where a page has Web Workers this module runs in the SDK worker
 * (sdk-worker.ts), so the SDK's ~650 kB and the zod schemas it builds are parsed and evaluated off the
 * page's main thread; in node tests it runs in process. One code path either way.
 */
import type { Client } from '@modelcontextprotocol/client';
import { APP_RESOURCE_MIME_TYPE, APPS_EXTENSION_ID, type EraId, MODERN_PROTOCOL_VERSION } from '../vocabulary';
import type { FetchLike } from '../wire';
import { loadClientSdk } from '../oauth-client/load-sdk';

export interface ClientOptions {
  fetch: FetchLike;
  /** The door's whole URL (the page resolves it against its own origin). */
  url: string;
  /** 2026-07-28 (no handshake) or the 2025-era initialize handshake. */
  era: EraId;
  /** Answers sampling requests as the client's model would; declares the sampling capability. */
  sample?: (prompt: string) => string | Promise<string>;
  headers?: Record<string, string>;
  /** The clientInfo.name to announce instead of the tour's. */
  clientName?: string;
  /** Declares the MCP Apps extension (a host that renders `text/html;profile=mcp-app`), as a rendering host does. */
  apps?: boolean;
}

const CLIENT_INFO = { name: 'mcp-observatory-tour', version: '1.0.0' };

export async function connectClient({ fetch, url, era, sample, headers, clientName, apps }: ClientOptions): Promise<Client> {
  const { Client, StreamableHTTPClientTransport } = await loadClientSdk();
  const client = new Client(clientName ? { ...CLIENT_INFO, name: clientName } : CLIENT_INFO, {
    capabilities: {
      ...(sample ? { sampling: {} } : {}),
      ...(apps ? { extensions: { [APPS_EXTENSION_ID]: { mimeTypes: [APP_RESOURCE_MIME_TYPE] } } } : {}),
    },
    ...(era === 'modern' ? { versionNegotiation: { mode: { pin: MODERN_PROTOCOL_VERSION } } } : {}),
  });
  if (sample) {
    client.setRequestHandler('sampling/createMessage', async (request) => {
      const last = request.params.messages.at(-1)?.content;
      const text = last && !Array.isArray(last) && last.type === 'text' ? last.text : '';
      return { model: 'the-tour-page', role: 'assistant', content: { type: 'text', text: await sample(text) } };
    });
  }
  await client.connect(new StreamableHTTPClientTransport(new URL(url), { fetch, requestInit: { headers: headers ?? {} } }));
  return client;
}

/** RFC 9728 protected-resource metadata of the door at `url`, as the SDK discovers and validates it. */
export async function discoverResource(url: string, fetch: FetchLike) {
  const { discoverOAuthProtectedResourceMetadata } = await loadClientSdk();
  return discoverOAuthProtectedResourceMetadata(new URL(url), {}, fetch);
}

/** RFC 8414 metadata of the authorization server `issuer`, as the SDK discovers and validates it. */
export async function discoverAuthorizationServer(issuer: string, fetch: FetchLike) {
  const { discoverAuthorizationServerMetadata } = await loadClientSdk();
  return discoverAuthorizationServerMetadata(issuer, { fetchFn: fetch });
}
