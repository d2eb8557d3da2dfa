/**
 * The checks a door makes, each with a stable id. A refusal carries the id of the check that failed
 * (`check` in the JSON body), so a page maps the id (here with its label) and never parses the prose of error_description.
 */
export const CHECK_LABELS = {
  credential: 'A bearer credential is presented', // as `Bearer <one value>`
  key: 'The shared key matches',
  format: 'Well-formed JWT',
  alg: 'Algorithm allowed',
  signature: 'Signature by the issuer’s key',
  typ: 'An access token (typ at+jwt)', // RFC 9068
  iss: 'Issuer is trusted',
  aud: 'Audience is this door', // RFC 8707: the confused-deputy check
  exp: 'Not expired',
  nbf: 'Already valid (nbf)',
  lab: 'Not a lab token', // a lab token is never accepted
  scope: 'Scope suffices', // 403
  'issuer-keys': 'Issuer keys reachable', // our side (503)
};
export type CheckId = keyof typeof CHECK_LABELS;
export const CHECK_IDS = Object.keys(CHECK_LABELS) as CheckId[];

export const isCheckId = (v: unknown): v is CheckId => typeof v === 'string' && Object.hasOwn(CHECK_LABELS, v);

/** Asymmetric JWS algorithms a resource server may accept. `none` and HS* are never allowed. */
export const SUPPORTED_TOKEN_ALGORITHMS = ['EdDSA', 'ES256', 'ES384', 'ES512', 'RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512'] as const;
export type TokenAlgorithm = (typeof SUPPORTED_TOKEN_ALGORITHMS)[number];
/** The doors' allow-list when AUTH_ALGORITHMS is unset. Metadata does not publish it, so the browser reads it here. */
export const DEFAULT_TOKEN_ALGORITHMS: readonly TokenAlgorithm[] = ['EdDSA', 'ES256', 'RS256'];
