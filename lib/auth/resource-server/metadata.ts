/**
 * RFC 9728 protected-resource metadata for an OAuth door, at the path-aware well-known URL
 * (`/.well-known/oauth-protected-resource/api/mcp/oauth`): the resource, who issues its tokens,
 * its scopes and how to present them. Public, with CORS, so browser clients can read it.
 */
import { getOAuthProtectedResourceMetadataUrl, type OAuthProtectedResourceMetadata } from '@modelcontextprotocol/server';
import type { AppConfig } from '../../config';
import { hostRejection } from '../allowed-host';
import { publicOrigin } from '../public-origin';
import { oauthErrorJson, publicJson } from '../public-json';
import { SCOPES } from '../../vocabulary';
import { ISSUER_OFF_MESSAGE, trustedIssuer } from './trusted-issuer';

export const PRM_PREFIX = '/.well-known/oauth-protected-resource';

export function protectedResourceMetadataUrl(resource: string): string {
  return getOAuthProtectedResourceMetadataUrl(new URL(resource));
}

/** Answers GET on `/.well-known/oauth-protected-resource/<door path>` for the given OAuth doors. */
export function protectedResourceMetadataResponse(req: Request, cfg: AppConfig, oauthDoorPaths: readonly string[]): Response {
  const rejected = hostRejection(req, cfg);
  if (rejected) return rejected;
  const doorPath = new URL(req.url).pathname.slice(PRM_PREFIX.length).replace(/\/$/, '');
  if (!oauthDoorPaths.includes(doorPath)) {
    return oauthErrorJson(404, 'not_found', `No OAuth-protected resource at ${doorPath || '/'}. OAuth doors here: ${oauthDoorPaths.join(', ')}.`);
  }
  const origin = publicOrigin(req.headers, cfg);
  const issuer = trustedIssuer(origin, cfg);
  if (!issuer) return oauthErrorJson(503, 'temporarily_unavailable', ISSUER_OFF_MESSAGE);
  const metadata: OAuthProtectedResourceMetadata = {
    resource: `${origin}${doorPath}`,
    authorization_servers: [issuer.issuer],
    scopes_supported: [...SCOPES],
    bearer_methods_supported: ['header'],
    resource_name: 'Prompts Observatory',
    resource_documentation: `${origin}/`,
  };
  return publicJson(metadata, { headers: { 'Cache-Control': 'public, max-age=300' } });
}
