/**
 * The break-it labs' predictions, judged on legs a real run met (the wrong verifier, sent to this app's
 * issuer in process) and on the refusals the other attacks' records name: the right party solves the
 * lab; a wrong one is told who refused first, with the check, and why the party it named could not have.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type Leg, runAttack } from '../../../lib/break/attacks';
import { judgePrediction } from '../../../lib/break/predict';
import { createTap } from '../../../lib/browser/tap';
import { ATTACK } from '../../../lib/vocabulary';
import { type InProcessIssuer, startInProcessIssuer } from '../../helpers/in-process-issuer';

let as: InProcessIssuer;
let verifierLegs: Leg[];
beforeAll(async () => {
  as = await startInProcessIssuer();
  verifierLegs = await runAttack('wrong-verifier', { tap: createTap({ fetch: as.fetch }), origin: as.origin });
});

const refusedBy = (by: Leg['by'], check: string): Leg => ({ label: 'sent', by, refused: true, check, status: by === 'client' ? undefined : 401, evidence: '' });

describe('a prediction on a live run (the wrong verifier: the issuer refuses it)', () => {
  const first = ATTACK['wrong-verifier'].refusals[0];

  it('naming the issuer solves the lab, and says which check refused it', () => {
    const v = judgePrediction('issuer', verifierLegs, first);
    expect(v?.solved).toBe(true);
    expect(v?.message).toMatch(/^Right: the issuer refused it first, at check pkce/);
  });

  it('naming the door explains that no token for it ever existed', () => {
    const v = judgePrediction('door', verifierLegs, first);
    expect(v?.solved).toBe(false);
    expect(v?.message).toContain('Not this time: the issuer refused it first, at check pkce');
    expect(v?.message).toContain('before a token for it existed');
  });

  it('naming nobody is told it did not get in', () => {
    expect(judgePrediction('nobody', verifierLegs, first)?.message).toMatch(/It did not get in\.$/);
  });
});

describe('the other refusers', () => {
  it('a door refusal (token passthrough): naming the issuer explains why only the door can tell', () => {
    const v = judgePrediction('issuer', [refusedBy('door', 'aud')], ATTACK['token-passthrough'].refusals[0]);
    expect(v?.solved).toBe(false);
    expect(v?.message).toContain('the door refused it first, at check aud');
    expect(v?.message).toContain('Only the door, where the token is presented');
  });

  it('a client refusal (forged state): naming either server explains that neither sees the redirect', () => {
    for (const p of ['door', 'issuer'] as const) {
      const v = judgePrediction(p, [refusedBy('client', 'state'), refusedBy('client', 'iss')], ATTACK['forged-state-mix-up'].refusals[0]);
      expect(v?.solved).toBe(false);
      expect(v?.message).toContain('Neither server sees this attack');
    }
    expect(judgePrediction('client', [refusedBy('client', 'state')], ATTACK['forged-state-mix-up'].refusals[0])?.solved).toBe(true);
  });

  it('a run that met no refusal judges no prediction (the bench reports that defect itself)', () => {
    expect(
      judgePrediction('door', [{ label: 'sent', by: 'door', refused: false, evidence: 'HTTP 200' }], ATTACK['token-passthrough'].refusals[0]),
    ).toBeUndefined();
  });
});
