/** Turns a client_id into the client it names: a sealed DCR registration, or a metadata-document URL. */
import { unseal } from '../sealed';
import { type DocumentPolicy, readClientMetadataDocument, isMetadataDocumentClientId } from './metadata-document';
import { SealedRegistration } from './schema';

export interface KnownClient {
  clientId: string;
  kind: 'registered' | 'metadata-document';
  redirectUris: string[];
  name?: string;
  uri?: string;
}

export type ClientResolution = { ok: true; client: KnownClient } | { ok: false; description: string };

/** `documents`: which metadata documents may be read, and how (only the authorization request reads one). */
export async function resolveClient(clientId: string, secret: string, documents: DocumentPolicy): Promise<ClientResolution> {
  if (isMetadataDocumentClientId(clientId)) {
    const doc = await readClientMetadataDocument(clientId, documents);
    if (!doc.ok) return doc;
    return {
      ok: true,
      client: { clientId, kind: 'metadata-document', redirectUris: doc.client.redirect_uris, name: doc.client.client_name, uri: doc.client.client_uri },
    };
  }
  const reg = await unseal(secret, 'sealed-registration', clientId, SealedRegistration);
  if (!reg) {
    return {
      ok: false,
      description: 'unknown client_id: it was not issued by this server’s registration endpoint (or AUTH_SECRET changed since). Register again.',
    };
  }
  return { ok: true, client: { clientId, kind: 'registered', redirectUris: reg.redirect_uris, name: reg.client_name, uri: reg.client_uri } };
}
