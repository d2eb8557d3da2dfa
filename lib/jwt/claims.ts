/** What each claim in our access tokens means (RFC 7519 registered claims, RFC 9068, OAuth scope). */
export const CLAIM_NOTES: Record<string, string> = {
  iss: 'Issuer: who minted the token. A door trusts exactly one (or a few) issuers.',
  sub: 'Subject: the user (or service) the token speaks for.',
  aud: 'Audience: the resource the token is for. A door refuses tokens whose aud is not itself.',
  exp: 'Expires: after this moment no door may accept it. Short lives limit the harm of a leak.',
  nbf: 'Not before: the token is not valid until this moment.',
  iat: 'Issued at: when the token was minted.',
  jti: 'JWT ID: unique per token, so an issuer could track or revoke it.',
  scope: 'Scopes granted, space-separated: what the holder may do.',
  client_id: 'The OAuth client the token was issued to.',
  'https://prompts-observatory.dev/lab': 'Marks a lab token: minted for teaching, refused by every door after its other checks.',
};

export const HEADER_NOTES: Record<string, string> = {
  alg: 'Signature algorithm. Doors accept only an allow-list (never none).',
  typ: 'Token type: at+jwt marks an OAuth access token (RFC 9068), not an ID token.',
  kid: 'Key ID: which key in the issuer’s JWKS verifies the signature.',
};

export const TIME_CLAIMS = new Set(['exp', 'nbf', 'iat']);
