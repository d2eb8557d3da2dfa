/**
 * JSON for public OAuth documents and endpoints (metadata, JWKS, token, registration): readable from
 * any origin, since browser-based MCP clients discover and register from their own pages. No
 * cookies are ever involved, so `*` is safe.
 */
const CORS = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': 'WWW-Authenticate' };

export function publicJson(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return Response.json(body, { status: init.status ?? 200, headers: { ...CORS, ...init.headers } });
}

/** OAuth error JSON (RFC 6749 §5.2): `{error, error_description}`. */
export function oauthErrorJson(status: number, error: string, description: string, headers?: Record<string, string>): Response {
  return publicJson({ error, error_description: description }, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

export function publicPreflight(req: Request, methods: string[]): Response {
  return new Response(null, {
    status: 204,
    headers: {
      ...CORS,
      'Access-Control-Allow-Methods': methods.join(', '),
      'Access-Control-Allow-Headers': req.headers.get('access-control-request-headers') ?? 'Content-Type, Authorization, MCP-Protocol-Version',
      'Access-Control-Max-Age': '600',
      Vary: 'Access-Control-Request-Headers',
    },
  });
}
