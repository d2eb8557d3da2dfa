/**
 * The break-it bench's issuer attacks as /break runs them (lib/break, through a tap), in process against
 * this app's issuers: switched to the naive side each gets a token and that token gets in at the naive
 * door, every answer labelled; switched back, the real issuer refuses each with the check its record names.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { runAttack, verdict } from '../../../lib/break/attacks';
import { gotIn, NAIVE_SKIPS, runNaiveAttack } from '../../../lib/break/naive-attacks';
import { createTap } from '../../../lib/browser/tap';
import { ATTACK, type AttackId, NAIVE_DOOR, NAIVE_ISSUER, refusalRef } from '../../../lib/vocabulary';
import { type InProcessIssuer, startInProcessIssuer } from '../../helpers/in-process-issuer';

let as: InProcessIssuer;
beforeAll(async () => {
  as = await startInProcessIssuer();
});

const ISSUER_ATTACKS: AttackId[] = ['wrong-verifier', 'wrong-redirect-uri', 'replayed-code'];

describe.each(ISSUER_ATTACKS)('%s', (id) => {
  it('gets in at the naive issuer and door, each answer labelled', async () => {
    const legs = await runNaiveAttack(id, { tap: createTap({ fetch: as.fetch }), origin: as.origin });
    expect(legs.map((l) => `${l.by}:${l.refused ? l.check : 'through'}`)).toEqual([...legs.slice(0, -1).map(() => 'issuer:through'), 'door:through']);
    expect(gotIn(legs)).toBe(true);
    expect(legs.at(-1)?.evidence).toContain(`${NAIVE_DOOR.header}: ${NAIVE_DOOR.label}`);
    expect(legs.some((l) => l.evidence.includes(NAIVE_ISSUER.label))).toBe(true);
    expect(NAIVE_SKIPS[id]?.who).toBe('the naive issuer');
  });

  it('is refused by the real issuer with the checks its record names', async () => {
    const legs = await runAttack(id, { tap: createTap({ fetch: as.fetch }), origin: as.origin });
    expect(legs.map((l) => `${l.by}:${l.check}`)).toEqual(ATTACK[id].refusals.map(refusalRef));
    expect(verdict(id, legs).refused).toBe(true);
  });
});
