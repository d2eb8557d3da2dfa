/**
 * DNS-rebinding protection in front of every door: a foreign Host or a foreign browser Origin is
 * refused with 403 before anything else runs. The SDK's helpers do the parsing; the lists come from config.
 */
import { hostHeaderValidationResponse, originValidationResponse } from '@modelcontextprotocol/server';
import type { AppConfig } from '../config';

export function hostOriginRejection(req: Request, cfg: AppConfig): Response | undefined {
  return hostHeaderValidationResponse(req, cfg.allowedHosts) ?? originValidationResponse(req, cfg.allowedOriginHosts);
}
