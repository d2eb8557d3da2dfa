/**
 * Where Redis is, fit for a log line or /api/health: scheme, host, port and database, never the
 * username or password that REDIS_URL usually carries (Upstash and Redis Cloud URLs do).
 */
export function redisLocation(url: string): string {
  try {
    const u = new URL(url);
    const db = u.pathname && u.pathname !== '/' ? u.pathname : '';
    return `${u.protocol}//${u.hostname}${u.port ? `:${u.port}` : ''}${db}`;
  } catch {
    return '(an unparseable REDIS_URL)';
  }
}

/** The URL's password, decoded; undefined when it has none or does not parse. */
export function redisPassword(url: string | undefined): string | undefined {
  try {
    return decodeURIComponent(new URL(url ?? '').password) || undefined;
  } catch {
    return undefined;
  }
}

/** Removes the URL's password from any text (an error message that echoed it, say). */
export function withoutSecrets(text: string, url: string): string {
  const password = redisPassword(url);
  const out = text.split(url).join(redisLocation(url));
  return password ? out.split(password).join('***') : out;
}
