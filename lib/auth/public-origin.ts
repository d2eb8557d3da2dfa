/**
 * The origin callers use to reach this deployment: the Host header, or X-Forwarded-Proto/Host when
 * config says a proxy sets them (Vercel). Never Next's request.url, which follows X-Forwarded-Proto
 * even when nobody vouches for it. A forwarded host outside the allowed list is ignored.
 */
import { type AppConfig, hostOnly } from '../config';

export function publicOrigin(headers: Headers, cfg: AppConfig): string {
  const host = (headers.get('host') ?? 'localhost').trim().toLowerCase();
  if (!cfg.trustProxy) return `http://${host}`;
  const proto = firstValue(headers.get('x-forwarded-proto'));
  const forwardedHost = firstValue(headers.get('x-forwarded-host'))?.toLowerCase();
  const useHost = forwardedHost && cfg.allowedHosts.includes(hostOnly(forwardedHost)) ? forwardedHost : host;
  return `${proto === 'https' ? 'https' : 'http'}://${useHost}`;
}

function firstValue(v: string | null): string | undefined {
  return v?.split(',')[0]?.trim() || undefined;
}
