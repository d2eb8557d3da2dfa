/**
 * The /break lab that replays a rotated refresh token, run as the page runs it (lib/break through a tap)
 * against this app's issuer in process: the spent token is refused as reuse, then the family's current one
 * is dead too. No refresh token's value reaches what the bench shows.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { runAttack, verdict } from '../../../lib/break/attacks';
import { createTap } from '../../../lib/browser/tap';
import { ATTACK, refusalRef } from '../../../lib/vocabulary';
import { type InProcessIssuer, startInProcessIssuer } from '../../helpers/in-process-issuer';

let as: InProcessIssuer;
beforeAll(async () => {
  as = await startInProcessIssuer();
});

describe('replayed-refresh-token', () => {
  it('is refused as reuse, and the client’s current refresh token is refused after it: the family is revoked', async () => {
    const tap = createTap({ fetch: as.fetch });
    const legs = await runAttack('replayed-refresh-token', { tap, origin: as.origin });
    expect(legs.map((l) => `${l.by}:${l.check}`)).toEqual(ATTACK['replayed-refresh-token'].refusals.map(refusalRef));
    expect(legs.map((l) => l.error)).toEqual(['invalid_grant', 'invalid_grant']);
    expect(verdict('replayed-refresh-token', legs).refused).toBe(true);
    // The honest refresh in between went over the wire and succeeded: the token endpoint answered 200 twice (code, refresh), then 400 twice.
    const statuses = tap.store
      .getSnapshot()
      .entries.filter((e) => new URL(e.exchange.request.url).pathname === '/oauth/token')
      .map((e) => e.exchange.response?.status);
    expect(statuses).toEqual([200, 200, 400, 400]);
    for (const leg of legs) expect(leg.evidence).not.toMatch(/rt_[A-Za-z0-9_-]{10}/);
  });
});
