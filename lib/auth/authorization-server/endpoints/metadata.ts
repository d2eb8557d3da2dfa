/** GET the issuer's RFC 8414 metadata and its JWKS: public, cacheable for a few minutes, CORS for browsers. */
import { publicJson } from '../../public-json';
import { type AppConfig, config } from '../../../config';
import { issuerContext } from '../context';
import { signingKey } from '../keys';
import { authorizationServerMetadata } from '../metadata';

export function metadataEndpoint(req: Request, basePath = '', cfg: AppConfig = config(), naive = false): Response {
  const r = issuerContext(req, cfg, basePath, naive);
  if (!r.ok) return r.response;
  return publicJson(authorizationServerMetadata(r.ctx), { headers: { 'Cache-Control': 'public, max-age=300' } });
}

export async function jwksEndpoint(req: Request, basePath = ''): Promise<Response> {
  const r = issuerContext(req, config(), basePath);
  if (!r.ok) return r.response;
  const key = await signingKey(r.ctx.secret);
  return publicJson({ keys: [key.publicJwk] }, { headers: { 'Cache-Control': 'public, max-age=300' } });
}
