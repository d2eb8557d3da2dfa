/**
 * Host check for the OAuth endpoints and metadata: every URL they print (issuer, resource,
 * endpoints) is built from the Host, so a foreign Host must never get that far.
 */
import { hostHeaderValidationResponse } from '@modelcontextprotocol/server';
import type { AppConfig } from '../config';

export function hostRejection(req: Request, cfg: AppConfig): Response | undefined {
  return hostHeaderValidationResponse(req, cfg.allowedHosts);
}
