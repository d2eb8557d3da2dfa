/**
 * The two official MCP auth extensions the built-in issuer serves beside the code flow, as facts the
 * issuer, its metadata and the walkthrough's tracks share: grant and token-type URNs, the signature
 * algorithms a client assertion may use, the stand-in enterprise IdP's path, and the admin's policy
 * that IdP applies instead of a consent screen.
 */
import { SCOPE_READ } from './scopes';

/** `io.modelcontextprotocol/oauth-client-credentials`: a confidential client's own token, no user. */
export const GRANT_CLIENT_CREDENTIALS = 'client_credentials';
/** RFC 7523 §2.1: an assertion (here the enterprise IdP's ID-JAG) as the grant. */
export const GRANT_JWT_BEARER = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
/** RFC 8693: the token exchange the enterprise IdP answers with an ID-JAG. */
export const GRANT_TOKEN_EXCHANGE = 'urn:ietf:params:oauth:grant-type:token-exchange';
export const TOKEN_TYPE_ID_JAG = 'urn:ietf:params:oauth:token-type:id-jag';
export const TOKEN_TYPE_ID_TOKEN = 'urn:ietf:params:oauth:token-type:id_token';
/** RFC 7523 §2.2: how a client says its `client_assertion` is a JWT. */
export const CLIENT_ASSERTION_TYPE = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';
/** Advertised in `authorization_grant_profiles_supported` (the ID-JAG draft §7.2). */
export const ID_JAG_PROFILE = 'urn:ietf:params:oauth:grant-profile:id-jag';
/** The `typ` an ID-JAG carries, so no other JWT of the IdP (an ID token) passes for one. */
export const ID_JAG_TYP = 'oauth-id-jag+jwt';

/** `private_key_jwt` assertions: ECDSA P-256 (every browser's WebCrypto) or Ed25519. Nothing symmetric, never `none`. */
export const ASSERTION_ALGS = ['ES256', 'EdDSA'] as const;
export type AssertionAlg = (typeof ASSERTION_ALGS)[number];

/** A client assertion or an ID-JAG lives this long at most (seconds from now to its `exp`). */
export const MAX_ASSERTION_LIFETIME_S = 300;

/** What a client-credentials token may carry: reading only. refine_prompt spends a user's model, and there is no user. */
export const CLIENT_CREDENTIALS_SCOPES = [SCOPE_READ] as const;

/** The stand-in enterprise IdP: its issuer identifier is `<origin>` + IDP_PATH. */
export const IDP_PATH = '/idp';
export const IDP_ENDPOINT_PATHS = {
  signIn: `${IDP_PATH}/sign-in`,
  token: `${IDP_PATH}/token`,
  jwks: `${IDP_PATH}/jwks`,
} as const;
/** On every answer of the IdP's endpoints: it is this deployment playing a company's IdP. */
export const IDP_LABEL = 'ENTERPRISE IdP (a stand-in played by this deployment)';
export const IDP_HEADER = 'X-Stand-In';

/** The one user of the stand-in IdP: its sign-in is simulated (a real IdP runs its own login, MFA and all). */
export const IDP_DEMO_USER = { sub: 'employee-4711', name: 'Avery Employee', group: 'engineering' } as const;

/**
 * The admin's decision, which the IdP applies to every token exchange instead of asking the user:
 * which clients, for which MCP servers (doors, by path), with which scopes, for which group.
 */
export const ENTERPRISE_POLICY = {
  group: IDP_DEMO_USER.group,
  /** Clients the admin approved: those pre-registered for the JWT bearer grant (private_key_jwt). */
  clients: 'pre-registered confidential clients (private_key_jwt) allowed the jwt-bearer grant',
  doors: ['/api/mcp/oauth'],
  scopes: [SCOPE_READ],
  /** How long an ID-JAG lives (seconds). */
  idJagTtlS: 120,
} as const;
