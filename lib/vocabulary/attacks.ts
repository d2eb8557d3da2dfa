/**
 * The break-it bench's vocabulary: the checks the issuer and the client make (the doors' are in
 * checks.ts), and each attack on the OAuth flow as a record: what it does, who must refuse it, with
 * which check, and the RFC section that says so. The issuer's refusals carry their check id in the
 * JSON body (`check`) or on its own error page (`data-authorize-check`); pages map ids, never prose.
 */
import { CHECK_LABELS, type CheckId } from './checks';

/** The built-in issuer's checks on an authorization or token request: each id and its label. */
export const ISSUER_CHECK_LABELS = {
  request: 'A well-formed request', // a parameter missing, repeated or too long
  'grant-type': 'A supported grant', // authorization_code, and refresh_token on the built-in issuer
  client: 'A known client', // an unknown or unusable client_id
  'redirect-uri': 'redirect_uri exactly as registered and as authorized',
  pkce: 'PKCE S256: the verifier hashes to the challenge', // or no S256 challenge at all
  resource: 'resource names one of this deployment’s MCP servers', // RFC 8707; and the code's, at redemption
  scope: 'Only scopes this issuer knows',
  code: 'A code this issuer made, not expired',
  'code-replay': 'The code is used once',
  'code-client': 'The code was made for this client',
  'refresh-token': 'A live refresh token this issuer holds', // not unknown, expired, revoked, or issued before a store loss
  'refresh-reuse': 'A refresh token is used once; a reused one revokes its family',
  'refresh-client': 'The refresh token was issued to this client',
  'client-assertion': 'The client proves its key: a signed assertion for this issuer, short-lived', // private_key_jwt (key, alg, iss/sub, aud, exp)
  'assertion-replay': 'An assertion is used once', // a client assertion's or an ID-JAG's jti; or past the client's budget
  'id-jag': 'The ID-JAG is the enterprise IdP’s, for this issuer, resource and client', // and scope
  policy: 'The admin’s policy allows this client, resource and scope', // the enterprise IdP's admin policy
  'state-store': 'Single use can be checked', // our side (503)
};
export type IssuerCheckId = keyof typeof ISSUER_CHECK_LABELS;
export const isIssuerCheckId = (v: unknown): v is IssuerCheckId => typeof v === 'string' && Object.hasOwn(ISSUER_CHECK_LABELS, v);

/** What a client checks on the redirect before it trusts the code (RFC 6749 §10.12, RFC 9207). */
export const CLIENT_CHECK_LABELS = {
  state: 'state is the one this client sent',
  iss: 'iss is the issuer this client asked',
};
export type ClientCheckId = keyof typeof CLIENT_CHECK_LABELS;

/** Who refuses: the door (resource server), the issuer (authorization server) or the client itself. */
export type Refuser = 'door' | 'issuer' | 'client';

export type AttackRefusal = { by: 'door'; check: CheckId } | { by: 'issuer'; check: IssuerCheckId } | { by: 'client'; check: ClientCheckId };

/** `door:aud`, `issuer:pkce`, `client:iss`: how a refusal is written in a test id or data attribute. */
export const refusalRef = (r: AttackRefusal): string => `${r.by}:${r.check}`;

export function refusalLabel(r: AttackRefusal): string {
  if (r.by === 'issuer') return ISSUER_CHECK_LABELS[r.check];
  if (r.by === 'client') return CLIENT_CHECK_LABELS[r.check];
  return CHECK_LABELS[r.check];
}

interface Rfc {
  /** As a reader cites it: "RFC 7636 §4.6". */
  label: string;
  href: string;
}

const rfc = (n: number, section: string): Rfc => ({ label: `RFC ${n} §${section}`, href: `https://www.rfc-editor.org/rfc/rfc${n}#section-${section}` });

/** An attack's card; its id is its key in ATTACK. */
interface AttackCard {
  title: string;
  /** What the attacker does, in a sentence or two. */
  does: string;
  /** Every refusal the attack must meet, in the order it meets them. */
  refusals: readonly AttackRefusal[];
  rfc: readonly Rfc[];
  /** Why it matters, for the card's last line. */
  lesson: string;
}
export type AttackFacts = AttackCard & { id: AttackId };

const door = (check: CheckId): AttackRefusal => ({ by: 'door', check });
const issuer = (check: IssuerCheckId): AttackRefusal => ({ by: 'issuer', check });
const client = (check: ClientCheckId): AttackRefusal => ({ by: 'client', check });

