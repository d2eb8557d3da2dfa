/**
 * Does a request's Host (and Origin) belong to this deployment? Every route and page asks here.
 * Allowed: the public origin's host and port; MCP_ALLOWED_HOSTS (`host` = any port, `host:port`);
 * Vercel's own deployment URLs; loopback names on the public origin's port when the origin is
 * loopback; loopback on any port only under `next dev` or MCP_ALLOW_LOOPBACK_HOSTS=1.
 */
import type { AppConfig } from '../config';
import { isLoopbackHost } from '../config';
import { effectivePort, type HostPort, hostPortOf, parseHostHeader } from './host-header';

export type HostVerdict = { ok: true } | { ok: false; reason: string };

type HostConfig = Pick<AppConfig, 'publicOrigin' | 'extraHosts' | 'allowLoopbackHosts' | 'trustProxy'>;

export function checkHostHeaders(headers: Headers, cfg: HostConfig): HostVerdict {
  const names: [string, string | null][] = [['Host', headers.get('host')]];
  // Behind a trusted proxy the name the client used is in X-Forwarded-Host: it must be ours too.
  if (cfg.trustProxy && headers.has('x-forwarded-host')) names.push(['X-Forwarded-Host', headers.get('x-forwarded-host')]);
  for (const [header, value] of names) {
    const parsed = parseHostHeader(value);
    if (!parsed) return { ok: false, reason: `${header} must be host[:port] and nothing else` };
    // The refused value is not echoed back: the answer names what is expected instead.
    if (!hostAllowed(parsed, cfg))
      return { ok: false, reason: `${header} is not a name this deployment answers to${cfg.publicOrigin ? ` (it is ${cfg.publicOrigin})` : ''}` };
  }
  return { ok: true };
}

/** The public origin, parsed once: it is configuration, the same string on every request (and parsing it was most of a check). */
let parsedOrigin: { text: string; url: URL } | undefined;
function originUrl(text: string): URL {
  if (parsedOrigin?.text !== text) parsedOrigin = { text, url: new URL(text) };
  return parsedOrigin.url;
}

function hostAllowed(hp: HostPort, cfg: HostConfig): boolean {
  const origin = cfg.publicOrigin ? originUrl(cfg.publicOrigin) : undefined;
  const protocol = origin?.protocol ?? 'http:';
  const port = effectivePort(hp, protocol);
  if (origin) {
    const own = hostPortOf(origin);
    if (own.port === port && (own.host === hp.host || (isLoopbackHost(own.host) && isLoopbackHost(hp.host)))) return true;
  }
  if (cfg.allowLoopbackHosts && isLoopbackHost(hp.host)) return true;
  return cfg.extraHosts.some((entry) => {
    const allowed = parseHostHeader(entry);
    return allowed !== undefined && allowed.host === hp.host && (allowed.port === '' || allowed.port === port);
  });
}

/** A browser's Origin, when sent, must be this deployment's origin exactly (scheme, host and port), or one configured. */
export function checkOriginHeader(headers: Headers, cfg: Pick<AppConfig, 'publicOrigin' | 'extraOrigins' | 'allowLoopbackHosts'>): HostVerdict {
  const origin = headers.get('origin');
  if (origin === null) return { ok: true }; // not a browser, or a same-origin GET: nothing to check
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return { ok: false, reason: 'Origin is not an origin' };
  }
  if (url.origin === cfg.publicOrigin || cfg.extraOrigins.includes(url.origin)) return { ok: true };
  if (cfg.allowLoopbackHosts && isLoopbackHost(url.hostname)) return { ok: true };
  if (cfg.publicOrigin) {
    // A loopback origin on the public origin's port (localhost vs 127.0.0.1) is the same laptop.
    const own = originUrl(cfg.publicOrigin);
    if (isLoopbackHost(own.hostname) && isLoopbackHost(url.hostname) && own.port === url.port && own.protocol === url.protocol) return { ok: true };
  }
  return { ok: false, reason: `Origin may not call this deployment${cfg.publicOrigin ? ` (only pages of ${cfg.publicOrigin} may)` : ''}` };
}
