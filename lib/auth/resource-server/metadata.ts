/**
 * RFC 9728 protected-resource metadata for an OAuth door, at the path-aware well-known URL
 * (`/.well-known/oauth-protected-resource/api/mcp/oauth`): the resource, who issues its tokens,
 * its scopes and how to present them. Public, with CORS, so browser clients can read it.
 */
import type { OAuthProtectedResourceMetadata } from '@modelcontextprotocol/server';
import type { AppConfig } from '../../config';
import { checkHostHeaders, deployment, ORIGIN_MISSING_MESSAGE } from '../../identity';
import { PRM_PREFIX, SCOPES } from '../../vocabulary';
import { oauthErrorJson, publicJson } from '../public-json';
import type { IssuerSource } from './trusted-issuer';

/**
 * Answers GET on `/.well-known/oauth-protected-resource/<door path>` for the given OAuth doors. Through an
 * observation channel, `scope` names the channel's prefix and the door path the caller asked for; the
 * document then describes the channel's door (its resource URL, and the channel's issuer).
 */
export function protectedResourceMetadataResponse(
  req: Request,
  cfg: AppConfig,
  oauthDoorPaths: readonly string[],
  issuerSource: IssuerSource,
  scope?: { basePath: string; doorPath: string },
): Response {
  const host = checkHostHeaders(req.headers, cfg);
  if (!host.ok) return oauthErrorJson(403, 'invalid_request', `${host.reason}.`);
  const basePath = scope?.basePath ?? '';
  const doorPath = scope?.doorPath ?? new URL(req.url).pathname.slice(PRM_PREFIX.length).replace(/\/$/, '');
  if (!oauthDoorPaths.includes(doorPath)) {
    return oauthErrorJson(404, 'not_found', `No OAuth-protected resource at ${doorPath || '/'}. OAuth doors here: ${oauthDoorPaths.join(', ')}.`);
  }
  const urls = deployment(cfg, basePath);
  if (!urls) return oauthErrorJson(503, 'temporarily_unavailable', ORIGIN_MISSING_MESSAGE);
  const trusted = issuerSource(basePath);
  if (!trusted.ok) return oauthErrorJson(503, 'temporarily_unavailable', trusted.description);
  const metadata: OAuthProtectedResourceMetadata = {
    resource: urls.resource(doorPath),
    authorization_servers: [trusted.issuer.issuer],
    scopes_supported: [...SCOPES],
    bearer_methods_supported: ['header'],
    resource_name: 'Prompts Observatory',
    resource_documentation: `${urls.origin}/`,
  };
  return publicJson(metadata, { headers: { 'Cache-Control': 'public, max-age=300' } });
}
