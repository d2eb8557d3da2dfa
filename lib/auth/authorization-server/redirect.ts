/** The redirect back to a client: its exact redirect_uri plus our parameters, always with RFC 9207 `iss`. */
export function clientRedirect(redirectUri: string, issuer: string, params: Record<string, string | undefined>): string {
  const url = new URL(redirectUri);
  for (const [k, v] of Object.entries(params)) if (v !== undefined) url.searchParams.set(k, v);
  url.searchParams.set('iss', issuer);
  return url.href;
}

/**
 * Does `requested` name a redirect URI the client registered? Exactly, character for character
 * (OAuth 2.1 §2.3.1, RFC 9700 §4.1.3), at the real issuer. The naive issuer's loose match is the bug
 * it teaches: any path on a registered URI's origin, so a prefix or another page of the client's host
 * passes; it only ever matches on this deployment's own origin, so it cannot send a code anywhere else.
 */
export function redirectMatches(requested: string, registered: readonly string[], naive?: { origin: string }): boolean {
  if (!naive) return registered.includes(requested);
  const origin = originOf(requested);
  return origin === naive.origin && registered.some((r) => originOf(r) === origin);
}

/** At redemption: the code's own redirect_uri, exactly (the naive issuer: any URI on its origin). */
export function sameRedirect(asAuthorized: string, presented: string | undefined, naive: boolean): boolean {
  if (!naive) return asAuthorized === presented;
  return presented !== undefined && originOf(presented) !== undefined && originOf(presented) === originOf(asAuthorized);
}

function originOf(uri: string): string | undefined {
  return URL.canParse(uri) ? new URL(uri).origin : undefined;
}