const CARDS = {
  'token-passthrough': {
    title: 'Token passthrough to another door',
    does: 'Gets a real token for /api/mcp (another MCP server as far as a token is concerned) and presents it at /api/mcp/oauth.',
    refusals: [door('aud')],
    rfc: [rfc(9068, '4'), rfc(8707, '2')],
    lesson: 'A door accepts only tokens whose aud is itself. A server that took any token its issuer signed would be a confused deputy.',
  },
  'missing-resource': {
    title: 'A missing resource (the audience is wrong)',
    does: 'Asks the issuer for a token without naming the MCP server it is for; then presents what a lax issuer would mint (a token without aud).',
    refusals: [issuer('resource'), door('aud')],
    rfc: [rfc(8707, '2'), rfc(9068, '4')],
    lesson: 'Without resource, nothing binds the token to one server. This issuer refuses the request; a door still refuses a token with no audience.',
  },
  'wrong-verifier': {
    title: 'A wrong PKCE verifier',
    does: 'Redeems a real authorization code with a code_verifier of its own, as a thief who intercepted the code would have to.',
    refusals: [issuer('pkce')],
    rfc: [rfc(7636, '4.6')],
    lesson: 'Only the client that made the challenge holds the verifier: a stolen code is worthless without it.',
  },
  'wrong-redirect-uri': {
    title: 'A wrong redirect_uri',
    does: 'Asks for the code to be sent to an address the client never registered; then redeems a real code naming another redirect_uri.',
    refusals: [issuer('redirect-uri'), issuer('redirect-uri')],
    rfc: [rfc(6749, '4.1.3'), rfc(6749, '10.6')],
    lesson: 'Redirect URIs match exactly, at authorization and again at redemption, so a code cannot be steered to an attacker.',
  },
  'forged-state-mix-up': {
    title: 'A forged state, a mix-up (iss mismatch)',
    does: 'Feeds the client a redirect it did not ask for (a forged state), then one that claims to come from another issuer (iss of an attacker’s authorization server).',
    refusals: [client('state'), client('iss')],
    rfc: [rfc(9207, '2.4'), rfc(6749, '10.12')],
    lesson: 'These checks are the client’s: state ties the redirect to its own request, iss to the issuer it asked. No server can make them for it.',
  },
  'replayed-code': {
    title: 'A replayed code',
    does: 'Redeems a real code once (a token comes back), then presents the same code again.',
    refusals: [issuer('code-replay')],
    rfc: [rfc(6749, '4.1.2'), rfc(6749, '10.5')],
    lesson: 'A code is single-use: the first presentation burns it, right or wrong.',
  },
  'replayed-refresh-token': {
    title: 'A replayed refresh token',
    does: 'Signs in with offline_access and refreshes once, as the client would; then presents the refresh token that refresh spent, as a thief holding a copy would, and after it the client’s own current one.',
    refusals: [issuer('refresh-reuse'), issuer('refresh-token')],
    rfc: [rfc(9700, '4.14.2'), rfc(6749, '10.4')],
    lesson:
      'Refresh tokens rotate and work once. A spent one coming back means a copy exists, and the issuer cannot tell whose: it revokes the whole family, so the thief and the client both sign in again.',
  },
  'hs256-public-key': {
    title: 'HS256 signed with the public key',
    does: 'Takes the issuer’s published public key (its JWKS) and uses its bytes as an HMAC secret: a token with every claim right, signed HS256.',
    refusals: [door('alg')],
    rfc: [rfc(8725, '3.1'), rfc(8725, '2.1')],
    lesson: 'The door never lets the token choose its algorithm: HS* is not on its allow-list, so the public key is never used as a secret.',
  },
  'scope-escalation': {
    title: 'A scope escalation',
    does: 'Asks the issuer for a scope it does not offer; then redeems a read-only code asking for prompts:refine at the token endpoint, and calls refine_prompt.',
    refusals: [issuer('scope'), door('scope')],
    rfc: [rfc(6749, '3.3'), rfc(6750, '3.1')],
    lesson: 'A token carries what was consented, not what was asked for later; the door answers 403 insufficient_scope and names the scope it needs.',
  },
} satisfies Record<string, AttackCard>;
export type AttackId = keyof typeof CARDS;

export const ATTACKS: readonly AttackFacts[] = Object.entries(CARDS).map(([id, card]) => ({ id: id as AttackId, ...card }));
export const ATTACK = Object.fromEntries(ATTACKS.map((a) => [a.id, a])) as Readonly<Record<AttackId, AttackFacts>>;
