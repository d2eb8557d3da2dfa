/**
 * The break-it labs' predictions: before an attack is sent, the learner says who refuses it first (the
 * door, the issuer, the client, or nobody); after it, the live legs say who did. A wrong guess explains
 * itself from that refusal (which party could not have made it, and why); a right one solves the lab.
 */
import { type AttackRefusal, type Refuser, refusalLabel } from '../vocabulary';
import type { Leg } from './attacks';

export type Prediction = Refuser | 'nobody';

export const PREDICTIONS: readonly { value: Prediction; label: string; hint: string }[] = [
  { value: 'door', label: 'The door', hint: 'the MCP server, where a token is presented' },
  { value: 'issuer', label: 'The issuer', hint: 'the authorization server, which hands out codes and tokens' },
  { value: 'client', label: 'The client', hint: 'the app signing in, at its own callback' },
  { value: 'nobody', label: 'Nobody', hint: 'it gets in' },
];

const WHO: Record<Refuser, string> = { door: 'the door', issuer: 'the issuer', client: 'the client' };

const ONLY_THE_CLIENT =
  'Neither server sees this attack: the forged redirect lands on the client’s own callback. Only the client knows the state it sent and the issuer it asked.';

/** Why the party the learner named could not have been first, given who was. */
const WHY_NOT: Record<Refuser, Partial<Record<Prediction, string>>> = {
  issuer: {
    door: 'The door only ever sees tokens, and this attack was stopped before a token for it existed: the issuer refused the request that would have minted one.',
    client: 'The client here is the attacker’s: its own checks are not on anyone’s side. The servers must refuse on their own.',
  },
  door: {
    issuer:
      'The issuer had nothing to refuse: what it was asked (if it was asked anything) was what an honest client asks. Only the door, where the token is presented, knows whether the token was meant for it and is well made.',
    client: 'The client here is the attacker’s: its own checks are not on anyone’s side. The door must refuse on its own.',
  },
  client: { door: ONLY_THE_CLIENT, issuer: ONLY_THE_CLIENT },
};

export interface PredictionVerdict {
  solved: boolean;
  /** One line: right, or why not, drawn from the refusal the run met. */
  message: string;
}

const describe = (r: { by: Refuser; check?: string }, label: string) => `${WHO[r.by]} refused it first, at check ${r.check ?? '?'} (${label})`;

/**
 * The verdict on a prediction, from the legs a run met against the real door and issuer, and the
 * refusal the attack's record says comes first (its label names the check in words). Undefined when
 * the run met no refusal: then the bench itself reports the defect, not the learner.
 */
export function judgePrediction(predicted: Prediction, legs: readonly Leg[], expectedFirst: AttackRefusal): PredictionVerdict | undefined {
  const first = legs.find((l) => l.refused);
  if (!first) return undefined;
  const label = first.by === expectedFirst.by && first.check === expectedFirst.check ? refusalLabel(expectedFirst) : (first.description ?? first.check ?? '');
  const what = describe(first, label);
  if (predicted === first.by) return { solved: true, message: `Right: ${what}.` };
  const why = predicted === 'nobody' ? 'It did not get in.' : (WHY_NOT[first.by][predicted] ?? '');
  return { solved: false, message: `Not this time: ${what}. ${why}`.trim() };
}

/** The exercise-tick id of a solved lab (kept with the exercises' ticks, and cleared by the same reset). */
export const labTickId = (attack: string) => `break-lab:${attack}`;
