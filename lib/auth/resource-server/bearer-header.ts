/** Parses `Authorization: Bearer <token>` strictly (RFC 6750 §2.1): one scheme, one token68 value. */
export type BearerHeader = { kind: 'missing' } | { kind: 'malformed'; description: string } | { kind: 'token'; token: string };

const TOKEN68 = /^[A-Za-z0-9\-._~+/]+=*$/;

export function parseBearerHeader(header: string | null): BearerHeader {
  if (header === null || header.trim() === '') return { kind: 'missing' };
  // Repeated Authorization headers arrive comma-joined: refused below as a malformed value.
  const [scheme, ...rest] = header.trim().split(/ +/);
  if (scheme.toLowerCase() !== 'bearer') {
    return { kind: 'malformed', description: 'malformed Authorization header: expected the Bearer scheme' };
  }
  if (rest.length === 0) return { kind: 'malformed', description: 'malformed Authorization header: no token after Bearer' };
  if (rest.length > 1 || !TOKEN68.test(rest[0])) {
    return { kind: 'malformed', description: 'malformed Authorization header: a bearer token is one value of token68 characters' };
  }
  return { kind: 'token', token: rest[0] };
}
