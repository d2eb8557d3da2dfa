/**
 * The doors' optional rate limit (MCP_RATE_LIMIT requests per minute per client; off by default).
 * It fails open: if the state store cannot be reached the doors keep serving, since an MCP call
 * changes nothing that a limit protects. A limited caller gets 429 with Retry-After and a JSON-RPC error.
 */
import type { AppConfig } from '../config';
import { checkLimit, refusalText } from '../limits/check';
import { jsonRpcErrorResponse } from './json-rpc-error';

export async function doorRateLimit(req: Request, cfg: AppConfig): Promise<Response | undefined> {
  if (req.method !== 'POST') return undefined; // GET/DELETE are answered 405 without any work
  const outcome = await checkLimit('door', req, cfg);
  if (outcome.kind !== 'limited') return undefined;
  return jsonRpcErrorResponse(429, -32000, refusalText(outcome), {
    'Retry-After': String(outcome.retryAfterS),
  });
}
