/** GET the issuer's RFC 8414 metadata and its JWKS: public, cacheable for a few minutes, CORS for browsers. */
import { oauthErrorJson, publicJson } from '../../public-json';
import { config } from '../../../config';
import { issuerContext } from '../context';
import { signingKey } from '../keys';
import { authorizationServerMetadata } from '../metadata';

export function metadataEndpoint(req: Request): Response {
  const r = issuerContext(req);
  if (!r.ok) return r.response;
  return publicJson(authorizationServerMetadata(r.ctx), { headers: { 'Cache-Control': 'public, max-age=300' } });
}

/**
 * The root `/.well-known/oauth-authorization-server`, probed by 2025-03 clients that never read the
 * resource metadata. It mirrors the built-in issuer only while the doors trust it: pointing such a
 * client at this issuer when the doors trust an external IdP would only earn it refused tokens.
 */
export function rootMetadataEndpoint(req: Request): Response {
  const external = config().auth.externalIssuer;
  if (external) {
    return oauthErrorJson(404, 'not_found', `This deployment's doors trust ${external.issuer}; read that issuer's metadata instead.`);
  }
  return metadataEndpoint(req);
}

export async function jwksEndpoint(req: Request): Promise<Response> {
  const r = issuerContext(req);
  if (!r.ok) return r.response;
  const key = await signingKey(r.ctx.secret);
  return publicJson({ keys: [key.publicJwk] }, { headers: { 'Cache-Control': 'public, max-age=300' } });
}
