/**
 * CORS for browser clients on allowed origins (the playground, MCP Inspector on localhost).
 * Requests from other origins never get here: host-origin.ts refuses them first.
 */
import { withHeaders } from '../with-headers';

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

/** Adds the CORS headers to a response. */
export function withCors(req: Request, res: Response): Response {
  const extra = corsHeaders(req);
  return Object.keys(extra).length === 0 ? res : withHeaders(res, extra);
}
