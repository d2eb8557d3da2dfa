/**
 * Client ID metadata documents (the 2026-07-28 preferred registration): the client_id is an https
 * URL, and the document found there describes the client. It must name itself (`client_id` equal
 * to its URL) and be a public client.
 *
 * Which documents the issuer reads (`DocumentPolicy`): any caller's https URL on a public address, fetched with
 * the SSRF guards; and this deployment's own walkthrough document, known without a fetch when the client_id is
 * exactly the URL configuration derives for it (never built from a request). So the walkthrough opens on a
 * metadata document wherever the deployment runs, plain http included (a laptop's http://localhost, a workshop's
 * LAN address), and the issuer never connects to an address for it: not even its own origin, which a room's
 * router or a protected preview may not let it reach.
 */
import { z } from 'zod';
import { ClientMetadata, clientMetadataFor, firstIssue } from './schema';
import { isLoopbackHost } from '../../../config';
import { logThrottled } from '../../../log';
import { SafeFetchError, safeFetchJson } from './safe-fetch';

const documentOf = (metadata: typeof ClientMetadata) =>
  metadata.extend({
    client_id: z.string(),
    token_endpoint_auth_method: z
      .enum(['none'], { error: 'token_endpoint_auth_method must be none (public client): this issuer keeps no client keys' })
      .optional(),
  });
const MetadataDocument = documentOf(ClientMetadata);

export type MetadataDocumentOutcome =
  | { ok: true; client: { redirect_uris: string[]; client_name?: string; client_uri?: string } }
  | { ok: false; description: string };

export function isMetadataDocumentClientId(clientId: string): boolean {
  return /^https?:\/\//i.test(clientId);
}

export interface DocumentPolicy {
  /** Any loopback or private target, http included on loopback (`next dev`, tests): `auth.allowLoopbackClientUrls`. */
  allowPrivate: boolean;
  /**
   * This deployment's own client document (`walkthroughClientDocument`) and its configured origin, whose own http
   * callbacks it may name as dynamic registration may (a workshop's LAN origin: `clientMetadataFor`).
   */
  own?: { document: { client_id: string }; origin: string };
}

export async function readClientMetadataDocument(clientId: string, policy: DocumentPolicy): Promise<MetadataDocumentOutcome> {
  // Compared as the exact string configuration derives: a variant (case, port, path, query) is any caller's URL.
  if (policy.own && clientId === policy.own.document.client_id)
    return readDocument(clientId, policy.own.document, documentOf(clientMetadataFor(policy.own.origin)));
  const { allowPrivate } = policy;
  let url: URL;
  try {
    url = new URL(clientId);
  } catch {
    return { ok: false, description: 'client_id looks like a URL but does not parse' };
  }
  // http only where private addresses are allowed (`next dev`, tests) and only on loopback: the laptop's own document.
  const loopbackHttp = allowPrivate && url.protocol === 'http:' && isLoopbackHost(url.hostname);
  if (url.protocol !== 'https:' && !loopbackHttp) {
    const own = policy.own ? `; this deployment's own walkthrough document, ${policy.own.document.client_id}, is known without a fetch` : '';
    return { ok: false, description: `a client ID metadata document URL must be https (http is accepted for localhost under \`next dev\` only${own})` };
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
  return readDocument(clientId, body);
}

/** The document's verdict, however it was obtained: valid, naming itself, a public client. */
function readDocument(clientId: string, body: unknown, schema = MetadataDocument): MetadataDocumentOutcome {
  const parsed = schema.safeParse(body);
  if (!parsed.success) return { ok: false, description: `the client ID metadata document is invalid: ${firstIssue(parsed.error)}` };
  if (parsed.data.client_id !== clientId) {
    return { ok: false, description: 'the client ID metadata document’s client_id must equal the URL it was fetched from' };
  }
  const { redirect_uris, client_name, client_uri } = parsed.data;
  return { ok: true, client: { redirect_uris, client_name, client_uri } };
}
