/**
 * The break-it bench against the labs' naive door (NAIVE_DOOR: the OAuth check without `aud`): the
 * attacks whose refusal is the door's audience check, run so they get in. The naive door takes only
 * lab tokens, so each uses the lab's stand-in for what the real attack presents (a token signed by
 * this issuer for another resource, or for none). The other attacks are refused by checks this door
 * keeps (alg, scope) or by the issuer or the client: they have no naive variant.
 */
import { callLabDoor } from '../browser/lab-door-call';
import { type AttackId, DOOR, ISSUER_ENDPOINT_PATHS, type LabKind, NAIVE_DOOR } from '../vocabulary';
import type { Leg } from './attacks';
import { at, type BenchContext } from './flow';

async function labToken(ctx: BenchContext, kind: LabKind): Promise<string> {
  const res = await ctx.tap.fetch(at(ctx, ISSUER_ENDPOINT_PATHS.lab), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ door: DOOR.oauth.path }),
  });
  const minted = (await res.json().catch(() => ({}))) as { tokens?: { kind: string; token: string }[] };
  const token = minted.tokens?.find((t) => t.kind === kind)?.token;
  if (!token) throw new Error(`The lab minted no ${kind} token (HTTP ${res.status}).`);
  return token;
}

async function atNaiveDoor(ctx: BenchContext, label: string, token: string): Promise<Leg> {
  const a = await callLabDoor({ tap: ctx.tap, path: NAIVE_DOOR.path, origin: ctx.origin, credential: token });
  const got = a.status === 200;
  return {
    label,
    by: 'door',
    refused: !got,
    ...(a.check ? { check: a.check } : {}),
    status: a.status,
    ...(a.error ? { error: a.error } : {}),
    ...(a.description ? { description: a.description } : {}),
    evidence: [a.labDoor ? `${NAIVE_DOOR.header}: ${a.labDoor}` : undefined, a.challenge ? `WWW-Authenticate: ${a.challenge}` : a.detail]
      .filter(Boolean)
      .join(' · '),
  };
}

const NAIVE_RUNS: Partial<Record<AttackId, (ctx: BenchContext) => Promise<Leg[]>>> = {
  async 'token-passthrough'(ctx) {
    const token = await labToken(ctx, 'wrong-audience');
    return [await atNaiveDoor(ctx, `A token signed by this issuer for another resource (the lab’s), presented at ${NAIVE_DOOR.path}`, token)];
  },
  async 'missing-resource'(ctx) {
    const token = await labToken(ctx, 'no-audience');
    return [await atNaiveDoor(ctx, `A token with no aud (what a lax issuer mints), presented at ${NAIVE_DOOR.path}`, token)];
  },
};

export const NAIVE_ATTACK_IDS = Object.keys(NAIVE_RUNS) as AttackId[];

export function hasNaiveVariant(id: AttackId): boolean {
  return id in NAIVE_RUNS;
}

export function runNaiveAttack(id: AttackId, ctx: BenchContext): Promise<Leg[]> {
  const run = NAIVE_RUNS[id];
  if (!run) throw new Error(`${id} has no naive variant: the naive door turns off ${NAIVE_DOOR.unchecked} only.`);
  return run(ctx);
}

/** Against the naive door the attack is meant to get in: every leg let through. */
export function gotIn(legs: readonly Leg[]): boolean {
  return legs.length > 0 && legs.every((l) => !l.refused);
}
