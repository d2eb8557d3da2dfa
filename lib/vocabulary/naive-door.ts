/**
 * The labs' naive door: the same MCP server with one check turned off, so a learner can watch an
 * attack get in, then switch back and watch the real door refuse it. It is deliberately not one of
 * DOORS: nothing that lists this deployment's doors (the capability card, the issuer's `resource`
 * list, MCP_AUTH, observation channels) can name it, so no configuration turns it into a real door.
 * It takes only the lab's tokens and grants exactly what the open door grants.
 */

export const NAIVE_DOOR = {
  id: 'naive',
  path: '/api/mcp/naive',
  /** The one check it skips (a door check id: see checks.ts). */
  unchecked: 'aud',
  /** On every answer it gives, refusals included, and on the pages' label for it. */
  label: 'NAIVE DOOR: aud not checked',
  header: 'X-Lab-Door',
  /** Names the door in a bare challenge, since it publishes no protected-resource metadata. */
  realm: 'naive lab door (aud not checked)',
} as const;

/**
 * The labs' naive issuer: the built-in issuer with the three checks of its lessons turned off (PKCE
 * is never verified, a redirect_uri need only be on a registered URI's host, a code may be redeemed
 * again), so the stolen code, the steered redirect and the replayed code visibly get a token. It is
 * the same code as the real issuer with one flag passed in (lib/auth/authorization-server/context.ts),
 * never a copy. Nothing that names the real issuer names it (no door's protected-resource metadata,
 * not the real issuer's metadata), and what it mints opens only the naive door: its own `iss`, `aud`
 * the naive door's URL (the only `resource` it accepts), and LAB_CLAIM, which every real door refuses.
 */
export const NAIVE_ISSUER = {
  path: '/oauth/naive',
  /** The issuer checks it skips (issuer check ids: see attacks.ts). */
  unchecked: ['pkce', 'redirect-uri', 'code-replay'],
  /** On every answer its endpoints and its consent page give, refusals included. */
  label: 'NAIVE ISSUER: no PKCE, loose redirect_uri, reusable codes',
  header: 'X-Lab-Issuer',
  /** LAB_CLAIM's value in the tokens it mints. */
  labKind: 'naive-issuer',
} as const;

/** Where the naive issuer's endpoints live (its JWKS is the built-in issuer's: the same key signs both). */
export const NAIVE_ISSUER_ENDPOINT_PATHS = {
  authorization: `${NAIVE_ISSUER.path}/authorize`,
  token: `${NAIVE_ISSUER.path}/token`,
  registration: `${NAIVE_ISSUER.path}/register`,
  consent: `${NAIVE_ISSUER.path}/consent`,
} as const;
