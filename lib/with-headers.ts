/** A copy of `res` with `extra` headers set, its body untouched (a stream stays a stream): for responses whose headers may be immutable (a fetched one). */
export function withHeaders(res: Response, extra: Record<string, string>): Response {
  const headers = new Headers(res.headers);
  for (const [k, v] of Object.entries(extra)) headers.set(k, v);
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
}
