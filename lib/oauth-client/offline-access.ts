/**
 * Asking for a refresh token: `offline_access` added to the scope when the issuer's metadata offers it
 * (as the SDK's own auth() does for a client registered for the refresh_token grant), never twice.
 */
import type { AuthorizationServerMetadata } from '@modelcontextprotocol/client';
import { parseScope, SCOPE_OFFLINE } from '../vocabulary';

export function withOfflineAccess(scope: string, metadata: Pick<AuthorizationServerMetadata, 'scopes_supported'>): string {
  if (!metadata.scopes_supported?.includes(SCOPE_OFFLINE) || parseScope(scope).includes(SCOPE_OFFLINE)) return scope;
  return scope ? `${scope} ${SCOPE_OFFLINE}` : SCOPE_OFFLINE;
}
