/**
 * Every URL this deployment prints or checks, derived from its configured origin: door resource URLs
 * (a token's expected `aud`), the built-in issuer and its endpoints, RFC 9728/8414 metadata, the
 * walkthrough's client metadata document. Nothing here reads a request.
 */
import { getOAuthProtectedResourceMetadataUrl } from '@modelcontextprotocol/server';
import {
  CLIENT_CALLBACK_PATH,
  CLIENT_METADATA_PATH,
  IDP_ENDPOINT_PATHS,
  IDP_PATH,
  ISSUER_ENDPOINT_PATHS,
  ISSUER_PATH,
  NAIVE_ISSUER,
  NAIVE_ISSUER_ENDPOINT_PATHS,
} from '../vocabulary';

export interface DeploymentUrls {
  origin: string;
  /**
   * '' for the deployment itself; `/o/<channel>` for an observation channel, whose doors, metadata and
   * issuer live under that prefix of the configured origin (so its tokens' `aud` and `iss` carry it).
   */
  basePath: string;
  /** A door's canonical URL: its resource identifier (RFC 8707) and the `aud` its tokens must carry. */
  resource: (doorPath: string) => string;
  /** RFC 9728 metadata URL of a door. */
  protectedResourceMetadata: (doorPath: string) => string;
  issuer: string;
  issuerEndpoints: { [K in keyof typeof ISSUER_ENDPOINT_PATHS]: string };
  /** The labs' naive issuer (NAIVE_ISSUER): never named by any door's metadata or the real issuer's. */
  naiveIssuer: string;
  naiveIssuerEndpoints: { [K in keyof typeof NAIVE_ISSUER_ENDPOINT_PATHS]: string };
  /** The stand-in enterprise IdP's issuer identifier and endpoints (the enterprise-managed authorization track). */
  idp: string;
  idpEndpoints: { [K in keyof typeof IDP_ENDPOINT_PATHS]: string };
  clientMetadataDocument: string;
  clientCallback: string;
}

export function deploymentUrls(origin: string, basePath = ''): DeploymentUrls {
  const at = (path: string) => `${origin}${basePath}${path}`;
  const all = <P extends Record<string, string>>(paths: P) =>
    Object.fromEntries(Object.entries(paths).map(([k, path]) => [k, at(path)])) as Record<keyof P, string>;
  return {
    origin,
    basePath,
    resource: at,
    protectedResourceMetadata: (doorPath) => getOAuthProtectedResourceMetadataUrl(new URL(at(doorPath))),
    issuer: at(ISSUER_PATH),
    issuerEndpoints: all(ISSUER_ENDPOINT_PATHS),
    naiveIssuer: at(NAIVE_ISSUER.path),
    naiveIssuerEndpoints: all(NAIVE_ISSUER_ENDPOINT_PATHS),
    idp: at(IDP_PATH),
    idpEndpoints: all(IDP_ENDPOINT_PATHS),
    // The walkthrough's own client lives on the deployment, never in a channel.
    clientMetadataDocument: `${origin}${CLIENT_METADATA_PATH}`,
    clientCallback: `${origin}${CLIENT_CALLBACK_PATH}`,
  };
}
