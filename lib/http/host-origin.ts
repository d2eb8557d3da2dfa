/**
 * DNS-rebinding protection in front of every door: a Host (or trusted X-Forwarded-Host) that is not
 * this deployment's, or a foreign browser Origin, is refused with 403 before anything else runs.
 * The one parser in lib/identity decides; this file only shapes the door's JSON-RPC answer.
 */
import type { AppConfig } from '../config';
import { checkHostHeaders, checkOriginHeader } from '../identity';
import { jsonRpcErrorResponse } from './json-rpc-error';

export function hostOriginRejection(req: Request, cfg: AppConfig): Response | undefined {
  const verdict = checkHostHeaders(req.headers, cfg);
  if (!verdict.ok) return jsonRpcErrorResponse(403, -32000, `Forbidden: ${verdict.reason}.`);
  const origin = checkOriginHeader(req.headers, cfg);
  if (!origin.ok) return jsonRpcErrorResponse(403, -32000, `Forbidden: ${origin.reason}.`);
  return undefined;
}
