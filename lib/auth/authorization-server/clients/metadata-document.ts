/**
 * Client ID metadata documents (the 2026-07-28 preferred registration): the client_id is an https
 * URL, and the document found there describes the client. It must name itself (`client_id` equal
 * to its URL) and be a public client.
 */
import { z } from 'zod';
import { ClientMetadata, firstIssue } from './schema';
import { isLoopbackHost } from '../../../config';
import { logThrottled } from '../../../log';
import { SafeFetchError, safeFetchJson } from './safe-fetch';

const MetadataDocument = ClientMetadata.extend({
  client_id: z.string(),
  token_endpoint_auth_method: z
    .enum(['none'], { error: 'token_endpoint_auth_method must be none (public client): this issuer keeps no client keys' })
    .optional(),
});

export type MetadataDocumentOutcome =
  | { ok: true; client: { redirect_uris: string[]; client_name?: string; client_uri?: string } }
  | { ok: false; description: string };

export function isMetadataDocumentClientId(clientId: string): boolean {
  return /^https?:\/\//i.test(clientId);
}

export async function fetchClientMetadataDocument(clientId: string, allowPrivate: boolean): Promise<MetadataDocumentOutcome> {
  let url: URL;
  try {
    url = new URL(clientId);
  } catch {
    return { ok: false, description: 'client_id looks like a URL but does not parse' };
  }
  // http only where private addresses are allowed (`next dev`, tests) and only on loopback: the laptop's own document.
  const loopbackHttp = allowPrivate && url.protocol === 'http:' && isLoopbackHost(url.hostname);
  if (url.protocol !== 'https:' && !loopbackHttp) {
    return { ok: false, description: 'a client ID metadata document URL must be https (http is accepted for localhost under `next dev` only)' };
  }
  if (url.pathname === '/' || url.hash || url.username || url.password) {
    return { ok: false, description: 'a client ID metadata document URL needs a path and no fragment or credentials' };
  }
  let body: unknown;
  try {
    body = await safeFetchJson(url, { allowPrivate, maxBytes: 64 * 1024, timeoutMs: 5_000 });
  } catch (err) {
    // Only our own refusals (private address, too large, not JSON) are told to the caller; a network
    // error's text (DNS answers, refused ports) stays in the log, so the issuer is no probing oracle.
    if (err instanceof SafeFetchError && err.tellCaller)
      return { ok: false, description: `the client ID metadata document at ${url.href} was refused: ${err.message}` };
    logThrottled('[oauth] client metadata document fetch failed:', err instanceof Error ? `${url.origin}: ${err.message}` : url.origin);
    return { ok: false, description: `the client ID metadata document at ${url.href} could not be fetched` };
  }
  const parsed = MetadataDocument.safeParse(body);
  if (!parsed.success) return { ok: false, description: `the client ID metadata document is invalid: ${firstIssue(parsed.error)}` };
  if (parsed.data.client_id !== clientId) {
    return { ok: false, description: 'the client ID metadata document’s client_id must equal the URL it was fetched from' };
  }
  const { redirect_uris, client_name, client_uri } = parsed.data;
  return { ok: true, client: { redirect_uris, client_name, client_uri } };
}
