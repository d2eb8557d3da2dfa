/**
 * The origin clients should use to reach this deployment, from the request: Host, and the scheme
 * from X-Forwarded-Proto only when config says a proxy sets it (Vercel); a bare `next start` is
 * reached the way the request came, http unless told otherwise.
 */
import type { AppConfig } from '../config';

export function publicOrigin(headers: Headers, cfg: Pick<AppConfig, 'trustProxy'>): string {
  const forwardedHost = cfg.trustProxy ? headers.get('x-forwarded-host')?.split(',')[0].trim() : undefined;
  const host = forwardedHost || headers.get('host') || 'localhost:3000';
  const forwardedProto = cfg.trustProxy ? headers.get('x-forwarded-proto')?.split(',')[0].trim() : undefined;
  const proto = forwardedProto === 'https' || forwardedProto === 'http' ? forwardedProto : 'http';
  return `${proto}://${host}`;
}
