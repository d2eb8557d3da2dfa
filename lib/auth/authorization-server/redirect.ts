/** The redirect back to a client: its exact redirect_uri plus our parameters, always with RFC 9207 `iss`. */
export function clientRedirect(redirectUri: string, issuer: string, params: Record<string, string | undefined>): string {
  const url = new URL(redirectUri);
  for (const [k, v] of Object.entries(params)) if (v !== undefined) url.searchParams.set(k, v);
  url.searchParams.set('iss', issuer);
  return url.href;
}
