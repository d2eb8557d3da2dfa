/**
 * The one parser of the names a request arrived under (`Host`, and `X-Forwarded-Host` when a proxy is
 * trusted). A header is only ever checked against the configured identity, never used to build one.
 * Strict: `host[:port]` and nothing else — a path, query, fragment, userinfo or space is refused.
 */

export interface HostPort {
  /** Lower-case hostname; IPv6 in brackets. */
  host: string;
  /** The port as written, or '' when none was (effectivePort fills in the scheme's default). */
  port: string;
}

const HOST_PORT = /^(\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?)(?::(\d{1,5}))?$/;

/** Parses a Host-style value; undefined when it is anything but host[:port]. */
export function parseHostHeader(value: string | null | undefined): HostPort | undefined {
  if (!value) return undefined;
  const m = HOST_PORT.exec(value.trim().toLowerCase());
  if (!m) return undefined;
  if (m[2] !== undefined && Number(m[2]) > 65535) return undefined;
  return { host: m[1], port: m[2] ?? '' };
}

const DEFAULT_PORT: Record<string, string> = { 'http:': '80', 'https:': '443' };

/** host:port of a URL, with the scheme's default port written out, for comparisons. */
export function hostPortOf(url: URL): HostPort {
  return { host: url.hostname.toLowerCase(), port: url.port || DEFAULT_PORT[url.protocol] || '' };
}

/** The port a Host value means: its own, or the scheme's default. */
export function effectivePort(hp: HostPort, protocol: string): string {
  return hp.port || DEFAULT_PORT[protocol] || '';
}
