/**
 * CORS for browser clients on allowed origins (the playground, MCP Inspector on localhost).
 * Requests from other origins never get here: host-origin.ts refuses them first.
 */
const ALLOW_HEADERS = ['Content-Type', 'Accept', 'Authorization', 'MCP-Protocol-Version', 'Mcp-Method', 'Mcp-Name', 'Last-Event-ID'];
const EXPOSE_HEADERS = ['WWW-Authenticate', 'MCP-Protocol-Version', 'Mcp-Session-Id', 'X-Request-Ref'];

function corsHeaders(req: Request): Record<string, string> {
  const origin = req.headers.get('origin');
  if (!origin) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Expose-Headers': EXPOSE_HEADERS.join(', '),
    Vary: 'Origin',
  };
}

/** Answers an OPTIONS preflight. */
export function preflightResponse(req: Request, methods: string[]): Response {
  return new Response(null, {
    status: 204,
    headers: {
      ...corsHeaders(req),
      'Access-Control-Allow-Methods': methods.join(', '),
      'Access-Control-Allow-Headers': ALLOW_HEADERS.join(', '),
      'Access-Control-Max-Age': '600',
    },
  });
}

/** A copy of `res` with `extra` headers set, its body untouched (streams stay streams). */
export function withHeaders(res: Response, extra: Record<string, string>): Response {
  const headers = new Headers(res.headers);
  for (const [k, v] of Object.entries(extra)) headers.set(k, v);
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
}

/** Adds the CORS headers to a response. */
export function withCors(req: Request, res: Response): Response {
  const extra = corsHeaders(req);
  return Object.keys(extra).length === 0 ? res : withHeaders(res, extra);
}
