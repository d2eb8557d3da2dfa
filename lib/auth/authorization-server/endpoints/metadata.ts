/** GET the issuer's RFC 8414 metadata and its JWKS: public, cacheable for a few minutes, CORS for browsers. */
import { publicJson } from '../../public-json';
import { issuerContext } from '../context';
import { signingKey } from '../keys';
import { authorizationServerMetadata } from '../metadata';

export function metadataEndpoint(req: Request): Response {
  const r = issuerContext(req);
  if (!r.ok) return r.response;
  return publicJson(authorizationServerMetadata(r.ctx), { headers: { 'Cache-Control': 'public, max-age=300' } });
}

export async function jwksEndpoint(req: Request): Promise<Response> {
  const r = issuerContext(req);
  if (!r.ok) return r.response;
  const key = await signingKey(r.ctx.secret);
  return publicJson({ keys: [key.publicJwk] }, { headers: { 'Cache-Control': 'public, max-age=300' } });
}
