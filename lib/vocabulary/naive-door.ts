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
