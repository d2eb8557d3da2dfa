/**
 * Which header, query and field names carry a credential: by their shape, not by a list of the ones
 * we thought of. A name that says auth, token, key, secret, passw, session, credential, bearer,
 * signature or dpop is secret (`Api-Key`, `X-Auth-Token`, `Private-Token`, `?apiKey=`, `"secret"`,
 * `X-Amz-Signature`, `X-Hub-Signature-256`, `DPoP`…), as are the few credentials whose names say none
 * of that (cookies, the authorization code, its verifier, the consent ticket, and the short names
 * `pass`, `pwd`, `pin`, `otp`, `sig`, which as substrings would catch ordinary words). A short allow-list keeps visible the names the tour and the walkthrough teach with,
 * whose values are never credentials: `token_type`, `WWW-Authenticate`, metadata such as
 * `token_endpoint` or `bearer_methods_supported`, and MCP's `progressToken`.
 */

const SECRET_SHAPE = /auth|token|key|secret|passw|passphrase|passcode|session|credential|bearer|signature|dpop/;

/** Credentials whose names do not have the shape. */
const SECRET_BY_NAME = new Set([
  'cookie',
  'setcookie',
  'code',
  'codeverifier',
  'ticket',
  'pass',
  'pwd',
  'pin',
  'otp',
  'totp',
  'hotp',
  'sig',
  'xsig',
  'mfacode',
]);

/** Shaped like a secret, but what they hold is public by design (compared with `_` and `-` removed). */
const SAFE_NAMES = new Set([
  'tokentype', // "Bearer", in every token response
  'wwwauthenticate', // the challenge the walkthrough starts from
  'authenticationinfo',
  'progresstoken', // MCP: the client's id for progress notifications
  'authtime', // a claim: when the user signed in
  'keys', // a JWKS (RFC 7517): public keys, which the walkthrough shows
]);

/** Metadata names (RFC 8414, 9728, 7591): `token_endpoint`, `…_auth_methods_supported`, `authorization_servers`. */
const SAFE_SUFFIX = /(endpoint|supported|method|methods|servers|uri|url)$/;

/** Names longer than this are judged by their first this-many characters (a name is never long). */
const NAME_CAP = 128;

function normalise(name: string): string {
  return name.slice(0, NAME_CAP).toLowerCase().replace(/[-_]/g, '');
}

/** True for a header, query parameter or JSON field whose value is a credential. */
export function isSecretName(name: string): boolean {
  const n = normalise(name);
  if (SECRET_BY_NAME.has(n)) return true;
  if (SAFE_NAMES.has(n) || SAFE_SUFFIX.test(n)) return false;
  return SECRET_SHAPE.test(n);
}
