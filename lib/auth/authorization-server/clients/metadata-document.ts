/**
 * Client ID metadata documents (the 2026-07-28 preferred registration): the client_id is an https
 * URL, and the document found there describes the client. It must name itself (`client_id` equal
 * to its URL) and be a public client.
 */
import { z } from 'zod';
import { ClientMetadata, firstIssue } from './schema';
import { SafeFetchError, safeFetchJson } from './safe-fetch';

const MetadataDocument = ClientMetadata.extend({
  client_id: z.string(),
  token_endpoint_auth_method: z.enum(['none'], { error: 'token_endpoint_auth_method must be none (public client): this issuer keeps no client keys' }).optional(),
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
  if (url.protocol !== 'https:') return { ok: false, description: 'a client ID metadata document URL must be https' };
  if (url.pathname === '/' || url.hash || url.username || url.password) {
    return { ok: false, description: 'a client ID metadata document URL needs a path and no fragment or credentials' };
  }
  let body: unknown;
  try {
    body = await safeFetchJson(url, { allowPrivate, maxBytes: 64 * 1024, timeoutMs: 5_000 });
  } catch (err) {
    const reason = err instanceof SafeFetchError ? err.message : 'it could not be fetched';
    return { ok: false, description: `the client ID metadata document at ${url.href} was refused: ${reason}` };
  }
  const parsed = MetadataDocument.safeParse(body);
  if (!parsed.success) return { ok: false, description: `the client ID metadata document is invalid: ${firstIssue(parsed.error)}` };
  if (parsed.data.client_id !== clientId) {
    return { ok: false, description: 'the client ID metadata document’s client_id must equal the URL it was fetched from' };
  }
  const { redirect_uris, client_name, client_uri } = parsed.data;
  return { ok: true, client: { redirect_uris, client_name, client_uri } };
}
