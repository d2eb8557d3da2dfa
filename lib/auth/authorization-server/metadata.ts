/** RFC 8414 metadata for the built-in issuer: what it supports, and nothing it does not. */
import type { OAuthMetadata } from '@modelcontextprotocol/server';
import { SCOPES } from '../../vocabulary';
import type { IssuerContext } from './context';

export function authorizationServerMetadata({ issuer, origin, urls }: IssuerContext): OAuthMetadata & Record<string, unknown> {
  const e = urls.issuerEndpoints;
  return {
    issuer,
    authorization_endpoint: e.authorization,
    token_endpoint: e.token,
    registration_endpoint: e.registration,
    jwks_uri: e.jwks,
    scopes_supported: [...SCOPES],
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: ['authorization_code'],
    token_endpoint_auth_methods_supported: ['none'],
    code_challenge_methods_supported: ['S256'],
    authorization_response_iss_parameter_supported: true,
    client_id_metadata_document_supported: true,
    service_documentation: `${origin}/`,
  };
}
