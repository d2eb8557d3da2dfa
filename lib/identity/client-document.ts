/**
 * The walkthrough's own client ID metadata document: its URL is its client_id, and every URL in it derives from
 * the configured origin. One builder for both readers: the route that serves it to anyone who asks, and the
 * built-in issuer, which knows it without fetching it (lib/auth/authorization-server/clients/metadata-document.ts).
 */
import type { DeploymentUrls } from './urls';

export function walkthroughClientDocument(urls: DeploymentUrls) {
  return {
    client_id: urls.clientMetadataDocument,
    client_name: 'MCP Observatory walkthrough',
    client_uri: `${urls.origin}/auth`,
    redirect_uris: [urls.clientCallback],
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    token_endpoint_auth_method: 'none',
  };
}
