/**
 * Client ID metadata documents (the 2026-07-28 preferred registration): the client_id is an https
 * URL, and the document found there describes the client. It must name itself (`client_id` equal
 * to its URL) and be a public client.
 *
 * Which URLs the issuer fetches (`DocumentPolicy`): any caller's https URL on a public address; and this
 * deployment's own walkthrough document, exactly as configuration names it, whatever its scheme and address
 * (a laptop's http://localhost, a workshop's LAN address). That one is safe to fetch because the caller does
 * not choose it: its origin comes from configuration, never from a request, and its path is fixed.
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

export interface DocumentPolicy {
  /** Any loopback or private target, http included (`next dev`, tests): `auth.allowLoopbackClientUrls`. */
  allowPrivate: boolean;
  /** This deployment's own client document URL, from its configured origin (`DeploymentUrls.clientMetadataDocument`). */
  ownDocument?: string;
}

export async function fetchClientMetadataDocument(clientId: string, policy: DocumentPolicy): Promise<MetadataDocumentOutcome> {
  // Compared as the exact string configuration derives: a variant (case, port, path, query) is any caller's URL.
  const allowPrivate = policy.allowPrivate || clientId === policy.ownDocument;
  let url: URL;
  try {
    url = new URL(clientId);
  } catch {
    return { ok: false, description: 'client_id looks like a URL but does not parse' };
  }
  // http only for this deployment's own document, or on loopback where private addresses are allowed (`next dev`, tests).
  const plainAllowed = clientId === policy.ownDocument || (policy.allowPrivate && isLoopbackHost(url.hostname));
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && plainAllowed)) {
    return {
      ok: false,
      description: `a client ID metadata document URL must be https (the one http URL this issuer fetches is this deployment's own document${policy.ownDocument ? `, ${policy.ownDocument}` : ''})`,
    };
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
