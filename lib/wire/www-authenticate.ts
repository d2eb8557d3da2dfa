/**
 * Parses a WWW-Authenticate header (RFC 9110 §11.6.1) into its challenges, so a 401 can be shown
 * as it came: scheme, then each auth-param (resource_metadata, scope, error, ...).
 */
export interface Challenge {
  scheme: string;
  params: Record<string, string>;
  /** token68 form (e.g. `Negotiate abc==`), when the challenge has no params. */
  token?: string;
}

const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+/;

export function parseWwwAuthenticate(header: string): Challenge[] {
  const challenges: Challenge[] = [];
  let s = header.trim();
  let current: Challenge | undefined;
  while (s.length > 0) {
    s = s.replace(/^[\s,]+/, '');
    if (!s) break;
    const name = TOKEN.exec(s)?.[0];
    if (!name) break; // malformed: keep what was understood
    const rest = s.slice(name.length).replace(/^\s*/, '');
    if (rest.startsWith('=') && current) {
      // auth-param: name = token / quoted-string
      let value: string;
      let after = rest.slice(1).replace(/^\s*/, '');
      if (after.startsWith('"')) {
        let i = 1;
        value = '';
        while (i < after.length && after[i] !== '"') {
          if (after[i] === '\\' && i + 1 < after.length) i++;
          value += after[i++];
        }
        after = after.slice(i + 1);
      } else {
        value = TOKEN.exec(after)?.[0] ?? '';
        after = after.slice(value.length);
      }
      current.params[name.toLowerCase()] = value;
      s = after;
      continue;
    }
    // A new challenge: scheme, optionally followed by a token68.
    current = { scheme: name, params: {} };
    challenges.push(current);
    s = rest;
    const token68 = /^([A-Za-z0-9\-._~+/]+=*)\s*(,|$)/.exec(s);
    if (token68 && !/^[A-Za-z0-9\-._~+/]+\s*=[^=]/.test(s)) {
      current.token = token68[1];
      s = s.slice(token68[0].length);
    }
  }
  return challenges;
}
