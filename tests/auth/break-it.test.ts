/**
 * The break-it bench's attacks, each run exactly as the /break page runs it (the same module, through
 * the same tap), against the production build with the built-in issuer on: every attack must be
 * refused, by the party and with the check its record in the shared vocabulary names.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Leg, runAttack, verdict } from '../../lib/break/attacks';
import { createTap } from '../../lib/browser/tap';
import { ATTACKS, refusalRef } from '../../lib/vocabulary';
import { type RunningServer, startNextServer } from '../helpers/next-server';

let server: RunningServer;
beforeAll(async () => {
  server = await startNextServer({ AUTH_SECRET: 'break-it-test-secret-0123456789abcdefghijklmnop', AUTH_DEMO: '1' });
});
afterAll(async () => server?.stop());

const refs = (legs: readonly Leg[]) => legs.map((l) => (l.refused ? `${l.by}:${l.check}` : `${l.by}: let through`));

describe('every break-it attack is refused with the check it names', () => {
  it.each(ATTACKS.map((a) => ({ id: a.id, expected: a.refusals.map(refusalRef) })))('$id → $expected', async ({ id, expected }) => {
    const tap = createTap();
    const legs = await runAttack(id, { tap, origin: server.url });
    expect(refs(legs)).toEqual(expected);
    expect(verdict(id, legs).refused).toBe(true);
    for (const leg of legs) expect(leg.evidence.length).toBeGreaterThan(0);
    // Every attack went over the wire: the page shows these exchanges.
    expect(tap.store.getSnapshot().entries.length).toBeGreaterThan(0);
  });

  it('shows the exact refusal: the door’s challenge, the issuer’s error code', async () => {
    const passthrough = await runAttack('token-passthrough', { tap: createTap(), origin: server.url });
    expect(passthrough[0]).toMatchObject({ status: 401, error: 'invalid_token' });
    expect(passthrough[0]?.evidence).toMatch(/^WWW-Authenticate: Bearer error="invalid_token", error_description="wrong audience/);
    const verifier = await runAttack('wrong-verifier', { tap: createTap(), origin: server.url });
    expect(verifier[0]).toMatchObject({ status: 400, error: 'invalid_grant' });
    const escalation = await runAttack('scope-escalation', { tap: createTap(), origin: server.url });
    expect(escalation[0]).toMatchObject({ error: 'invalid_scope' });
    expect(escalation[1]).toMatchObject({ status: 403, error: 'insufficient_scope', label: expect.stringContaining('granted: prompts:read)') });
  });
});
