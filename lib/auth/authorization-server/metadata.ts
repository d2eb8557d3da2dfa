/** RFC 8414 metadata for the built-in issuer (or the labs' naive one): what it supports, and nothing it does not. */
import type { OAuthMetadata } from '@modelcontextprotocol/server';
import { ASSERTION_ALGS, GRANT_CLIENT_CREDENTIALS, GRANT_JWT_BEARER, ID_JAG_PROFILE, ISSUER_SCOPES, NAIVE_ISSUER, SCOPES } from '../../vocabulary';
import type { IssuerContext } from './context';

export function authorizationServerMetadata({ issuer, origin, endpoints: e, naive }: IssuerContext): OAuthMetadata & Record<string, unknown> {
  return {
    issuer,
    authorization_endpoint: e.authorization,
    token_endpoint: e.token,
    registration_endpoint: e.registration,
    jwks_uri: e.jwks,
    // offline_access asks for a refresh token (refresh-grant.ts); the naive issuer issues none.
    scopes_supported: [...(naive ? SCOPES : ISSUER_SCOPES)],
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: naive ? ['authorization_code'] : ['authorization_code', 'refresh_token', GRANT_CLIENT_CREDENTIALS, GRANT_JWT_BEARER],
    // none: the code flow's public clients; private_key_jwt: client credentials and ID-JAG redemption (clients/confidential.ts).
    token_endpoint_auth_methods_supported: naive ? ['none'] : ['none', 'private_key_jwt'],
    ...(naive ? {} : { token_endpoint_auth_signing_alg_values_supported: [...ASSERTION_ALGS], authorization_grant_profiles_supported: [ID_JAG_PROFILE] }),
    code_challenge_methods_supported: ['S256'],
    authorization_response_iss_parameter_supported: true,
    client_id_metadata_document_supported: !naive,
    service_documentation: naive ? `${origin}/break` : `${origin}/`,
    // Not an RFC 8414 field: what the labs' naive issuer leaves unchecked, for anyone who reads this document.
    ...(naive ? { lab_issuer: NAIVE_ISSUER.label, lab_unchecked: [...NAIVE_ISSUER.unchecked] } : {}),
  };
}
