/**
 * The twelve steps of the OAuth 2.1 discovery + PKCE flow, as text and as arrows for the sequence
 * diagram. The walkthrough (/auth?step=N) and the tour's chapter 10 both read this list.
 */
export type Actor = 'client' | 'as' | 'rs';

export const ACTORS: Record<Actor, { label: string; detail: string }> = {
  client: { label: 'Client', detail: 'this page, with the v2 client’s auth helpers' },
  as: { label: 'Authorization server', detail: 'the built-in issuer at /oauth' },
  rs: { label: 'Resource server', detail: 'the MCP door /api/mcp/oauth' },
};

export interface FlowStep {
  n: number;
  title: string;
  /** The arrow in the diagram: from → to (same actor: work done locally). */
  from: Actor;
  to: Actor;
  arrow: string;
  /** Replies drawn as a dashed arrow back. */
  reply?: string;
  explain: string;
  /** Steps the shared-key track folds into “paste a key”. */
  keyTrack: 'shown' | 'collapsed';
}

export const FLOW_STEPS: readonly FlowStep[] = [
  { n: 1, title: 'Call without credentials', from: 'client', to: 'rs', arrow: 'POST /api/mcp/oauth', reply: '401 + WWW-Authenticate', keyTrack: 'shown',
    explain: 'The client knows only the server URL. It calls, and the door refuses before any MCP work is done: 401, with a challenge saying where to learn more.' },
  { n: 2, title: 'Read the challenge', from: 'client', to: 'client', arrow: 'parse resource_metadata, scope', keyTrack: 'collapsed',
    explain: 'WWW-Authenticate: Bearer carries resource_metadata (where the door describes itself, RFC 9728) and scope (what to ask for).' },
  { n: 3, title: 'Protected-resource metadata', from: 'client', to: 'rs', arrow: 'GET /.well-known/oauth-protected-resource/…', reply: 'resource, authorization_servers', keyTrack: 'collapsed',
    explain: 'The door’s own document: its canonical resource URL (the future aud) and the authorization servers it trusts.' },
  { n: 4, title: 'Authorization-server metadata', from: 'client', to: 'as', arrow: 'GET /.well-known/oauth-authorization-server/oauth', reply: 'endpoints, PKCE methods', keyTrack: 'collapsed',
    explain: 'RFC 8414: the issuer lists its authorize, token, registration and JWKS endpoints, and that it supports S256 PKCE. The client checks the issuer field matches.' },
  { n: 5, title: 'Register the client', from: 'client', to: 'as', arrow: 'POST /oauth/register (or a metadata URL)', reply: 'client_id', keyTrack: 'collapsed',
    explain: 'Either dynamic registration (RFC 7591, what 2025-era clients do) or a client ID metadata document: the client_id is an https URL the issuer fetches (preferred in 2026-07-28).' },
  { n: 6, title: 'PKCE verifier and challenge', from: 'client', to: 'client', arrow: 'verifier → S256 challenge', keyTrack: 'collapsed',
    explain: 'A random code_verifier stays with the client; code_challenge = base64url(sha256(verifier)) goes out. Whoever redeems the code must show the verifier.' },
  { n: 7, title: 'The authorization URL', from: 'client', to: 'as', arrow: 'GET /oauth/authorize?…', keyTrack: 'collapsed',
    explain: 'The browser is sent to the issuer with client_id, redirect_uri, the challenge, state, scope — and resource, the URL of the door the token is for (RFC 8707).' },
  { n: 8, title: 'Consent', from: 'as', to: 'as', arrow: 'user approves', keyTrack: 'collapsed',
    explain: 'The issuer shows who is asking, for which resource and scopes. Here there is no account to sign in to; you approve or deny.' },
  { n: 9, title: 'Redirect back with the code', from: 'as', to: 'client', arrow: '302 redirect_uri?code&state&iss', keyTrack: 'collapsed',
    explain: 'The client checks state is the one it sent (no forged callback) and iss is the issuer it talked to (RFC 9207, no mix-up).' },
  { n: 10, title: 'Redeem the code', from: 'client', to: 'as', arrow: 'POST /oauth/token (code, verifier, resource)', reply: 'access_token', keyTrack: 'collapsed',
    explain: 'The code plus the verifier, the same redirect_uri and resource. The issuer checks sha256(verifier) against the challenge and issues a short-lived JWT with aud = resource.' },
  { n: 11, title: 'Read the token', from: 'client', to: 'client', arrow: 'decode JWT', keyTrack: 'collapsed',
    explain: 'The access token is a JWT: iss, sub, aud, scope, exp. The client may read it; only the door must verify it.' },
  { n: 12, title: 'Call again, with the token', from: 'client', to: 'rs', arrow: 'POST + Authorization: Bearer …', reply: '200 result', keyTrack: 'shown',
    explain: 'The same call, now with the token. The door checks signature, iss, aud, exp and scope — no call to the issuer — and the server answers.' },
];
