/**
 * The checks a door makes, each with a stable id. A refusal carries the id of the check that failed
 * (`check` in the JSON body), so a page maps the id and never parses the prose of error_description.
 */
export const CHECK_IDS = [
  'credential', // no Authorization header, or not `Bearer <one value>`
  'key', // the key door: the shared key does not match
  'format', // not a well-formed signed JWT
  'alg', // algorithm not on the allow-list
  'signature', // not signed by a key of the trusted issuer
  'typ', // not an access token (`typ: at+jwt`, RFC 9068)
  'iss', // not from the trusted issuer
  'aud', // not meant for this door (RFC 8707): the confused-deputy check
  'exp', // expired
  'nbf', // not yet valid
  'lab', // minted by the lab for teaching: never accepted
  'scope', // valid, but lacks a scope the call needs (403)
  'issuer-keys', // our side: the trusted issuer's keys could not be had (503)
] as const;
export type CheckId = (typeof CHECK_IDS)[number];

export const CHECK_LABELS: Record<CheckId, string> = {
  credential: 'A bearer credential is presented',
  key: 'The shared key matches',
  format: 'Well-formed JWT',
  alg: 'Algorithm allowed',
  signature: 'Signature by the issuer’s key',
  typ: 'An access token (typ at+jwt)',
  iss: 'Issuer is trusted',
  aud: 'Audience is this door',
  exp: 'Not expired',
  nbf: 'Already valid (nbf)',
  lab: 'Not a lab token',
  scope: 'Scope suffices',
  'issuer-keys': 'Issuer keys reachable',
};

export function isCheckId(v: unknown): v is CheckId {
  return typeof v === 'string' && (CHECK_IDS as readonly string[]).includes(v);
}

/** Asymmetric JWS algorithms a resource server may accept. `none` and HS* are never allowed. */
export const SUPPORTED_TOKEN_ALGORITHMS = ['EdDSA', 'ES256', 'ES384', 'ES512', 'RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512'] as const;
export type TokenAlgorithm = (typeof SUPPORTED_TOKEN_ALGORITHMS)[number];
/** The doors' allow-list when AUTH_ALGORITHMS is unset. Metadata does not publish it, so the browser reads it here. */
export const DEFAULT_TOKEN_ALGORITHMS: readonly TokenAlgorithm[] = ['EdDSA', 'ES256', 'RS256'];
