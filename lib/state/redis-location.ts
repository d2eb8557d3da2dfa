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

/** Removes the URL's password from any text (an error message that echoed it, say). */
export function withoutSecrets(text: string, url: string): string {
  let password = '';
  try {
    password = decodeURIComponent(new URL(url).password);
  } catch {
    /* unparseable: nothing known to hide beyond the URL itself */
  }
  let out = text.split(url).join(redisLocation(url));
  if (password) out = out.split(password).join('***');
  return out;
}
